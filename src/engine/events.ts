// Events (RULINGS §11): conditions, effects, turning the next card, the fifth card ending the game.
import { isWarlordCommitment } from './crypto';
import { logMove, Reject, type Ctx, type Step } from './ctx';
import { applyMargin, placeFromBoard, takeArmyAsking } from './placement';
import { clampMarker, endGame } from './scoring';
import { append, playerOf, warlordsInPlay } from './state';
import type { Decision, EventId, Player, ProvinceId, WarlordId } from './types';
import { sideWarlords } from './warlords';

/** Ruling id of each event. */
export const EVENT_RULE: Record<EventId, string> = {
  pandemic: 'R-V1',
  'war-chariot': 'R-V2',
  champion: 'R-V3',
  hero: 'R-V4',
  'light-infantry': 'R-V5',
};

/** What happened in a province that event occurrence conditions look at (R-V3..R-V5). */
export interface Occurrence {
  champion: readonly Player[];
  hero: readonly Player[];
  lightInfantry: boolean;
}

function markedProvinces(ctx: Ctx, p: Player): number {
  const m = playerOf(ctx.s, p).sixMarks;
  return (
    (m.qin > 0 ? 1 : 0) +
    (m.chu > 0 ? 1 : 0) +
    (m.jinyan > 0 ? 1 : 0) +
    (m.hanqi > 0 ? 1 : 0) +
    (m.wu > 0 ? 1 : 0)
  );
}

/** For whom the face-up card's condition is met, or null when it is not. `occ` null: state conditions only (R-V6). */
function meets(ctx: Ctx, ev: EventId, occ: Occurrence | null): Player[] | null {
  switch (ev) {
    case 'pandemic':
      return ctx.s.plagues >= 4 ? ['blue', 'red'] : null;
    case 'war-chariot': {
      const b = markedProvinces(ctx, 'blue') >= 3;
      const r = markedProvinces(ctx, 'red') >= 3;
      return b && r ? ['blue', 'red'] : b ? ['blue'] : r ? ['red'] : null;
    }
    case 'champion':
      return occ && occ.champion.length ? occ.champion.slice() : null; // occurrence lists are shared
    case 'hero':
      return occ && occ.hero.length ? occ.hero.slice() : null;
    case 'light-infantry': {
      if (!occ || !occ.lightInfantry) return null;
      const m = ctx.s.marker;
      return m > 0 ? ['red'] : m < 0 ? ['blue'] : []; // the player behind; none at 0
    }
  }
}

function* toSetAside(
  ctx: Ctx,
  p: Player,
  n: number,
  poolFirst: boolean,
  reason: 'pandemic' | 'champion' | 'hero',
  id: ProvinceId | undefined,
): Step {
  for (let i = 0; i < n; i++) {
    const src = yield* takeArmyAsking(ctx, p, poolFirst, reason, id);
    if (!src) return;
    playerOf(ctx.s, p).setAside++;
    logMove(ctx, p, 1, src, 'setAside', reason);
  }
}

