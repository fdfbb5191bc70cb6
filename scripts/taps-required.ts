// The taps a round the rules themselves ask of a phone, counted from a finished game's record (not from
// the taps): the honest budget `npm run taps` holds each game to. Whatever a phone taps beyond it is the
// app's own cost. What the rules ask, per round:
// - cards: every card placed, and seals: one a player, for the players whose orders this phone enters (R-R1);
// - kept: with real cards, one tap per card kept from the draw (R-R4: 1, or 2 after a played "1"; none in
//   round 1, whose hands are dealt at the setup);
// - covers: passing one phone between the players, a cover before each player's private screen; on the
//   table's round-1 plan, opening the start-of-round window both players look at and closing it (secrecy);
// - battles: on the phone that shows the reveal, one tap per battle after the first (the first opens by
//   itself unless something before it changed the board, flow.ts openFirstBattle);
// - windows: the window before scoring, one tap on a shared screen for both players (R-W11); against the
//   phone, the person's window before each round's orders too (the phone seals after it, R-W11), which
//   also leaves the round's last battle; elsewhere that window shares the next cover or record screen;
// - moments: each scoring a later round follows, its marker move and the turn of the displays on one
//   screen (R-S1, R-R2), on each phone;
// - questions: one tap per question the rules ask a player here (R-D*; a run of armies for one cause
//   answered at once counts once, twice when its split is changed; a question with one answer is not
//   asked, settled-takes.ts);
// - plays: a warlord or support play, one tap and one per target province, and on a screen both players
//   see the owner's own step (secrecy); War Chariot's secret pick on its owner's screen (R-W12);
// - exchange: two phones, the table's check that the other phone holds the same round record, each round
//   after the first and at the end.
import { applyAction, createGame, type Player, type PublicState } from '../src/engine';
import { recordActions, type LocalGame } from '../src/app/game/core/local-game';
import { QUIET_OPENING } from '../src/app/game/round/flow';

/** Whose taps are counted: one phone passed between both players, the person against the phone, or one of two phones. */
export type TapSeat = 'pass' | 'solo' | 'table' | 'guest';

/** What the rules ask of one phone in one round, by kind. */
export interface RulesTaps {
  cards: number;
  seals: number;
  kept: number;
  covers: number;
  battles: number;
  windows: number;
  moments: number;
  questions: number;
  plays: number;
  exchange: number;
}

/** The total of a round's rules taps. */
export function rulesTotal(taps: RulesTaps): number {
  return Object.values(taps).reduce((a, b) => a + b, 0);
}

const empty = (): RulesTaps => ({
  cards: 0,
  seals: 0,
  kept: 0,
  covers: 0,
  battles: 0,
  windows: 0,
  moments: 0,
  questions: 0,
  plays: 0,
  exchange: 0,
});

/** Answers to a question that are not a secret warlord's play (which goes through its owner's step on a shared screen). */
const OPEN_ANSWERS = new Set(['none', 'commit', 'pool', 'take', 'decline']);

/** The seats whose orders and decisions this phone enters. */
function seatsOf(game: LocalGame, seat: TapSeat): Player[] {
  if (seat === 'pass') return ['blue', 'red'];
  if (seat === 'solo') return game.solo ? [game.solo.computer === 'blue' ? 'red' : 'blue'] : [];
  return [game.session.me];
}

/**
 * The rules taps of each round (index 0 = round 1) of a finished game on the phone `seat` names;
 * `realCards` when the draw is entered on the screens. Decisions are answered on the phone that shows the
 * reveal (every mode but the guest's); the guest enters its own orders and draw.
 */
