// Small helpers shared by the tests (and scripts) that drive the app's game controller in Node.
import { readCode, type Change } from '../../src/app/game/controller';
import type { LocalGame } from '../../src/app/game/local-game';
import type { Message } from '../../src/protocol/messages';

/** Deterministic random bytes (xorshift32) for reproducible games; the same seed gives the same game. */
export function seededBytes(seed: number): (n: number) => Uint8Array {
  let x = seed >>> 0 || 1;
  return (n) => {
    const out = new Uint8Array(n);
    for (let i = 0; i < n; i++) {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      out[i] = x & 0xff;
    }
    return out;
  };
}

/** The game of an accepted change; a refusal throws with its reason (a test or script failure). */
export function ok(change: Change): LocalGame {
  if (!change.ok) throw new Error(`refused: ${JSON.stringify(change.refusal)}`);
  return change.game;
}

/** Reads one shown QR text into its message; an unreadable text throws with its rejection key. */
export function readMessage(text: string | undefined): Message {
  const result = readCode(text ?? '', false);
  if (!result.ok) throw new Error(result.key);
  return result.message;
}
