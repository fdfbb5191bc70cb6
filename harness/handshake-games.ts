// Two-phone games with the setup handshake made through the controller, as game files, for the
// cross-engine screenshots of the join code, the table's scan of it and the end-of-game deal check
// and a restored phone's cards dealt again from its recovery code (test/e2e/engines/handshake-screens.test.ts).
import {
  chooseWarlord,
  createTableGame,
  joinFromMessage,
  restoreFromMessage,
  revealShown,
} from '../src/app/game/core/controller';
import { readDealRecovery } from '../src/app/game/two-phone/restore-deal';
import { recoveryCodes } from '../src/app/game/two-phone/warlord-recovery';
import { resyncOf } from '../src/protocol/session';
import { messageToQrTexts } from '../src/protocol/scan';
import { exportGame } from '../src/app/game/file/game-file';
import { gameStep } from '../src/app/game/core/steps';
import { gameChoices } from './fixtures';
import { ok, readMessage, readShown, seededBytes } from './controller-kit';
import { playTwoPhoneGame } from './two-phone-kit';
import { twoPhoneSteps } from './two-phone-kit';

/** Two phones, app cards and app events: the choices the new-game form makes for them. */
const CHOICES = { ...gameChoices('blue'), handshake: true };

/** Both phones just after the invitation: the table waiting for the join code, the guest showing it. */
export function joinCodeGames(): { table: string; guest: string; join: string } {
  const random = seededBytes(38);
  let table = ok(createTableGame(CHOICES, 0, random));
  table = ok(chooseWarlord(table, 'reinforce', 0, random));
  let guest = ok(joinFromMessage(readMessage(table.showing?.texts[0]), 0, random));
  guest = ok(chooseWarlord(guest, 'remove-army', 0, random));
  if (gameStep(table) !== 'invite' || gameStep(guest) !== 'join-code')
    throw new Error(`not at the join code: table ${gameStep(table)}, guest ${gameStep(guest)}`);
  const join = guest.showing?.kind === 'join' ? guest.showing.texts : [];
  if (join.length !== 1) throw new Error(`the join code is ${join.length} QR codes`);
  return { table: exportGame(table), guest: exportGame(guest), join: join[0]! };
}

/** A whole game between two phones with the handshake: both at the end, with each phone's reveal code. */
export function finishedGames(): { table: string; guest: string; tableReveal: string; guestReveal: string } {
  const { table, guest } = playTwoPhoneGame(39, CHOICES);
  if (gameStep(table) !== 'over' || gameStep(guest) !== 'over')
    throw new Error(`not over: table ${gameStep(table)}, guest ${gameStep(guest)}`);
  const reveal = (game: typeof table) => {
    const texts = revealShown(game)?.texts ?? [];
    if (texts.length !== 1) throw new Error(`the reveal code is ${texts.length} QR codes`);
    return texts[0]!;
  };
  return {
    table: exportGame(table),
    guest: exportGame(guest),
    tableReveal: reveal(table),
    guestReveal: reveal(guest),
  };
}

/**
 * The guest's phone wiped after round 2 and restored from the table's repair codes, before its player
 * typed the recovery code: its game file, and that code (the deal gives back one hand there).
 */
export function restoredGuestGame(): { file: string; code: string } {
  const at = twoPhoneSteps(40, CHOICES, 2).find((p) => p.label === 'r2: done');
  if (!at) throw new Error('no round 2');
  const restored = ok(restoreFromMessage(readShown(messageToQrTexts(resyncOf(at.table.session))), 0));
  const code = recoveryCodes(at.guest).find((c) => c.cards)?.code;
  if (!code) throw new Error('no recovery code for the cards');
  const read = readDealRecovery(restored, code);
  if (!read.ok || read.sides.length !== 1) throw new Error('not one hand for the code');
  return { file: exportGame(restored), code };
}
