// "My box": the ten score displays of the players' copy, entered once and remembered on the
// phone, from which a new game picks the five drawn (R-F6: their printed values are not known to the app).
// The five picked are public information: they go into the game's setup as typed values did, and the
// guest's phone gets them from the invitation, so both phones agree whatever this phone remembers.
import { PROVINCES, type ProvinceId } from '../engine/types';

/** One display's three values: the ends of rounds 3, 6 and 9 (R-R2). */
export type DisplayValues = readonly [number, number, number];

/** Parses "143" (spaces, commas allowed) into three values 0–9 (R-F6); null when it is not that. */
export function parseDisplay(text: string): DisplayValues | null {
  const digits = text.replace(/[\s,./-]/g, '');
  if (!/^\d{3}$/.test(digits)) return null;
  return [Number(digits[0]), Number(digits[1]), Number(digits[2])];
}

/** The ten displays of a copy of the game; null for one not entered. */
export type MyBox = readonly (DisplayValues | null)[];

/** Displays in a copy of the game. */
export const BOX_SIZE = 10;

/** The setting's key, and the key under which an unreadable saved value is kept when a new box replaces it. */
export const MY_BOX_SETTING = 'my-box';
export const MY_BOX_UNREADABLE_SETTING = 'my-box-unreadable';

/** The saved box: none yet, the box, or a value that is not a box (kept as it is; never overwritten silently). */
export type BoxRead = { ok: true; box: MyBox | null } | { ok: false; error: 'app/my-box-unreadable' };

const isDigit = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 9;

/** Reads the saved setting: `{ version: 1, displays: [[1,4,3], null, …] }` with ten entries. */
export function boxFromSetting(saved: unknown): BoxRead {
  if (saved === undefined) return { ok: true, box: null };
  const displays = (saved as { version?: unknown; displays?: unknown } | null)?.displays;
  if (
    (saved as { version?: unknown } | null)?.version !== 1 ||
    !Array.isArray(displays) ||
    displays.length !== BOX_SIZE
  )
    return { ok: false, error: 'app/my-box-unreadable' };
  const box: (DisplayValues | null)[] = [];
  for (const d of displays as unknown[]) {
    if (d === null) box.push(null);
    else if (Array.isArray(d) && d.length === 3 && d.every(isDigit))
      box.push([d[0], d[1], d[2]] as DisplayValues);
    else return { ok: false, error: 'app/my-box-unreadable' };
  }
  return { ok: true, box };
}

/** The value saved for a box. */
export function boxToSetting(box: MyBox): { version: 1; displays: (number[] | null)[] } {
  return { version: 1, displays: box.map((d) => (d ? [...d] : null)) };
}

/** A box from the ten typed fields ("143", blank for none): the box, or the 0-based fields that are not three digits. */
export function boxFromTexts(
  texts: readonly string[],
): { ok: true; box: MyBox } | { ok: false; bad: number[] } {
  const box = texts.map((text) => (text.trim() === '' ? null : parseDisplay(text)));
  const bad = texts.flatMap((text, i) => (text.trim() !== '' && box[i] === null ? [i] : []));
  if (bad.length > 0) return { ok: false, bad };
  return { ok: true, box: Array.from({ length: BOX_SIZE }, (_, i) => box[i] ?? null) };
}

/** A display's values as typed in the form ("143"), or "" for none. */
export function displayDigits(d: DisplayValues | null | undefined): string {
  return d ? d.join('') : '';
}

/** Which display of the box (0–9) each province has, or null: the form's taps. */
export type BoxPicks = Readonly<Record<ProvinceId, number | null>>;

/** No display picked yet. */
export const NO_PICKS: BoxPicks = { qin: null, chu: null, jinyan: null, hanqi: null, wu: null };

/**
 * A tap on display `index`: it goes to the first province (board order, R-F4) without one; a tap on a
 * display already picked takes it back. Returns the picks and the province that changed (null: all five full).
 */
export function tapDisplay(picks: BoxPicks, index: number): { picks: BoxPicks; province: ProvinceId | null } {
  const held = PROVINCES.find((p) => picks[p] === index);
  if (held) return { picks: { ...picks, [held]: null }, province: held };
  const free = PROVINCES.find((p) => picks[p] === null);
  if (!free) return { picks, province: null };
  return { picks: { ...picks, [free]: index }, province: free };
}

/** Five different entered displays drawn at random for the provinces in board order; null with fewer than five entered. */
export function drawFive(box: MyBox, random: () => number): BoxPicks | null {
  const entered = box.flatMap((d, i) => (d ? [i] : []));
  if (entered.length < PROVINCES.length) return null;
  for (let i = entered.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [entered[i], entered[j]] = [entered[j]!, entered[i]!];
  }
  return Object.fromEntries(PROVINCES.map((p, i) => [p, entered[i]!])) as unknown as BoxPicks;
}

/** Where a box is kept: the app's settings store (src/app/store/games.ts), or a fake in tests. */
export interface SettingsStore {
  loadSetting<T>(key: string): Promise<T | undefined>;
  saveSetting(key: string, value: unknown): Promise<void>;
}

/** Reads the remembered box. */
export async function loadMyBox(store: SettingsStore): Promise<BoxRead> {
  return boxFromSetting(await store.loadSetting<unknown>(MY_BOX_SETTING));
}

/** Remembers a box; an unreadable value it replaces is first kept under its own key, so nothing is lost. */
export async function saveMyBox(store: SettingsStore, box: MyBox): Promise<void> {
  const before = await store.loadSetting<unknown>(MY_BOX_SETTING);
  if (!boxFromSetting(before).ok) await store.saveSetting(MY_BOX_UNREADABLE_SETTING, before);
  await store.saveSetting(MY_BOX_SETTING, boxToSetting(box));
}