function* effect(ctx: Ctx, ev: EventId, players: Player[], id: ProvinceId | undefined): Step {
  const s = ctx.s;
  for (const p of players) {
    switch (ev) {
      case 'pandemic':
        yield* toSetAside(ctx, p, 1, true, 'pandemic', id); // R-V1
        break;
      case 'champion':
        yield* toSetAside(ctx, p, 1, false, 'champion', id); // R-V3
        break;
      case 'hero':
        yield* toSetAside(ctx, p, 2, false, 'hero', id); // R-V4
        break;
      case 'war-chariot': {
        // R-W12: one more warlord, secretly (commitment now, or an open slot committed later) or openly; never by default (R-D3)
        if (!warlordsInPlay(s.setup.options)) break;
        const pl = playerOf(s, p);
        const avail = sideWarlords(p).filter(
          (w) => w !== 'head-start' && !pl.usedWarlords.includes(w) && !pl.openWarlords.includes(w),
        );
        const d: Decision = {
          player: p,
          kind: 'extraWarlord',
          options: ['none', 'commit', ...avail],
          default: 'none',
          reason: 'war-chariot',
        };
        if (id) d.province = id;
        const a = yield d;
        if (a.choice === 'commit') {
          // Without a commitment the choice is made later on the player's own phone (docs/engine.md).
          if (a.commitment !== undefined && !isWarlordCommitment(a.commitment))
            throw new Reject(
              'R-W12/bad-commitment',
              'a SHA-256 hex commitment (64 or 32 digits) is required',
              'commitment',
            );
          pl.commitments = [...pl.commitments, { hash: a.commitment ?? null, revealed: null }];
          ctx.log.push({ kind: 'extraWarlord', player: p, open: null });
        } else if (a.choice !== 'none') {
          pl.openWarlords = [...pl.openWarlords, a.choice as WarlordId];
          ctx.log.push({ kind: 'extraWarlord', player: p, open: a.choice as WarlordId });
        }
        break;
      }
      case 'light-infantry': {
        if (!id) break;
        if (s.setup.options.edition === 'pl') {
          const from = s.marker; // R-E3 pl: one track space, no end check (R-S4)
          s.marker = clampMarker(s.marker + (p === 'blue' ? 1 : -1));
          ctx.log.push({ kind: 'marker', from, to: s.marker, reason: 'light-infantry' });
        } else {
          const a = yield {
            player: p,
            kind: 'lightInfantry',
            options: ['take', 'decline'],
            default: 'take',
            province: id,
            reason: 'light-infantry',
          };
          if (a.choice === 'take') {
            const rest = applyMargin(ctx, p, 1, id, 'light-infantry'); // R-E3 en, R-D3
            if (rest > 0) yield* placeFromBoard(ctx, p, rest, id);
          }
        }
        break;
      }
    }
  }
}

/** The event `next` turned face up (events are replaced, never mutated: shared by copies). */
function faceUp(ctx: Ctx, next: EventId): void {
  const e = ctx.s.events;
  const deck = e.deck.filter((x) => x !== next);
  ctx.s.events = { faceUp: next, deck, unknownOrder: e.unknownOrder, discarded: e.discarded };
  ctx.log.push({ kind: 'eventTurned', event: next });
}

function* turnAsked(ctx: Ctx, d: Decision): Step {
  const a = yield d;
  faceUp(ctx, a.choice as EventId);
}

/** Turn the next event card face up: known order, or asked (physical deck); the asking rest of the step, or null. */
export function turnNext(ctx: Ctx): Step | null {
  const e = ctx.s.events;
  if (e.deck.length === 0) return null;
  const next = e.deck[0] as EventId;
  if (e.unknownOrder && e.deck.length > 1)
    return turnAsked(ctx, {
      player: 'blue',
      kind: 'turnEvent',
      options: e.deck.slice(),
      default: next,
      reason: 'turn-event',
    });
  faceUp(ctx, next);
  return null;
}

/** Whether the face-up card's condition is met after a province (R-V7), so that checkEvents has work to do. */
export function eventDue(ctx: Ctx, occ: Occurrence): boolean {
  const ev = ctx.s.events.faceUp;
  return ev !== null && ctx.s.phase !== 'over' && meets(ctx, ev, occ) !== null;
}

/** Check the face-up card after a province (R-V6, R-V7); `occ` null outside a province. */
export function* checkEvents(ctx: Ctx, occ: Occurrence | null, id: ProvinceId | undefined): Step {
  const s = ctx.s;
  let current: Occurrence | null = occ;
  while (s.events.faceUp && s.phase !== 'over') {
    const ev = s.events.faceUp;
    const players = meets(ctx, ev, current);
    if (!players) return;
    ctx.log.push({ kind: 'event', event: ev, players });
    yield* effect(ctx, ev, players, id);
    const e = s.events; // replaced, never mutated (shared by copies)
    s.events = {
      faceUp: null,
      deck: e.deck,
      unknownOrder: e.unknownOrder,
      discarded: append(e.discarded, ev),
    };
    if (s.events.deck.length === 0) {
      endGame(s, ctx.log, true); // R-V6, R-S3: the fifth card ends the game
      return;
    }
    const t = turnNext(ctx);
    if (t) yield* t;
    current = null; // a newly turned occurrence card needs a new occurrence (R-V6)
  }
}
