// The human form of a message: Crockford base32 in groups of 4 characters plus 1 check character each,
// read out and typed when no camera works. Case-insensitive; O→0, I/L→1; spaces and dashes ignored.

/** Crockford's base32 alphabet (no I, L, O, U). */
export const CROCKFORD_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

const DATA_PER_GROUP = 4;

/** Characters per group as shown: four data characters and a check character. */
export const GROUP_SIZE = DATA_PER_GROUP + 1;

/** Separators a person may type between groups (ignored). */
export const SEPARATORS = new Set([' ', '-', '\t', '\n', '\r', '.', '_']);

const VALUE: Int8Array = (() => {
  const t = new Int8Array(128).fill(-1);
  for (let i = 0; i < CROCKFORD_ALPHABET.length; i++) {
    t[CROCKFORD_ALPHABET.charCodeAt(i)] = i;
    t[CROCKFORD_ALPHABET.toLowerCase().charCodeAt(i)] = i;
  }
  for (const [alias, v] of [
    ['O', 0],
    ['o', 0],
    ['I', 1],
    ['i', 1],
    ['L', 1],
    ['l', 1],
  ] as const) {
    t[alias.charCodeAt(0)] = v;
  }
  return t;
})();

/** The value 0–31 of one typed character (aliases O→0, I/L→1, any case); -1 when codes never use it. */
export function typedValue(ch: string): number {
  const code = ch.charCodeAt(0);
  return ch.length === 1 && code < 128 ? (VALUE[code] ?? -1) : -1;
}

/** Luhn mod 32 check digit over the group number and the group's digits (catches any single typo and most swaps). */
export function checkDigit(groupIndex: number, digits: readonly number[]): number {
  const seq = [groupIndex % 32, ...digits];
  let factor = 2;
  let sum = 0;
  for (let i = seq.length - 1; i >= 0; i--) {
    let addend = factor * (seq[i] ?? 0);
    factor = factor === 2 ? 1 : 2;
    addend = Math.floor(addend / 32) + (addend % 32);
    sum += addend;
  }
  return (32 - (sum % 32)) % 32;
}

/** Formats bytes as the typed code, e.g. "7Q2MK 0V3A9 …" (four characters and a check character per group). */
export function toTypedCode(data: Uint8Array): string {
  const digits: number[] = [];
  let acc = 0;
  let bits = 0;
  for (const b of data) {
    acc = (acc << 8) | b;
    bits += 8;
    while (bits >= 5) {
      digits.push((acc >> (bits - 5)) & 31);
      bits -= 5;
      acc &= (1 << bits) - 1;
    }
  }
  if (bits > 0) digits.push((acc << (5 - bits)) & 31);
  const groups: string[] = [];
  for (let g = 0; g * DATA_PER_GROUP < digits.length; g++) {
    const part = digits.slice(g * DATA_PER_GROUP, (g + 1) * DATA_PER_GROUP);
    const chars = part.map((d) => CROCKFORD_ALPHABET[d]!).join('');
    groups.push(chars + CROCKFORD_ALPHABET[checkDigit(g, part)]!);
  }
  return groups.join(' ');
}

/** Bytes from the data digits of a typed code; null when the digits are not a canonical length or padding. */
export function digitsToBytes(digits: readonly number[]): Uint8Array | null {
  const byteCount = Math.floor((digits.length * 5) / 8);
  // Canonical length only: the last digit must carry at least one bit of data, and padding bits must be zero.
  if (Math.ceil((byteCount * 8) / 5) !== digits.length) return null;
  const out = new Uint8Array(byteCount);
  let acc = 0;
  let bits = 0;
  let o = 0;
  for (const d of digits) {
    acc = (acc << 5) | d;
    bits += 5;
    if (bits >= 8) {
      out[o++] = (acc >> (bits - 8)) & 0xff;
      bits -= 8;
      acc &= (1 << bits) - 1;
    }
  }
  return acc === 0 ? out : null;
}

/** Result of reading a typed code: the bytes, or the 1-based groups whose check character fails. */
export type TypedCodeResult =
  | { ok: true; bytes: Uint8Array }
  | { ok: false; reason: 'empty' | 'bad-character' | 'bad-length' | 'bad-check'; groups: number[] };

/** Parses what a person typed; never throws. Separators between groups are optional. */
export function fromTypedCode(input: string): TypedCodeResult {
  const values: number[] = [];
  for (const ch of input) {
    if (SEPARATORS.has(ch)) continue;
    const v = typedValue(ch);
    if (v < 0) return { ok: false, reason: 'bad-character', groups: [] };
    values.push(v);
  }
  if (values.length === 0) return { ok: false, reason: 'empty', groups: [] };
  const size = GROUP_SIZE;
  if (values.length % size === 1) return { ok: false, reason: 'bad-length', groups: [] };
  const digits: number[] = [];
  const bad: number[] = [];
  for (let g = 0; g * size < values.length; g++) {
    const group = values.slice(g * size, (g + 1) * size);
    const data = group.slice(0, -1);
    if (checkDigit(g, data) !== group[group.length - 1]) bad.push(g + 1);
    digits.push(...data);
  }
  if (bad.length > 0) return { ok: false, reason: 'bad-check', groups: bad };
  const out = digitsToBytes(digits);
  return out ? { ok: true, bytes: out } : { ok: false, reason: 'bad-length', groups: [] };
}

/**
 * A warlord salt (lowercase hex, even length, e.g. newWarlordSalt's 16 digits) as a typed code, so that a
 * player can enter it on the table phone when playing a secret warlord there (64 bits: 17 characters).
 */
export function saltToTypedCode(salt: string): string {
  if (!/^([0-9a-f]{2})+$/.test(salt)) throw new RangeError('salt must be lowercase hex of even length');
  return toTypedCode(Uint8Array.from(salt.match(/../g) ?? [], (h) => parseInt(h, 16)));
}

/** Reads a salt typed with saltToTypedCode back (null when a check character fails). */
export function saltFromTypedCode(code: string): string | null {
  const r = fromTypedCode(code);
  return r.ok ? [...r.bytes].map((b) => b.toString(16).padStart(2, '0')).join('') : null;
}
