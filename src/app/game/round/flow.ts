// The round's flow as data: which reveal screen the table shows now, what each tap on it leads to, and
// which changes to the physical board a screen still owes. Pure (no DOM, no storage), so a Node test can
// walk thousands of games through the same decisions the screens make (test/app/game/round/board-in-step.test.ts).
//
// The engine cuts a province's log entries while a question about it is pending (its step is suspended),
// so the province asked about has no block in the log yet. The battle resolved before it keeps the
// screen until the players open that province ("Reveal …"); only then are its cards and its question
// shown. A question therefore never hides a battle (PRODUCT.md "A round, two phones", step 3).
import {
  eventsInPlay,
  type EventId,
  type LogEntry,
  type Player,
  type ProvinceId,
  type PublicState,
  type WarlordId,
} from '../../../engine';
import { currentState, playingRound, recordActions, type LocalGame } from '../core/local-game';
import { currentRoundLog, gameLog, publicLog, type RoundEntry } from '../core/round-log';
import { showNextProvince, showProvinces, type Change } from '../core/controller';
import { passView, seatOf } from '../pass/pass-and-play';
import { personPlayer, soloView, type SoloView } from '../solo/solo';
import { gameStep } from '../core/steps';
import { tableMomentShown, type TableMoment } from './scoring-moment';
import { afterMergedEnd, closeMergedEndWindow, scoringRound } from './end-window';
import { answerSettledTakes } from './settled-takes';

const logs = new WeakMap<LocalGame, RoundEntry[]>();

/** The game's log, replayed once per game value (a screen reads it several times). */
function logOf(game: LocalGame): RoundEntry[] {
  let log = logs.get(game);
  if (!log) {
    log = gameLog(game);
    logs.set(game, log);
  }
  return log;
}

/** This round's log in blocks: what came before the first province, then one block per resolved province. */
function blocksOf(entries: readonly LogEntry[]): LogEntry[][] {
  const blocks: LogEntry[][] = [[]];
  for (const entry of entries) {
    if (entry.kind === 'reveal') blocks.push([]);
    blocks[blocks.length - 1]?.push(entry);
  }
  return blocks;
}

/** What the table's reveal shows now. */
export type RevealScreen =
  /** Nothing resolved is shown yet: the round's orders are sealed, "Reveal …" opens the first province. */
  | { kind: 'start'; next: ProvinceId | null }
  /** A resolved battle in view (block `index` of the round), with the button to the next province when one follows. */
  | { kind: 'battle'; index: number; province: ProvinceId; next: ProvinceId | null }
  /** A province's cards face up and a question about it (its battle is not resolved yet). */
  | { kind: 'question'; province: ProvinceId; index: number }
  /** The round's last battle in view with the end of the round (its window, or its Done). */
  | { kind: 'end'; index: number; province: ProvinceId | null };

/** Where the reveal stands: the round's blocks, how many are resolved and shown, the province a question waits on. */
export interface RevealAt {
  blocks: LogEntry[][];
  resolved: number;
  shown: number;
  /** The province whose step waits on a question and has no block yet, or null. */
  asked: ProvinceId | null;
  /** True when that province's cards and question are on screen. */
  open: boolean;
}

/** The reveal's position from the round's log, the provinces stepped through and the engine's pending question. */
export function revealAt(state: PublicState, entries: readonly LogEntry[], revealShown: number): RevealAt {
  const blocks = blocksOf(entries);
  const resolved = blocks.length - 1;
  const shown = Math.min(revealShown, resolved);
  const reveal = state.reveal;
  const current =
    state.pending && state.phase === 'reveal' && reveal && reveal.index < reveal.sequence.length
      ? (reveal.sequence[reveal.index] ?? null)
      : null;
  const last = blocks[resolved]?.[0];
  const asked = current && !(last?.kind === 'reveal' && last.province === current) ? current : null;
  // Opened by its own "Reveal …" (one past the resolved provinces), or at once when no battle comes before it.
  const open = asked !== null && shown === resolved && (revealShown > resolved || resolved === 0);
  return { blocks, resolved, shown, asked, open };
}

/** The reveal position of a game's current round. */
export function revealOf(game: LocalGame): RevealAt {
  const state = currentState(game);
  return revealAt(state, currentRoundLog(logOf(game), state.round), game.revealShown);
}

/** The province block `index` starts with, or null. */
function provinceOf(block: readonly LogEntry[] | undefined): ProvinceId | null {
  const first = block?.[0];
  return first?.kind === 'reveal' ? first.province : null;
}

