// A phone restored from the other phone's repair codes in a two-phone game with app-dealt cards gets its
// player's cards back from the recovery code noted at setup, never from the player's word: the code is
// the recovery secret, which gives the private seed; the seed must be the one the player's contribution
// committed to (the setup handshake), and its deal is replayed over the public record. Where the record
// leaves several keeps open (drawn cards not yet played), the player picks among the hands the deal
// allows. The same code brings back the setup warlord (its salt comes from the secret too).
import { isFramed, SHARED_DEAL, type Card, type PrivateState } from '../../../engine';
import { isRecoverySecret, seedCommitted, seedFromSecret, saltFromTypedCode } from '../../../protocol';
import { refuseApp, type Change } from '../core/change';
import { dealtSides, type DealtSide } from '../file/deal';
import type { LocalGame } from '../core/local-game';
import { lostWarlords, saltsOfCode, warlordOfSalts } from './warlord-recovery';

/** True when this phone was restored without its player's dealt cards and the recovery code can bring them back. */
export function dealRecoveryDue(game: LocalGame): boolean {
  const setup = game.session.setup;
  return (
    game.priv === null &&
    !game.handshakeSeed &&
    setup.handshake !== undefined &&
    setup.options.cardMode === 'app'
  );
}

/** What a typed recovery code gives: the hands its deal allows now, or why it gives none. */
export type DealRecovery =
  | { ok: true; secret: string; seed: string; sides: DealtSide[] }
  | { ok: false; key: 'app/recovery-code-mistyped' | 'app/recovery-code-not-deal' };

/** Reads a typed recovery code against this game's setup and record. */
export function readDealRecovery(game: LocalGame, code: string): DealRecovery {
  const secret = saltFromTypedCode(code);
  if (!isRecoverySecret(secret)) return { ok: false, key: 'app/recovery-code-mistyped' };
  const s = game.session;
  const seed = seedFromSecret(secret);
  if (!seedCommitted(s.setup, s.me, s.table, seed)) return { ok: false, key: 'app/recovery-code-not-deal' };
  const sides = dealtSides(s.setup, s.synced.actions, s.me, seed);
  return sides.length > 0
    ? { ok: true, secret, seed, sides }
    : { ok: false, key: 'app/recovery-code-not-deal' };
}

/** The non-framed cards of a dealt side's hand (how the player tells the hands apart). */
export function handExtras(side: DealtSide): Card[] {
  return side.hand.filter((card) => !isFramed(card));
}

/**
 * Gives this phone its player's cards back from the recovery code: the side at `choice` among those the
 * deal allows (the only one when the record leaves no keep open), with the seed, so the deal can be
 * revealed and checked at the game's end; the setup warlord too, when the code proves it.
 */
export function recoverDealtHand(game: LocalGame, code: string, choice: number, now: number): Change {
  if (!dealRecoveryDue(game)) return refuseApp('app/not-now');
  const read = readDealRecovery(game, code);
  if (!read.ok) return refuseApp(read.key);
  const side = read.sides[choice];
  if (!side) return refuseApp('app/not-now');
  const me = game.session.me;
  const warlord = warlordOfSalts(game, saltsOfCode(code));
  const priv: PrivateState = {
    player: me,
    hand: side.hand.slice(),
    deck: side.deck.slice(),
    drawn: [],
    warlords: warlord ? [{ id: warlord.id, salt: warlord.salt, used: false }] : [],
  };
  const restored: LocalGame = {
    ...game,
    priv,
    draw: side.draw,
    privateSeed: read.seed,
    deal: SHARED_DEAL,
    handshakeSeed: read.seed,
    recoverySecret: read.secret,
    chosenWarlord: game.chosenWarlord ?? warlord,
    plan: null,
    privSyncedActions: game.session.synced.actions.length,
    updatedAt: now,
  };
  // Nothing left to ask when the code also proved every unplayed secret warlord.
  const recovery = lostWarlords(restored) === 0 ? 'later' : game.recovery;
  return { ok: true, game: recovery ? { ...restored, recovery } : restored };
}
