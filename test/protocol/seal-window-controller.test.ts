// Through the app's controller, as two phones' screens drive it: start-of-round plays end with the
// table's seal (R-W11, R-X1) on the table phone, in the guest's check of the round record and in an
// imported game file; and "Replace anyway" never redoes a round the guest holds a commitment for.
import { describe, expect, it } from 'vitest';
import { Fragment, h } from 'preact';
import { chooser, isFramed, PROVINCES, warlordCommitment, type Action } from '../../src/engine';
import {
  chooseWarlord,
  confirmJoined,
  confirmRoundRecord,
  createTableGame,
  dealStartingHand,
  dealtDraw,
  guestOrdersShown,
  joinFromMessage,
  keepDrawn,
  receiveMessage,
  recordAction,
  replaceFromRepair,
  sealOrders,
  updatePlan,
  warlordChoices,
  type Change,
} from '../../src/app/game/core/controller';
import { checkGameFile, exportGame } from '../../src/app/game/file/game-file';
import { currentState, playingRound, type LocalGame } from '../../src/app/game/core/local-game';
import { refusalText } from '../../src/app/game/core/refusal-text';
import { gameStep } from '../../src/app/game/core/steps';
import { repairQuestion, RepairQuestionView } from '../../src/app/components/GameMenu/ScanRepair';
import { applyLanguage, loadLanguage, t } from '../../src/app/i18n';
import { RULES_ENGINE, createTable, resyncOf, stateTag, type TableSession } from '../../src/protocol/session';
import type { RoundRecord } from '../../src/protocol/messages';
import { messageToQrTexts } from '../../src/protocol/scan';
import { gameChoices } from '../../harness/fixtures';
import {
  legalPlan,
  ok,
  readMessage,
  readShown,
  revealAtDefaults,
  seededBytes,
} from '../../harness/controller-kit';
import { readScreen } from '../../harness/screen-markup';

const scan = (texts: readonly string[] | undefined, into: LocalGame): Change =>
  receiveMessage(into, readShown(texts), 0);

const random = seededBytes(38);

function plan(game: LocalGame, pick: number): LocalGame {
  const orders = legalPlan(game, (options) => options[pick % options.length]!);
  const sequence = chooser(currentState(game)) === game.session.me ? [...PROVINCES] : null;
  return updatePlan(game, { orders, sequence }, 0);
}

function keepAfterRound(game: LocalGame): LocalGame {
  if (!game.draw) return game;
  return ok(keepDrawn(game, dealtDraw(game).slice(0, Math.min(game.draw.keep, game.draw.drew)), 0));
}

/** The table plays red with Deadly Plague (R-W4); the guest blue. */
function startGame(): { table: LocalGame; guest: LocalGame } {
  let table = ok(createTableGame(gameChoices('red'), 0, random));
  expect(warlordChoices('red')).toContain('deadly-plague');
  table = ok(chooseWarlord(table, 'deadly-plague', 0, random));
  let guest = ok(joinFromMessage(readMessage(table.showing?.texts[0]), 0));
  table = confirmJoined(table, 0);
  guest = ok(chooseWarlord(guest, warlordChoices('blue')[1]!, 0, random));
  return { table: ok(dealStartingHand(table, 0, random)), guest: ok(dealStartingHand(guest, 0, random)) };
}

/** The guest seals, scans the table's commitment and shows its orders. */
function guestAnswers(sealedTable: LocalGame, guest: LocalGame): LocalGame {
  let g = ok(sealOrders(plan(guest, 1), 0, random));
  g = ok(scan(sealedTable.showing?.texts, g));
  expect(gameStep(g)).toBe('show-orders');
  return g;
}

/** Round 1 played through, both phones at round 2's start. */
function toRoundTwo(): { table: LocalGame; guest: LocalGame } {
  const start = startGame();
  const sealed = ok(sealOrders(plan(start.table, 0), 0, random));
  const guest = guestAnswers(sealed, start.guest);
  let table = revealAtDefaults(ok(scan(guestOrdersShown(guest)?.texts, sealed)));
  expect(gameStep(table)).toBe('round-record');
  const g = ok(scan(table.showing?.texts, guest));
  table = confirmRoundRecord(table, 0);
  return { table: keepAfterRound(table), guest: keepAfterRound(g) };
}