/** The reveal screen the table shows now. */
export function revealScreen(state: PublicState, at: RevealAt): RevealScreen {
  const { blocks, resolved, shown, asked, open } = at;
  if (shown < resolved) {
    const next = provinceOf(blocks[shown + 1]);
    if (shown === 0) return { kind: 'start', next };
    return { kind: 'battle', index: shown, province: provinceOf(blocks[shown]) ?? 'qin', next };
  }
  if (asked && open) return { kind: 'question', province: asked, index: resolved + 1 };
  if (asked) {
    if (shown === 0) return { kind: 'start', next: asked };
    return { kind: 'battle', index: shown, province: provinceOf(blocks[shown]) ?? 'qin', next: asked };
  }
  if (state.phase === 'end' || state.phase === 'over')
    return { kind: 'end', index: shown, province: provinceOf(blocks[shown]) };
  // A question asked while no province is under way (none in the rules today): shown as the round's start.
  return { kind: 'start', next: null };
}

/** The "Reveal …" tap: the next resolved province, or the cards of the province a question waits on. */
export function revealNext(game: LocalGame, now: number): LocalGame {
  const at = revealOf(game);
  if (at.shown < at.resolved) return showNextProvince(game, now);
  if (at.asked && !at.open) return showProvinces(game, at.resolved + 1, now);
  return game;
}

/** "Show the rest of the round": every resolved province, and the cards of the one a question waits on. */
export function revealRest(game: LocalGame, now: number): LocalGame {
  const at = revealOf(game);
  return showProvinces(game, at.asked ? at.resolved + 1 : at.resolved, now);
}

/**
 * The game after an answer to the question on screen: that province's battle stays in view once it is
 * resolved (the answer moves the reveal on to it; no "Reveal …" tap hides its cards).
 */
export function afterAnswer(asked: LocalGame, answered: LocalGame, now: number): LocalGame {
  const at = revealOf(asked);
  if (!at.asked || !at.open) return answered;
  const state = currentState(answered);
  if (state.round !== currentState(asked).round) return answered;
  const index = blocksOf(currentRoundLog(logOf(answered), state.round)).findIndex(
    (block, i) => i > 0 && provinceOf(block) === at.asked,
  );
  return index > answered.revealShown ? showProvinces(answered, index, now) : answered;
}

/** True when the screen is up to the engine: every resolved province shown and any question on screen (the phone may answer then). */
export function revealCaughtUp(game: LocalGame): boolean {
  const at = revealOf(game);
  return at.shown >= at.resolved && (at.asked === null || at.open);
}

/**
 * The event card face up for the players to read (R-V6): the one the engine turned, or, before it has
 * (the setup completes once both warlords are committed), the top card the setup turns when the app
 * orders the deck. Null without events, or when the players' own deck is still to be turned.
 */
export function eventInView(state: PublicState): EventId | null {
  const events = state.events;
  if (events.faceUp) return events.faceUp;
  if (!eventsInPlay(state.setup.options) || events.discarded.length > 0 || events.unknownOrder) return null;
  return state.phase === 'setup' || state.round <= 1 ? (events.deck[0] ?? null) : null;
}

/** What the setup changed on the physical board, for the players to do before round 1's orders. */
export interface SetupChanges {
  /** R-W8: the score marker starts one space towards Blue. */
  headStart: boolean;
  /** True with events in play: the top event card goes face up (R-V6). */
  events: boolean;
  /** That card, when this phone knows it (the app orders the deck, or the players named the card turned). */
  event: EventId | null;
}

/**
 * The setup's changes to the physical board (Head Start, the first event), from the log before round 1's
 * orders, or from `chosen`, the warlord this seat chose (R-W8: Head Start is public the moment it is chosen,
 * though a guest's travels to the other seat only with its first orders).
 */
export function setupChanges(
  state: PublicState,
  log: readonly RoundEntry[],
  chosen: WarlordId | null,
): SetupChanges {
  let headStart = chosen === 'head-start';
  for (const { round, entry } of log) {
    if (round > 1 || entry.kind === 'ordersSealed') break;
    if (entry.kind === 'marker' && entry.reason === 'head-start') headStart = true;
  }
  return { headStart, events: eventsInPlay(state.setup.options), event: eventInView(state) };
}

/**
 * The player whose round-1 plan screen carries the setup's changes, once in the game: against the phone
 * the person; on a phone passed between two players, and on two phones, Blue (Head Start is Blue's, and
 * a Blue phone that chose it knows it before the other phone does).
 */
function setupNoticeSeat(game: LocalGame): Player {
  return game.solo ? personPlayer(game) : 'blue';
}

/** The setup's changes when `player`'s round-1 plan shows them, else null (nothing to do, or another screen's). */
export function setupNotice(game: LocalGame, player: Player): SetupChanges | null {
  const state = currentState(game);
  if (playingRound(game) !== 1 || player !== setupNoticeSeat(game)) return null;
  const seat = game.pass ? seatOf(game, player) : game;
  const changes = setupChanges(state, logOf(game), seat.chosenWarlord?.id ?? null);
  return changes.headStart || changes.events ? changes : null;
}

/**
 * Against the phone: the steps that show the last battle of a round without scoring (no end window came
 * between), from the first screen after it on. The draw (R-R4), in either card mode, is chosen on the
 * plan, so the battle is on the next round's first screen: War Chariot's secret pick (R-W12), or the
 * window, or the phone at work.
 */
