// A sealed round cannot be rewritten, through the app's controller as two phones' screens drive it:
// repair codes cannot rewrite a sealed round; repair codes that would undo verified history say what, and replace only on
// the player's word. (The edited game file of the issue is simulated by editing the table's session
// directly: checking imported files is game-file.ts's part.)
import { describe, expect, it } from 'vitest';
import { chooser, fingerprint, PROVINCES } from '../../src/engine';
import {
  chooseWarlord,
  confirmJoined,
  confirmRoundRecord,
  createTableGame,
  dealStartingHand,
  dealtDraw,
  gameFromScan,
  guestOrdersShown,
  joinFromMessage,
  keepDrawn,
  receiveMessage,
  replaceFromRepair,
  sealOrders,
  updatePlan,
  warlordChoices,
  type Change,
} from '../../src/app/game/core/controller';
import { currentState, playingRound, type LocalGame } from '../../src/app/game/core/local-game';
import { refusalText } from '../../src/app/game/core/refusal-text';
import { gameStep } from '../../src/app/game/core/steps';
import { applyLanguage, loadLanguage, t } from '../../src/app/i18n';
import { messageToQrTexts } from '../../src/protocol/scan';
import { resyncOf, type TableSession } from '../../src/protocol/session';
import { gameChoices } from '../../harness/fixtures';
import {
  legalPlan,
  ok,
  readMessage,
  readShown,
  revealAtDefaults,
  seededBytes,
} from '../../harness/controller-kit';

/** The guest scans what the table shows. */
const scan = (texts: readonly string[] | undefined, into: LocalGame): Change =>
  receiveMessage(into, readShown(texts), 0);

const random = seededBytes(19);

function keepAfterRound(game: LocalGame): LocalGame {
  if (!game.draw) return game;
  return ok(keepDrawn(game, dealtDraw(game).slice(0, Math.min(game.draw.keep, game.draw.drew)), 0));
}

function plan(game: LocalGame, pick: number): LocalGame {
  const orders = legalPlan(game, (options) => options[pick % options.length]!);
  const sequence = chooser(currentState(game)) === game.session.me ? [...PROVINCES] : null;
  return updatePlan(game, { orders, sequence }, 0);
}

function startGame(): { table: LocalGame; guest: LocalGame } {
  let table = ok(createTableGame(gameChoices('blue'), 0, random));
  table = ok(chooseWarlord(table, warlordChoices('blue')[1]!, 0, random));
  let guest = ok(joinFromMessage(readMessage(table.showing?.texts[0]), 0));
  table = confirmJoined(table, 0);
  guest = ok(chooseWarlord(guest, warlordChoices('red')[2]!, 0, random));
  return { table: ok(dealStartingHand(table, 0, random)), guest: ok(dealStartingHand(guest, 0, random)) };
}

/** Both phones seal; the guest scans the commitment and shows its orders; the table scans them. */
function sealRound(table: LocalGame, guest: LocalGame) {
  const sealedTable = ok(sealOrders(plan(table, 0), 0, random));
  let g = ok(sealOrders(plan(guest, 1), 0, random));
  g = ok(scan(sealedTable.showing?.texts, g));
  expect(gameStep(g)).toBe('show-orders');
  const t = ok(scan(guestOrdersShown(g)?.texts, sealedTable));
  return { table: t, guest: g };
}

/** The reveal at its defaults, the round record to the guest, the draws. */
function finishRound(table: LocalGame, guest: LocalGame) {
  let t = revealAtDefaults(table);
  expect(gameStep(t)).toBe('round-record');
  const g = ok(scan(t.showing?.texts, guest));
  t = confirmRoundRecord(t, 0);
  expect(fingerprint(currentState(g))).toBe(fingerprint(currentState(t)));
  return { table: keepAfterRound(t), guest: keepAfterRound(g) };
}

/** The table game as the edited file opened it: one exchange ahead, the sealed round cleared. */
function edited(table: LocalGame): LocalGame {
  const s = table.session as TableSession;
  const session: TableSession = {
    ...s,
    synced: { ...s.synced, exchanges: s.synced.exchanges + 1 },
    state: s.synced.state,
    items: [],
    guestApplied: [],
    sealed: null,
    received: null,
    queue: [],
  };
  return { ...table, session, showing: null, plan: null };
}

/** The repair codes a table game shows (More → Show the repair codes), optionally relabelled. */
function repairCodes(game: LocalGame, seq?: number): string[] {
  const resync = resyncOf(game.session);
  return messageToQrTexts(seq === undefined ? resync : { ...resync, header: { ...resync.header, seq } });
}