const deadlyPlague = (table: LocalGame): Action => ({
  type: 'warlord',
  player: 'red',
  warlord: 'deadly-plague',
  salt: table.chosenWarlord!.salt,
});

const supportOf = (table: LocalGame): Action => ({
  type: 'support',
  player: 'red',
  card: table.priv!.hand.find((c) => !isFramed(c))!,
});

describe('start-of-round plays after the seal, through the controller (R-W11)', () => {
  it('R-W11: the table phone refuses Deadly Plague and a support discard once its orders are sealed, in plain words', async () => {
    applyLanguage('en');
    const { table } = toRoundTwo();
    expect(playingRound(table)).toBe(2);
    // Before sealing both are taken (they go out in the commitment).
    expect(recordAction(table, deadlyPlague(table), 0).ok).toBe(true);
    expect(recordAction(table, supportOf(table), 0).ok).toBe(true);
    const sealed = ok(sealOrders(plan(table, 0), 0, random));
    for (const play of [deadlyPlague(sealed), supportOf(sealed)]) {
      const refused = recordAction(sealed, play, 0);
      if (refused.ok) throw new Error('recorded after the seal');
      expect(refused.refusal).toMatchObject({ rejection: { key: 'protocol/after-seal' } });
      expect(refusalText(refused.refusal)).toBe(t('protocol/after-seal'));
      expect(refusalText(refused.refusal)).not.toMatch(/R-W|protocol\//);
    }
    await loadLanguage('pl');
    applyLanguage('pl');
    const refusedPl = recordAction(sealed, deadlyPlague(sealed), 0);
    if (refusedPl.ok) throw new Error('recorded after the seal');
    expect(refusalText(refusedPl.refusal)).toContain('po zapieczętowaniu');
    applyLanguage('en');
  });

  it('R-W11: the guest refuses a round record carrying Deadly Plague and a support discard between the commitment and the table’s orders', () => {
    const { table, guest } = toRoundTwo();
    const sealed = ok(sealOrders(plan(table, 0), 0, random));
    const g = guestAnswers(sealed, guest);
    const done = revealAtDefaults(ok(scan(guestOrdersShown(g)?.texts, sealed)));
    const honest = readShown(done.showing?.texts) as RoundRecord;
    expect(honest.type).toBe('round-record');
    // The record a table that played after the seal would show: the plays first, with their fingerprint.
    const session = g.session;
    if (session.role !== 'guest' || !session.preState || !session.own) throw new Error('guest not sealed');
    const items = [deadlyPlague(done), supportOf(table), ...honest.items];
    let state = session.preState;
    let own = 0;
    for (const item of items) {
      const r = RULES_ENGINE.applyAction(state, item.type === 'guest' ? session.own[own++]! : item);
      if (!r.ok) throw new Error(r.rejection.code);
      state = r.state;
    }
    const crafted: RoundRecord = { ...honest, items, result: stateTag(RULES_ENGINE, state) };
    const refused = scan(messageToQrTexts(crafted), g);
    if (refused.ok) throw new Error('the guest verified a play after the seal');
    expect(refused.refusal).toMatchObject({ rejection: { key: 'protocol/after-seal' } });
    // The honest record still verifies.
    expect(playingRound(ok(scan(done.showing?.texts, g)))).toBe(3);
  });

  it('R-W11: a game file whose table session holds a play after the seal is refused on import', () => {
    const { table } = toRoundTwo();
    const played = ok(recordAction(table, deadlyPlague(table), 0));
    const sealed = ok(sealOrders(plan(played, 0), 0, random));
    const session = sealed.session as TableSession;
    expect(session.sealed?.at).toBe(1);
    // As sealed: accepted. The same file with the seal moved before the play: refused.
    const honest = checkGameFile(exportGame(sealed));
    expect(honest.ok ? 'accepted' : honest.detail).toBe('accepted');
    const file = JSON.parse(exportGame(sealed)) as { game: { session: { sealed: { at: number } } } };
    file.game.session.sealed.at = 0;
    const edited = checkGameFile(JSON.stringify(file));
    expect(edited.ok ? 'accepted' : edited.error).toBe('import/illegal-action');
    expect(edited.ok ? '' : edited.detail).toContain('protocol/after-seal');
  });
});

describe('"Replace anyway" never redoes a sealed round', () => {
  it('the table re-chooses its round-2 orders after seeing the guest’s: its repair codes are refused, and Replace anyway is not offered', () => {
    applyLanguage('en');
    const { table, guest } = toRoundTwo();
    const sealed = ok(sealOrders(plan(table, 0), 0, random));
    const g = guestAnswers(sealed, guest);
    const shownOrders = guestOrdersShown(g);
    // A copy of the table's game at the round's start seals other orders once it has read the guest's.
    const copy = { ...table, session: { ...(table.session as TableSession) } };
    const resealed = ok(sealOrders(plan(copy, 2), 0, seededBytes(99)));
    const cheat = revealAtDefaults(ok(scan(shownOrders?.texts, resealed)));
    expect(gameStep(cheat)).toBe('round-record');
    const codes = readShown(messageToQrTexts(resyncOf(confirmRoundRecord(cheat, 0).session)));
    const refused = receiveMessage(g, codes, 0);
    if (refused.ok) throw new Error('accepted');
    expect(refused.refusal).toMatchObject({ rejection: { key: 'protocol/unchecked-seal' } });
    // Replace anyway: refused by the protocol whatever is tapped, and the button is not offered.
    const replaced = replaceFromRepair(g, codes, 0);
    if (replaced.ok) throw new Error('the sealed round was redone');
    expect(replaced.refusal).toMatchObject({ rejection: { key: 'protocol/would-redo-round' } });
    const question = repairQuestion(g, codes, refused.refusal, 0);
    expect(question).toMatchObject({ replaceable: false });
    const screen = readScreen(
      h(
        Fragment,
        null,
        h(RepairQuestionView, { question: question!, onReplace: () => {}, onKeep: () => {} }),
      ),
    );
    expect(screen.text).not.toContain(t('repair.replace'));
    expect(screen.text).toContain(t('repair.noReplace'));
    expect(screen.text).toContain(t('repair.keep'));
    // The guest still holds its commitment and shows the same orders; the honest record verifies.
    expect(guestOrdersShown(g)).toEqual(shownOrders);
    const honest = revealAtDefaults(ok(scan(shownOrders?.texts, sealed)));
    expect(playingRound(ok(scan(honest.showing?.texts, g)))).toBe(3);
  });

  it('codes that differ before any verified round (another table warlord at setup) are offered with Replace anyway, and taken', () => {
    applyLanguage('en');
    const start = startGame();
    // The guest joined and sealed nothing: no round verified, nothing sealed on it.
    const otherWarlord: Action = {
      type: 'commitWarlord',
      player: 'red',
      commitment: warlordCommitment('remove-army', '0123456789abcdef'),
    };
    const differentTable = createTable(start.table.session.setup, 'red', [otherWarlord]);
    if (!differentTable.ok) throw new Error(differentTable.key);
    const codes = readShown(messageToQrTexts(resyncOf(differentTable.session)));
    const refused = receiveMessage(start.guest, codes, 0);
    if (refused.ok) throw new Error('accepted');
    const question = repairQuestion(start.guest, codes, refused.refusal, 0);
    expect(question).toMatchObject({ replaceable: true });
    const screen = readScreen(
      h(
        Fragment,
        null,
        h(RepairQuestionView, { question: question!, onReplace: () => {}, onKeep: () => {} }),
      ),
    );
    expect(screen.text).toContain(t('repair.replace'));
    expect(ok(replaceFromRepair(start.guest, codes, 0)).session.synced.actions).toEqual([otherWarlord]);
  });
});