const SOLO_BATTLE_STEPS: readonly string[] = ['extra-warlord', 'before', 'phone'];

/** Against the phone: true when `step` shows the last battle of the round before (its end window left out). */
export function soloBattleOn(game: LocalGame, step: string): boolean {
  return !!game.solo && afterMergedEnd(game) && SOLO_BATTLE_STEPS.includes(step);
}

/** A battle on screen: its round and province. */
export interface BattleRef {
  round: number;
  province: ProvinceId;
}

/** The last province revealed in `round` of a public log, or null. */
function lastRevealed(log: readonly RoundEntry[], round: number): ProvinceId | null {
  const last = log.findLast((e) => e.round === round && e.entry.kind === 'reveal')?.entry;
  return last?.kind === 'reveal' ? last.province : null;
}

/** The screen a phone shows now: its step, the table moment over it, the battle in view and the question asked. */
export interface FlowScreen {
  /** The step shown (a game step, a shared moment, 'hand-over' or the phone at work). */
  step: string;
  /** The seat whose screen it is, on a private step. */
  player: Player | null;
  moment: TableMoment | null;
  /** The table's reveal screen, on the reveal step. */
  reveal: RevealScreen | null;
  /** The resolved battle whose result and instruction are on this screen. */
  battle: BattleRef | null;
  /** The province whose question is asked on this screen. */
  question: ProvinceId | null;
  /** The setup's changes on round 1's plan (once in the game). */
  setup: SetupChanges | null;
}

/** The view of a game: two phones' own step, a passed phone's, or against the phone. */
function viewOf(game: LocalGame): SoloView {
  if (game.solo) return soloView(game);
  if (game.pass) return passView(game);
  return { kind: 'seat', player: game.session.me, step: gameStep(game) };
}

/** The screen a phone shows now, as GameScreen renders it. */
export function screenOf(game: LocalGame): FlowScreen {
  const view = viewOf(game);
  const seatStep = view.kind === 'seat' ? view.step : null;
  const moment = tableMomentShown(game, seatStep);
  const step = moment ? moment.kind : view.kind === 'seat' || view.kind === 'shared' ? view.step : view.kind;
  const player = view.kind === 'seat' ? view.player : null;
  const out: FlowScreen = { step, player, moment, reveal: null, battle: null, question: null, setup: null };
  if (moment) return out;
  const state = currentState(game);
  if (step === 'reveal') {
    const at = revealOf(game);
    const reveal = revealScreen(state, at);
    out.reveal = reveal;
    if (reveal.kind === 'question') out.question = reveal.province;
    if ((reveal.kind === 'battle' || reveal.kind === 'end') && reveal.index > 0) {
      const block = at.blocks[reveal.index];
      const province = provinceOf(block);
      if (province) out.battle = { round: state.round, province };
    }
  } else if (step === 'round-record' && !game.pass) {
    // Two phones: a round without scoring goes from its last battle to the record, whose screen shows it.
    const log = publicLog(game.session.setup, game.session.synced.actions);
    const last = log.findLast((e) => e.entry.kind === 'reveal');
    const province = last ? lastRevealed(log, last.round) : null;
    if (last && province && !scoringRound(last.round)) out.battle = { round: last.round, province };
  } else if (soloBattleOn(game, step)) {
    const round = playingRound(game) - 1;
    const province = lastRevealed(publicLog(game.session.setup, recordActions(game)), round);
    if (province) out.battle = { round, province };
  }
  if (step === 'plan' && player) out.setup = setupNotice(game, player);
  return out;
}

/** Entries before a round's first province that ask nothing of the physical board. */
export const QUIET_OPENING: ReadonlySet<LogEntry['kind']> = new Set([
  'ordersSealed',
  'sequence',
  'warlordCommitted',
]);

/**
 * The reveal's first battle in view at once when nothing before it changed the board: a bare "orders
 * sealed" screen would only cost the table a tap. Start-of-round plays, a turned event or moved armies keep
 * the opening screen, since the players must see them first.
 */
export function openFirstBattle(game: LocalGame, now: number): LocalGame {
  if (game.revealShown > 0 || screenOf(game).step !== 'reveal') return game;
  const at = revealOf(game);
  if (at.resolved === 0 || at.shown > 0) return game;
  const quiet = (at.blocks[0] ?? []).every((entry) => QUIET_OPENING.has(entry.kind));
  return quiet ? showProvinces(game, 1, now) : game;
}

/** What the game screen does after every change, before saving: settled questions answered, a left-out end window closed, a bare opening passed. */
export function afterChange(game: LocalGame, now: number): Change {
  const settled = answerSettledTakes(game, now);
  const closed = closeMergedEndWindow(settled, now);
  const after = closed.ok ? closed.game : settled;
  return { ok: true, game: openFirstBattle(after, now) };
}