describe('a sealed round cannot be rewritten, through the controller', () => {
  it('the guest refuses the edited table’s repair codes, keeps its commitment and never verifies a rewritten round 2', () => {
    applyLanguage('en');
    let { table, guest } = startGame();
    const r1 = sealRound(table, guest);
    ({ table, guest } = finishRound(r1.table, r1.guest));
    const round2 = sealRound(table, guest);
    expect(playingRound(round2.guest)).toBe(2);
    const shownOrders = guestOrdersShown(round2.guest);
    const commitment = round2.guest.session.role === 'guest' ? round2.guest.session.commitment : null;
    expect(commitment).not.toBeNull();
    const cheat = edited(round2.table);

    // The guest scans the edited table's repair codes (More → Scan repair codes): a duplicate.
    const same = scan(repairCodes(cheat), round2.guest);
    expect(same.ok ? null : same.refusal).toMatchObject({
      source: 'protocol',
      rejection: { key: 'protocol/old-or-duplicate' },
    });
    // Labelled with the edited counter (as before the fix): refused, and said so.
    const labelled = scan(repairCodes(cheat, 6), round2.guest);
    if (labelled.ok) throw new Error('accepted');
    expect(labelled.refusal).toMatchObject({ rejection: { key: 'protocol/header-mismatch' } });
    expect(refusalText(labelled.refusal)).toBe(t('protocol/header-mismatch'));

    // The edited table seals other orders A′; the guest, which kept its commitment, refuses them.
    const resealed = ok(sealOrders(plan(cheat, 2), 0, seededBytes(99)));
    expect(resealed.showing?.kind).toBe('commitment');
    const refused = scan(resealed.showing?.texts, round2.guest);
    expect(refused.ok ? null : refused.refusal).toMatchObject({
      rejection: { key: 'protocol/commitment-mismatch', detail: 'resealed' },
    });

    // Nothing changed on the guest: the same orders shown, the same commitment held.
    expect(guestOrdersShown(round2.guest)).toEqual(shownOrders);
    // The honest table finishes round 2; the guest verifies it, and the round label is right.
    const done = finishRound(round2.table, round2.guest);
    expect(playingRound(done.guest)).toBe(3);
    expect(playingRound(done.table)).toBe(3);
  });

  it('older repair codes say exactly what they would undo and never replace a verified round, not even on the player’s word, in the menu and on the join screen', async () => {
    applyLanguage('en');
    let { table, guest } = startGame();
    const r1 = sealRound(table, guest);
    ({ table, guest } = finishRound(r1.table, r1.guest));
    const afterRound1 = table;
    const r2 = sealRound(table, guest);
    ({ table, guest } = finishRound(r2.table, r2.guest));
    expect(playingRound(guest)).toBe(3);

    const older = readShown(repairCodes(afterRound1));
    const refused = receiveMessage(guest, older, 0);
    if (refused.ok) throw new Error('accepted');
    const rejection = refused.refusal.source === 'protocol' ? refused.refusal.rejection : null;
    const lost = guest.session.synced.actions.length - afterRound1.session.synced.actions.length;
    expect(rejection).toMatchObject({
      key: 'protocol/would-drop-history',
      loss: { actions: lost, rounds: 1, fromRound: 2, toRound: 2 },
    });
    expect(refusalText(refused.refusal)).toContain(
      `would undo ${lost} verified actions on this phone (round 2)`,
    );
    await loadLanguage('pl');
    applyLanguage('pl');
    expect(refusalText(refused.refusal)).toContain(`cofnęłyby ${lost} sprawdzon`);
    expect(refusalText(refused.refusal)).toContain('(runda 2)');
    applyLanguage('en');

    // "Replace anyway" would redo round 2, which this phone verified: refused, in plain words.
    const replaced = replaceFromRepair(guest, older, 5);
    if (replaced.ok) throw new Error('replaced a verified round');
    expect(replaced.refusal).toMatchObject({ rejection: { key: 'protocol/would-redo-round' } });
    expect(refusalText(replaced.refusal)).toBe(t('protocol/would-redo-round'));
    // The join screen (a lost phone's way back) does not replace the game either.
    const joined = gameFromScan(guest, older, 5);
    expect(joined.ok ? null : joined.refusal).toMatchObject({
      rejection: { key: 'protocol/would-drop-history' },
    });
    const same = gameFromScan(guest, readShown(repairCodes(table)), 5);
    expect(same.ok && same.game).toBe(guest);
    const fresh = gameFromScan(undefined, older, 5);
    expect(fresh.ok && fresh.game.session.synced.actions).toEqual(afterRound1.session.synced.actions);
    // Repair codes of another role (this phone's own kind) are never taken, even when asked.
    expect(replaceFromRepair(guest, resyncOf(guest.session), 5).ok).toBe(false);
  });
});
