// RFC 9285 base45: bytes as text in the QR alphanumeric character set (11 bits per 2 bytes in 3 characters).
// Own implementation, checked against the RFC's examples in test/protocol/base45.test.ts: the npm packages
// either need Node's Buffer, accept invalid characters silently, or ship no types.

/** The 45-character QR alphanumeric alphabet in RFC 9285 order. */
export const BASE45_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';

const DECODE: Int8Array = (() => {
  const t = new Int8Array(128).fill(-1);
  for (let i = 0; i < BASE45_ALPHABET.length; i++) t[BASE45_ALPHABET.charCodeAt(i)] = i;
  return t;
})();

/** Encodes bytes as base45 text. */
export function base45Encode(data: Uint8Array): string {
  let out = '';
  let i = 0;
  for (; i + 1 < data.length; i += 2) {
    let n = (data[i] ?? 0) * 256 + (data[i + 1] ?? 0);
    const c = n % 45;
    n = (n - c) / 45;
    const d = n % 45;
    const e = (n - d) / 45;
    out += BASE45_ALPHABET[c]! + BASE45_ALPHABET[d]! + BASE45_ALPHABET[e]!;
  }
  if (i < data.length) {
    const n = data[i] ?? 0;
    const c = n % 45;
    out += BASE45_ALPHABET[c]! + BASE45_ALPHABET[(n - c) / 45]!;
  }
  return out;
}

/** Decodes base45 text; null when the text is not valid base45 (bad character, length or value). */
export function base45Decode(text: string): Uint8Array | null {
  if (text.length % 3 === 1) return null;
  const out = new Uint8Array(Math.floor(text.length / 3) * 2 + (text.length % 3 === 2 ? 1 : 0));
  const digit = (k: number): number => {
    const code = text.charCodeAt(k);
    return code < 128 ? (DECODE[code] ?? -1) : -1;
  };
  let o = 0;
  for (let k = 0; k < text.length; k += 3) {
    const c = digit(k);
    const d = digit(k + 1);
    if (c < 0 || d < 0) return null;
    if (k + 2 < text.length) {
      const e = digit(k + 2);
      if (e < 0) return null;
      const n = c + d * 45 + e * 2025;
      if (n > 0xffff) return null;
      out[o++] = n >> 8;
      out[o++] = n & 0xff;
    } else {
      const n = c + d * 45;
      if (n > 0xff) return null;
      out[o++] = n;
    }
  }
  return out;
}
