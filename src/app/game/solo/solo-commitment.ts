// The computer’s commitment as the person sees it: the check numbers of its hash, shown on the
// plan screen before the person plans, and at the reveal the check that its revealed orders are the
// ones it sealed (the same check the protocol makes on the round record, R-R1).
import { fingerprintWords } from '../../../engine';
import { commitmentMatches, actionBytes } from '../../../protocol';
import type { LocalGame } from '../core/local-game';

/** The check numbers naming a commitment hash (fingerprintWords of its first four bytes: "47-29-18-35"). */
export function commitmentWords(hash: Uint8Array): string {
  return fingerprintWords([...hash.slice(0, 4)].map((b) => b.toString(16).padStart(2, '0')).join(''));
}

/** The words of the computer's commitment the person's seat holds this round; null before it seals. */
export function shownCommitmentWords(game: LocalGame): string | null {
  const person = game.pass?.guest.session;
  if (!game.solo || person?.role !== 'guest' || !person.commitment) return null;
  return commitmentWords(person.commitment);
}

/**
 * During the reveal: true when the computer's sealed orders (now revealed) match the commitment the
 * person's seat received before planning, false when not; null when there is nothing to check yet.
 */
export function commitmentKept(game: LocalGame): boolean | null {
  const table = game.session;
  const person = game.pass?.guest.session;
  if (!game.solo || table.role !== 'table' || !table.sealed || !table.received) return null;
  if (person?.role !== 'guest' || !person.commitment) return null;
  return commitmentMatches(person.commitment, {
    gameId: table.gameId,
    round: table.synced.exchanges + 1,
    sender: table.me,
    salt: table.sealed.salt,
    orders: actionBytes(table.sealed.action),
  });
}
