// A game as a file: exported to keep or move it, imported after a strict check. The file holds
// this phone's whole game (public record, protocol progress, this player's private side).
import { fingerprint, replay } from '../../engine';
import type { LocalGame } from './local-game';
import { recordActions } from './local-game';
import { recoveryCodes } from './warlord-recovery';

/** The file format's name and version. */
export const GAME_FILE_FORMAT = 'sun-tzu-referee/game';
export const GAME_FILE_VERSION = 1;

/** Why an imported file was refused. */
export type ImportError =
  'import/not-json' | 'import/not-a-game' | 'import/newer-version' | 'import/damaged-record';

const BYTES = '$bytes';

function toJsonValue(_key: string, value: unknown): unknown {
  if (value instanceof Uint8Array) {
    return { [BYTES]: [...value].map((b) => b.toString(16).padStart(2, '0')).join('') };
  }
  return value;
}

function fromJsonValue(_key: string, value: unknown): unknown {
  if (value && typeof value === 'object' && BYTES in value) {
    const hex = (value as Record<string, unknown>)[BYTES];
    if (typeof hex !== 'string' || !/^([0-9a-f]{2})*$/.test(hex)) throw new Error('bad bytes');
    return Uint8Array.from(hex.match(/../g) ?? [], (h) => parseInt(h, 16));
  }
  return value;
}

/** The file text of a game; it also lists the recovery codes of this player's unplayed secret warlords, readable by a person. */
export function exportGame(game: LocalGame): string {
  const warlordRecoveryCodes = game.pass ? [] : recoveryCodes(game);
  return JSON.stringify(
    { format: GAME_FILE_FORMAT, version: GAME_FILE_VERSION, warlordRecoveryCodes, game },
    toJsonValue,
    1,
  );
}

/** A file name for a game's export. */
export function exportFileName(game: LocalGame): string {
  return `sun-tzu-${game.id}-round-${game.session.synced.exchanges}.json`;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Checks one seat's public side against its record; the error, or null when it is sound. */
function checkSeat(game: LocalGame): ImportError | null {
  const session = game.session;
  if (
    typeof game.id !== 'string' ||
    game.id !== session.gameId ||
    (session.role !== 'table' && session.role !== 'guest')
  ) {
    return 'import/not-a-game';
  }
  const synced = replay({ setup: session.setup, actions: [...session.synced.actions] }, false);
  if (!synced.ok || fingerprint(synced.state) !== fingerprint(session.synced.state)) {
    return 'import/damaged-record';
  }
  if (session.role === 'table') {
    const live = replay({ setup: session.setup, actions: recordActions(game) }, false);
    if (!live.ok || fingerprint(live.state) !== fingerprint(session.state)) return 'import/damaged-record';
  }
  return null;
}

/**
 * Reads a game file. Everything public is checked by replaying the record: the states in the
 * file must be exactly what the record gives, so a damaged or edited file is refused.
 */
export function importGame(text: string): { ok: true; game: LocalGame } | { ok: false; error: ImportError } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text, fromJsonValue);
  } catch {
    return { ok: false, error: 'import/not-json' };
  }
  if (!isObject(parsed) || parsed.format !== GAME_FILE_FORMAT || !isObject(parsed.game)) {
    return { ok: false, error: 'import/not-a-game' };
  }
  if (typeof parsed.version !== 'number' || parsed.version > GAME_FILE_VERSION) {
    return { ok: false, error: 'import/newer-version' };
  }
  const game = parsed.game as unknown as LocalGame;
  try {
    const seatError = checkSeat(game);
    if (seatError) return { ok: false, error: seatError };
    // Pass-and-play: the second seat is checked the same way, and must be the other player of this game.
    if (game.pass !== undefined) {
      const guest = game.pass.guest;
      if (!isObject(guest) || guest.session.role !== 'guest' || guest.id !== game.id) {
        return { ok: false, error: 'import/not-a-game' };
      }
      if (guest.session.me === game.session.me || !['blue', 'red', 'both'].includes(game.pass.holder)) {
        return { ok: false, error: 'import/not-a-game' };
      }
      const guestError = checkSeat(guest);
      if (guestError) return { ok: false, error: guestError };
    }
    // Against the phone: the computer is the table seat of a two-seat game, at a known level.
    if (game.solo !== undefined) {
      const solo = game.solo;
      if (
        !game.pass ||
        !isObject(solo) ||
        solo.computer !== game.session.me ||
        !['easy', 'normal', 'hard'].includes(solo.level) ||
        !Array.isArray(solo.lines)
      ) {
        return { ok: false, error: 'import/not-a-game' };
      }
    }
  } catch {
    return { ok: false, error: 'import/not-a-game' };
  }
  return { ok: true, game };
}
