// SHA-256 (FIPS 180-4) of a UTF-8 string, hex out. A small implementation for the engine's hot paths
// (warlord commitments are checked in every game) that reuses its buffers; tested against @noble/hashes.

const K = new Int32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);
const H0 = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];
const W = new Int32Array(64);
const H = new Int32Array(8);
/** Lowercase hex digits' char codes. */
const DIGIT = [48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 97, 98, 99, 100, 101, 102];
/** The hex output's char codes, reused (one flat string is made from them). */
const OUT: number[] = new Array<number>(64).fill(48);
/** The padded message, reused and grown when needed (the engine's messages fit in two blocks). */
let buf = new Uint8Array(128);

/** UTF-8 bytes of `text` into `buf`; returns their count. */
function encode(text: string): number {
  const n = text.length;
  let ascii = true;
  for (let i = 0; i < n && ascii; i++) ascii = text.charCodeAt(i) < 0x80;
  if (ascii) {
    reserve(n);
    for (let i = 0; i < n; i++) buf[i] = text.charCodeAt(i);
    return n;
  }
  const bytes: number[] = [];
  for (let i = 0; i < n; i++) {
    let c = text.charCodeAt(i);
    if (c < 0x80) bytes.push(c);
    else if (c < 0x800) bytes.push(0xc0 | (c >> 6), 0x80 | (c & 63));
    else {
      const d = i + 1 < n ? text.charCodeAt(i + 1) : 0;
      if (c >= 0xd800 && c < 0xdc00 && d >= 0xdc00 && d < 0xe000) {
        c = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
        i++;
        bytes.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
      } else {
        if (c >= 0xd800 && c < 0xe000) c = 0xfffd; // lone surrogate, as TextEncoder
        bytes.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
      }
    }
  }
  reserve(bytes.length);
  buf.set(bytes);
  return bytes.length;
}

/** Make `buf` hold a padded message of `n` bytes. */
function reserve(n: number): void {
  const total = Math.ceil((n + 9) / 64) * 64;
  if (buf.length < total) buf = new Uint8Array(total);
}

/** Pad the `n` message bytes in `buf` (0x80, zeros, 64-bit bit length); returns the padded length. */
function pad(n: number): number {
  const total = Math.ceil((n + 9) / 64) * 64;
  buf.fill(0, n, total);
  buf[n] = 0x80;
  const bits = n * 8;
  buf[total - 4] = bits >>> 24;
  buf[total - 3] = (bits >>> 16) & 255;
  buf[total - 2] = (bits >>> 8) & 255;
  buf[total - 1] = bits & 255;
  buf[total - 5] = Math.floor(bits / 0x100000000) & 255;
  return total;
}

/** One 64-byte block into the running hash H. */
function compress(m: Uint8Array, off: number): void {
  for (let i = 0; i < 16; i++) {
    const j = off + i * 4;
    W[i] =
      ((m[j] as number) << 24) |
      ((m[j + 1] as number) << 16) |
      ((m[j + 2] as number) << 8) |
      (m[j + 3] as number);
  }
  for (let i = 16; i < 64; i++) {
    const a = W[i - 15] as number;
    const b = W[i - 2] as number;
    const s0 = ((a >>> 7) | (a << 25)) ^ ((a >>> 18) | (a << 14)) ^ (a >>> 3);
    const s1 = ((b >>> 17) | (b << 15)) ^ ((b >>> 19) | (b << 13)) ^ (b >>> 10);
    W[i] = ((W[i - 16] as number) + s0 + (W[i - 7] as number) + s1) | 0;
  }
  let a = H[0] as number;
  let b = H[1] as number;
  let c = H[2] as number;
  let d = H[3] as number;
  let e = H[4] as number;
  let f = H[5] as number;
  let g = H[6] as number;
  let h = H[7] as number;
  for (let i = 0; i < 64; i++) {
    const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    const t1 = (h + S1 + ((e & f) ^ (~e & g)) + (K[i] as number) + (W[i] as number)) | 0;
    const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const t2 = (S0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  H[0] = ((H[0] as number) + a) | 0;
  H[1] = ((H[1] as number) + b) | 0;
  H[2] = ((H[2] as number) + c) | 0;
  H[3] = ((H[3] as number) + d) | 0;
  H[4] = ((H[4] as number) + e) | 0;
  H[5] = ((H[5] as number) + f) | 0;
  H[6] = ((H[6] as number) + g) | 0;
  H[7] = ((H[7] as number) + h) | 0;
}

/** Hex SHA-256 of the UTF-8 encoding of `text`. */
export function sha256HexOf(text: string): string {
  const total = pad(encode(text));
  H.set(H0);
  for (let off = 0; off < total; off += 64) compress(buf, off);
  for (let i = 0; i < 8; i++) {
    const v = H[i] as number;
    for (let k = 0; k < 8; k++) OUT[i * 8 + k] = DIGIT[(v >>> (28 - k * 4)) & 15] as number;
  }
  // one flat string (a chain of concatenations would be flattened at the first comparison)
  return String.fromCharCode.apply(null, OUT);
}
