// Keeping a secret warlord through a wiped phone. The salt that proves a warlord's commitment lives
// only on its player's phone; the repair codes bring back the public game (with the commitment) but
// not the salt. So the salt is shown once as a short recovery code when the warlord is chosen (it is
// also in the player's game file), and a restored phone asks for it: the code is checked against
// this player's unplayed commitments, which also tells which warlord it was.
import { opensCommitment, warlordCommitment, type WarlordId } from '../../../engine';
import {
  saltFromTypedCode,
  saltToTypedCode,
  isRecoverySecret,
  warlordSaltFromSecret,
} from '../../../protocol';
import { refuseApp, warlordChoices, type Change } from '../core/controller';
import { currentState, type LocalGame } from '../core/local-game';

/** A secret warlord this phone knows, with the salt that proves it. */
interface KnownWarlord {
  id: WarlordId;
  salt: string;
}

/** The warlords (with salts) this phone knows for its player: the setup choice and its private side. */
function knownWarlords(game: LocalGame): KnownWarlord[] {
  const known: KnownWarlord[] = [...(game.priv?.warlords ?? []), ...(game.extraWarlords ?? [])];
  if (game.chosenWarlord) known.push(game.chosenWarlord);
  return known;
}

/** The hashes of this player's commitments not yet revealed (warlords chosen in secret, not yet played; War Chariot's extra one may be a short hash, R-W12). */
function unplayedCommitments(game: LocalGame): string[] {
  const me = currentState(game).players[game.session.me];
  const hashes: string[] = [];
  for (const c of me.commitments) if (c.revealed === null && c.hash !== null) hashes.push(c.hash);
  return hashes;
}

/** The unplayed commitment (full or short) that `full`, a warlord's whole SHA-256 hex, opens; undefined when none. */
function openedBy(unplayed: readonly string[], full: string): string | undefined {
  return unplayed.find((hash) => opensCommitment(hash, full));
}

/** How many of this player's unplayed secret warlords this phone cannot prove (their salt was lost). */
export function lostWarlords(game: LocalGame): number {
  const known = knownWarlords(game).map((w) => warlordCommitment(w.id, w.salt));
  return unplayedCommitments(game).filter((hash) => !known.some((full) => opensCommitment(hash, full)))
    .length;
}

/** The code that proves a warlord's salt: the player's recovery secret when the salt comes from it (two phones, setup handshake), else the salt itself. */
function codeOfSalt(game: LocalGame, salt: string): string {
  const secret = game.recoverySecret;
  return saltToTypedCode(secret && warlordSaltFromSecret(secret) === salt ? secret : salt);
}

/** True when the recovery secret also brings back app-dealt cards (two phones, setup handshake, app cards). */
function secretDealsCards(game: LocalGame): boolean {
  return !!game.recoverySecret && currentState(game).setup.options.cardMode === 'app';
}

/** A recovery code to show: the warlord it proves (null: only the dealt cards) and whether it also brings back the cards. */
export interface RecoveryCode {
  warlord: WarlordId | null;
  code: string;
  cards: boolean;
}

/** The recovery code of the warlord just chosen (or, without warlords, of the dealt cards), while it is still to be shown (once); null otherwise. */
export function recoveryCodeDue(game: LocalGame): RecoveryCode | null {
  if (!game.recoveryCodeDue || game.pass) return null;
  const chosen = game.recoveryCodeOf ?? game.chosenWarlord;
  const cards = !game.recoveryCodeOf && secretDealsCards(game);
  // R-W8: head-start is public from the start, so its code proves nothing secret; the cards may still need it.
  if (chosen && chosen.id !== 'head-start')
    return { warlord: chosen.id, code: codeOfSalt(game, chosen.salt), cards };
  return cards && game.recoverySecret
    ? { warlord: null, code: saltToTypedCode(game.recoverySecret), cards }
    : null;
}

