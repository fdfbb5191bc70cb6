// Reads a typed code and, when it is wrong, says what is wrong where that can be known: a
// character the codes never use, a group with a wrong character, a missing or extra character or group,
// a code too short or too long. Pure, never throws; the words are the app's (src/app/game/two-phone/typed-code-text.ts).

import { crc32 } from './crc32';
import {
  checkDigit,
  CROCKFORD_ALPHABET,
  digitsToBytes,
  GROUP_SIZE,
  SEPARATORS,
  typedValue,
} from './typed-code';

/** What is wrong with a typed code (namespaced codes; groups and places are 1-based). */
export type TypedCodeProblem =
  | { code: 'typed/empty' }
  | { code: 'typed/bad-character'; char: string; group: number; place: number }
  | { code: 'typed/wrong-character'; groups: readonly number[] }
  | { code: 'typed/missing-group'; group: number }
  | { code: 'typed/extra-group'; group: number }
  | { code: 'typed/missing-character'; group: number }
  | { code: 'typed/extra-character'; group: number }
  | { code: 'typed/last-group-short'; group: number }
  | { code: 'typed/too-short'; groups: number }
  | { code: 'typed/too-long'; groups: number };

/** A typed code read: its bytes (a checked frame), or what is wrong. */
export type TypedCodeCheck = { ok: true; bytes: Uint8Array } | { ok: false; problem: TypedCodeProblem };

/** True when every group from `values` (numbered from `first`) has a data character and its check fits. */
function fits(values: readonly number[], first: number): boolean {
  if (values.length === 0) return false;
  for (let g = 0; g * GROUP_SIZE < values.length; g++) {
    const group = values.slice(g * GROUP_SIZE, (g + 1) * GROUP_SIZE);
    if (group.length < 2 || checkDigit(first + g, group.slice(0, -1)) !== group[group.length - 1])
      return false;
  }
  return true;
}

/** The 0-based groups whose check character fails (a lone last character counts as failing). */
function badGroups(values: readonly number[]): number[] {
  const bad: number[] = [];
  for (let g = 0; g * GROUP_SIZE < values.length; g++) {
    if (!fits(values.slice(g * GROUP_SIZE, (g + 1) * GROUP_SIZE), g)) bad.push(g);
  }
  return bad;
}

/** True when the bytes are a whole frame: its last four bytes are the CRC-32 of the rest (envelope.ts). */
function isWholeFrame(bytes: Uint8Array | null): bytes is Uint8Array {
  if (!bytes || bytes.length < 5) return false;
  const body = bytes.subarray(0, bytes.length - 4);
  return (
    new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(bytes.length - 4) === crc32(body)
  );
}

/** The bytes of the first `count` groups of checked values (each group's last character is its check). */
function bytesOfGroups(values: readonly number[], count: number): Uint8Array | null {
  const digits: number[] = [];
  for (let g = 0; g < count; g++)
    digits.push(...values.slice(g * GROUP_SIZE, (g + 1) * GROUP_SIZE).slice(0, -1));
  return digitsToBytes(digits);
}

/** Where a run of failing groups from `first` comes from, when one repair makes all the rest fit. */
function shiftProblem(values: readonly number[], first: number): TypedCodeProblem | null {
  const rest = values.slice(first * GROUP_SIZE);
  const group = first + 1;
  if (fits(rest, first + 1)) return { code: 'typed/missing-group', group };
  if (rest.length > GROUP_SIZE && fits(rest.slice(GROUP_SIZE), first))
    return { code: 'typed/extra-group', group };
  for (let at = 0; at < Math.min(GROUP_SIZE, rest.length); at++) {
    if (fits([...rest.slice(0, at), ...rest.slice(at + 1)], first))
      return { code: 'typed/extra-character', group };
  }
  for (let at = 0; at <= Math.min(GROUP_SIZE - 1, rest.length); at++) {
    for (let v = 0; v < CROCKFORD_ALPHABET.length; v++) {
      if (fits([...rest.slice(0, at), v, ...rest.slice(at)], first))
        return { code: 'typed/missing-character', group };
    }
  }
  return null;
}

/** Reads what a person typed (groups of five, any case, spaces optional) and checks it to the last byte. */
export function checkTypedCode(input: string): TypedCodeCheck {
  const values: number[] = [];
  for (const ch of input) {
    if (SEPARATORS.has(ch)) continue;
    const v = typedValue(ch);
    if (v < 0) {
      const n = values.length;
      return {
        ok: false,
        problem: {
          code: 'typed/bad-character',
          char: ch,
          group: Math.floor(n / GROUP_SIZE) + 1,
          place: (n % GROUP_SIZE) + 1,
        },
      };
    }
    values.push(v);
  }
  if (values.length === 0) return { ok: false, problem: { code: 'typed/empty' } };
  const groups = Math.ceil(values.length / GROUP_SIZE);
  const bad = badGroups(values);
  if (bad.length === 0) {
    const bytes = bytesOfGroups(values, groups);
    if (bytes && isWholeFrame(bytes)) return { ok: true, bytes };
  }
  // A whole code followed by more characters: say where it ends.
  for (let cut = values.length - 1; cut >= 2; cut--) {
    const head = values.slice(0, cut);
    if (fits(head, 0) && isWholeFrame(bytesOfGroups(head, Math.ceil(cut / GROUP_SIZE))))
      return { ok: false, problem: { code: 'typed/too-long', groups: Math.ceil(cut / GROUP_SIZE) } };
  }
  const first = bad[0];
  if (first === undefined) return { ok: false, problem: { code: 'typed/too-short', groups } };
  const isLast = first === groups - 1;
  if (isLast && values.length % GROUP_SIZE === 1)
    return { ok: false, problem: { code: 'typed/last-group-short', group: groups } };
  // One group wrong in the middle: a mistyped character (a missing one would upset the groups after it).
  const shifted = !isLast && bad.length >= 2 ? shiftProblem(values, first) : null;
  return { ok: false, problem: shifted ?? { code: 'typed/wrong-character', groups: bad.map((g) => g + 1) } };
}
