// "My box", the ten score displays of the players' copy (R-F6), remembered on the phone;
// a new game picks its five with five taps or a random draw, and typed values still work.
import { describe, expect, it } from 'vitest';
import {
  boxFromTexts,
  drawFive,
  loadMyBox,
  MY_BOX_SETTING,
  MY_BOX_UNREADABLE_SETTING,
  NO_PICKS,
  saveMyBox,
  tapDisplay,
  type BoxPicks,
  type MyBox,
  type SettingsStore,
} from '../../src/app/my-box';
import { defaultForm, validateForm } from '../../src/app/screens/NewGame/new-game-form';
import { PROVINCES } from '../../src/engine/types';

/** The settings store in memory. */
function memoryStore(
  initial: Record<string, unknown> = {},
): SettingsStore & { data: Record<string, unknown> } {
  const data = { ...initial };
  return {
    data,
    loadSetting: <T>(key: string) => Promise.resolve(data[key] as T | undefined),
    saveSetting: (key: string, value: unknown) => {
      data[key] = structuredClone(value);
      return Promise.resolve();
    },
  };
}

const texts = ['143', '2 2 2', '315', '111', '421', '050', '909', '', '123', '333'];
const box: MyBox = (() => {
  const read = boxFromTexts(texts);
  if (!read.ok) throw new Error('box');
  return read.box;
})();

describe('My box', () => {
  it('is typed once and remembered: saved, then read back as it was', async () => {
    const store = memoryStore();
    expect(await loadMyBox(store)).toEqual({ ok: true, box: null });
    await saveMyBox(store, box);
    expect(await loadMyBox(store)).toEqual({ ok: true, box });
    expect(box[1]).toEqual([2, 2, 2]);
    expect(box[7]).toBeNull();
    expect(box).toHaveLength(10);
  });

  it('names the fields that are not three digits', () => {
    expect(boxFromTexts(['14', ...texts.slice(1, 5), 'abc', ...texts.slice(6)])).toEqual({
      ok: false,
      bad: [0, 5],
    });
  });

  it('says a corrupted saved value cannot be read, and keeps it aside when a new box is saved', async () => {
    for (const bad of [
      'nonsense',
      null,
      { version: 1, displays: [[1, 4, 3]] },
      { version: 1, displays: Array(10).fill([1, 4, 10]) },
      { version: 2, displays: Array(10).fill(null) },
    ]) {
      const store = memoryStore({ [MY_BOX_SETTING]: bad });
      expect(await loadMyBox(store)).toEqual({ ok: false, error: 'app/my-box-unreadable' });
      // Reading changes nothing.
      expect(store.data[MY_BOX_SETTING]).toEqual(bad);
      await saveMyBox(store, box);
      expect(store.data[MY_BOX_UNREADABLE_SETTING]).toEqual(bad);
      expect(await loadMyBox(store)).toEqual({ ok: true, box });
    }
  });

  it('fills the five provinces in board order with five taps; a tap on a picked display takes it back', () => {
    let picks: BoxPicks = NO_PICKS;
    const order = [4, 0, 9, 2, 6];
    for (const [i, index] of order.entries()) {
      const tapped = tapDisplay(picks, index);
      expect(tapped.province).toBe(PROVINCES[i]);
      picks = tapped.picks;
    }
    expect(picks).toEqual({ qin: 4, chu: 0, jinyan: 9, hanqi: 2, wu: 6 });
    expect(tapDisplay(picks, 1)).toEqual({ picks, province: null });
    const back = tapDisplay(picks, 9);
    expect(back).toEqual({ picks: { ...picks, jinyan: null }, province: 'jinyan' });
    expect(tapDisplay(back.picks, 1).picks).toEqual({ ...picks, jinyan: 1 });
  });

  it('draws five different entered displays at random, never an empty one', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const seen = new Set<number>();
    for (let run = 0; run < 200; run++) {
      const drawn = drawFive(box, random)!;
      const indices = PROVINCES.map((p) => drawn[p]!);
      expect(new Set(indices).size).toBe(5);
      expect(indices.every((i) => box[i] !== null)).toBe(true);
      indices.forEach((i) => seen.add(i));
    }
    expect([...seen].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 8, 9]);
    expect(drawFive([...box.slice(0, 4), ...Array<null>(6).fill(null)], Math.random)).toBeNull();
  });

  it('puts the picked values into the game setup as typed values do, and typed values still work', () => {
    const picks: BoxPicks = { qin: 4, chu: 0, jinyan: 9, hanqi: 2, wu: 6 };
    const form = defaultForm('en');
    const picked = validateForm({
      ...form,
      displays: Object.fromEntries(
        PROVINCES.map((p) => [p, box[picks[p]!]!.join('')]),
      ) as typeof form.displays,
    });
    const typed = validateForm({
      ...form,
      displays: { qin: '4 2 1', chu: '143', jinyan: '333', hanqi: '315', wu: '909' },
    });
    expect(picked.ok && picked.choices.displays).toEqual({
      qin: [4, 2, 1],
      chu: [1, 4, 3],
      jinyan: [3, 3, 3],
      hanqi: [3, 1, 5],
      wu: [9, 0, 9],
    });
    expect(typed).toEqual(picked);
  });
});