/** The player has noted the recovery code: it is not shown again. */
export function recoveryCodeNoted(game: LocalGame, now: number): LocalGame {
  const { recoveryCodeOf: _noted, ...rest } = game;
  return { ...rest, recoveryCodeDue: false, updatedAt: now };
}

/** The recovery codes of this player's unplayed secret warlords, and of the dealt cards when the secret brings them back (More, behind the owner's step). */
export function recoveryCodes(game: LocalGame): RecoveryCode[] {
  const unplayed = unplayedCommitments(game);
  const seen = new Set<string>();
  const codes: RecoveryCode[] = [];
  const secret = game.recoverySecret;
  const cardsCode = secret && secretDealsCards(game) ? saltToTypedCode(secret) : null;
  for (const w of knownWarlords(game)) {
    const hash = openedBy(unplayed, warlordCommitment(w.id, w.salt));
    if (hash === undefined || seen.has(hash)) continue;
    seen.add(hash);
    const code = codeOfSalt(game, w.salt);
    codes.push({ warlord: w.id, code, cards: code === cardsCode });
  }
  if (cardsCode !== null && !codes.some((c) => c.cards))
    codes.push({ warlord: null, code: cardsCode, cards: true });
  return codes;
}

/** The salts a typed recovery code can prove: the code as a salt itself, and the setup warlord's salt when it is a recovery secret. */
export function saltsOfCode(code: string): string[] {
  const bytes = saltFromTypedCode(code);
  if (bytes === null || bytes.length === 0) return [];
  return isRecoverySecret(bytes) ? [bytes, warlordSaltFromSecret(bytes)] : [bytes];
}

/** True when a restored phone should ask for a recovery code now (a step of its own, until entered or put off). */
export function asksForRecoveryCode(game: LocalGame): boolean {
  return game.recovery === 'ask' && game.priv !== null && lostWarlords(game) > 0;
}

/** The player puts the recovery code off (it can be entered later in the More menu). */
export function recoveryLater(game: LocalGame, now: number): LocalGame {
  return { ...game, recovery: 'later', updatedAt: now };
}

/** The unplayed secret warlord of this player that one of `salts` proves, with that salt; null when none. */
export function warlordOfSalts(game: LocalGame, salts: readonly string[]): KnownWarlord | null {
  const unplayed = unplayedCommitments(game);
  for (const salt of salts) {
    const id = warlordChoices(game.session.me).find(
      (w) => openedBy(unplayed, warlordCommitment(w, salt)) !== undefined,
    );
    if (id !== undefined) return { id, salt };
  }
  return null;
}

/**
 * Enters a recovery code on a restored phone. A mistyped code, or one that proves none of this
 * player's unplayed warlords, is refused; a right one gives this phone the warlord back (it can be
 * played and, for the other player's table phone, its code shown again).
 */
export function recoverWarlord(game: LocalGame, code: string, now: number): Change {
  if (lostWarlords(game) === 0) return refuseApp('app/not-now');
  const salts = saltsOfCode(code);
  if (salts.length === 0) return refuseApp('app/recovery-code-mistyped');
  const found = warlordOfSalts(game, salts);
  if (found === null) return refuseApp('app/recovery-code-wrong');
  const { id, salt } = found;
  const warlord = { id, salt, used: false };
  const priv = game.priv;
  if (priv === null) {
    // Before the hand is entered: the setup choice, added to the hand when it is dealt or named.
    if (game.chosenWarlord) return refuseApp('app/not-now');
    return { ok: true, game: { ...game, chosenWarlord: { id, salt }, recovery: 'later', updatedAt: now } };
  }
  return {
    ok: true,
    game: {
      ...game,
      chosenWarlord: game.chosenWarlord ?? { id, salt },
      priv: { ...priv, warlords: [...priv.warlords.filter((w) => w.id !== id), warlord] },
      recovery: 'later',
      updatedAt: now,
    },
  };
}
