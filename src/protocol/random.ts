// The source of fresh random bytes (salts); injectable so that tests are deterministic.

/** Returns `n` fresh random bytes. */
export type RandomBytes = (n: number) => Uint8Array;

/** The platform's cryptographic generator (`crypto.getRandomValues`, a global in browsers and Node 20). */
export const cryptoRandomBytes: RandomBytes = (n) => {
  const out = new Uint8Array(n);
  globalThis.crypto.getRandomValues(out);
  return out;
};