export function rulesTapsByRound(game: LocalGame, seat: TapSeat, realCards: boolean): RulesTaps[] {
  const created = createGame(game.session.setup);
  if (!created.ok) return [];
  const seats = seatsOf(game, seat);
  const reveals = seat !== 'guest';
  // The shared screen's questions and plays are tapped on the phone that shows the reveal, whoever's they are;
  // against the phone, the phone answers its own.
  const answerers: Player[] = !reveals ? [] : seat === 'solo' ? seats : ['blue', 'red'];
  const rounds: RulesTaps[] = [];
  const at = (round: number): RulesTaps => {
    while (rounds.length < round) rounds.push(empty());
    return rounds[round - 1] as RulesTaps;
  };
  // A secret play on a screen both players see is proved by one tap more: its owner's own step where this
  // phone holds that player's secrets (passed between both players, the table's own seat), or on the
  // table the code the guest's player reads off the guest phone for a secret warlord. Support on the
  // table needs the proof only from the table's own hand.
  const shared = seat === 'pass' || seat === 'table';
  const proof = (player: Player, warlord: boolean) => shared && (warlord || seats.includes(player));
  let state: PublicState = created.state;
  let opening = true;
  let openingQuiet = true;
  let lastQuestion = '';
  let tableWindowOpened = false;
  let run = { off: false, asked: false, counted: false };
  const playedOne: Record<Player, boolean> = { blue: false, red: false };
  for (const action of recordActions(game)) {
    const before = state;
    const result = applyAction(state, action);
    if (!result.ok) break;
    state = result.state;
    const round = Math.max(1, before.round);
    const taps = at(round);
    if (action.type === 'orders' && seats.includes(action.player)) {
      const cards = Object.values(action.orders);
      taps.cards += cards.length;
      taps.seals += 1;
      playedOne[action.player] = cards.includes('1');
      if (seat === 'pass') taps.covers += 1;
      // Against the phone: the person's window before the orders (R-W11), once a round.
      if (seat === 'solo') taps.windows += 1;
    }
    if (action.type !== 'decide') lastQuestion = '';
    // Two phones, round 1: the start-of-round window is a panel both players look at on the table's private
    // plan, so playing in it takes a cover to open it and one to give the plan back (PlanStep "Before sealing").
    const startPlay = (action.type === 'warlord' || action.type === 'support') && before.phase === 'orders';
    if (seat === 'table' && round === 1 && startPlay && !tableWindowOpened) {
      taps.covers += 2;
      tableWindowOpened = true;
    }
    // The guest's secret warlord, played on the table phone, is proved by the code its player opens here.
    const warlordPlay =
      action.type === 'warlord' ||
      (action.type === 'decide' && before.pending?.kind === 'reactiveWarlord' && action.choice !== 'none');
    if (seat === 'guest' && warlordPlay && seats.includes(action.player)) taps.plays += 1;
    if (action.type === 'decide') {
      const pending = before.pending;
      // War Chariot's extra warlord is picked in secret on its owner's own screen (R-W12).
      if (pending?.kind === 'extraWarlord' && action.choice !== 'none' && seats.includes(action.player))
        taps.plays += 1;
    }
    if (answerers.includes(action.player)) {
      if (action.type === 'decide') {
        const pending = before.pending;
        const key = `${round}:${action.player}:${pending?.kind}:${pending?.province}:${pending?.reason}`;
        const off = pending !== null && action.choice !== pending.default;
        const asked = (pending?.options.length ?? 0) > 1;
        if (key !== lastQuestion) run = { off: false, asked: false, counted: false };
        // A run is one question when any of its armies has a choice (the sources screen asks them at once).
        if (asked && !run.asked) {
          taps.questions += 1;
          run.asked = true;
          const secret =
            !OPEN_ANSWERS.has(action.choice) && pending?.kind !== 'take' && pending?.kind !== 'turnEvent';
          if (secret && proof(action.player, true)) taps.plays += 1;
        }
        run.off = run.off || off;
        // A run of armies answered off its default: a tap to change the split, then the one to take it.
        if (run.asked && run.off && !run.counted && key === lastQuestion) {
          taps.questions += 1;
          run.counted = true;
        }
        lastQuestion = key;
      } else if (action.type === 'warlord') {
        const targets = [action.province, action.from, action.to].filter(Boolean).length;
        taps.plays += 1 + targets + (proof(action.player, true) ? 1 : 0);
      } else if (action.type === 'support') {
        taps.plays += 1 + (proof(action.player, false) ? 1 : 0);
      }
    }
    // The window before scoring, closed together on a shared screen (the last seat's pass).
    if (action.type === 'pass' && action.player === answerers[answerers.length - 1] && round % 3 === 0)
      taps.windows += 1;
    for (const entry of result.log) {
      if (entry.kind === 'roundStart') {
        opening = true;
        openingQuiet = true;
        // Two phones: the table checks the round record the other phone holds, once a round after round 1.
        if (seat === 'table' && entry.round > 1) at(entry.round).exchange += 1;
        // The draw at the round's end (R-R4): a tap per kept card when more are drawn than kept.
        if (realCards && entry.round > 1)
          for (const player of seats) {
            const allowed = playedOne[player] ? 2 : 1;
            const drawn = Math.min(allowed + 1, before.players[player].deck ?? allowed + 1);
            if (drawn > allowed) at(entry.round).kept += allowed;
          }
      } else if (entry.kind === 'reveal') {
        // The first battle opens by itself after a quiet opening; every other battle costs a tap.
        if (reveals && (!opening || !openingQuiet)) taps.battles += 1;
        opening = false;
      } else if (opening && !QUIET_OPENING.has(entry.kind)) openingQuiet = false;
      if (entry.kind === 'score' && state.phase !== 'over') taps.moments += 1;
      // Two phones: the last round record is checked too, at the game's end.
      if (entry.kind === 'gameOver' && seat === 'table') taps.exchange += 1;
    }
  }
  return rounds;
}
