// What the opponent may legally answer, from its view alone: the sets the agents choose from.
import type { Card, Player, ProvinceId, PublicState, WarlordId } from '../engine';
import { BLUE_WARLORDS, chooser, isFramed, PROVINCES, RED_WARLORDS } from '../engine';
import { checkWindowWarlord } from '../engine/warlords';
import type { OpponentView, WindowPlay } from './api';

/** The view's public side as an engine state (no orders: for the engine's read-only queries). */
export function publicAsState(view: OpponentView): PublicState {
  return { ...view.public, orders: { blue: null, red: null } } as PublicState;
}

/** Its colour's warlords (setup choice). */
export function sideOf(p: Player): readonly WarlordId[] {
  return p === 'red' ? RED_WARLORDS : BLUE_WARLORDS;
}

/** Own warlords held and not used yet. */
export function heldWarlords(view: OpponentView): WarlordId[] {
  const used = view.public.players[view.me].usedWarlords;
  return view.own.warlords.filter((w) => !w.used && !used.includes(w.id)).map((w) => w.id);
}

/** Non-framed cards in own hand, one entry per distinct card. */
export function extrasInHand(view: OpponentView): Card[] {
  const out: Card[] = [];
  for (const c of view.own.hand) if (!isFramed(c) && !out.includes(c)) out.push(c);
  return out;
}

/** Every legal window play now (R-X1, R-W2, R-W4, R-W6, R-W8, R-W10, R-W11). */
export function windowPlays(view: OpponentView): WindowPlay[] {
  const pub = view.public;
  const me = view.me;
  const out: WindowPlay[] = [];
  const state = publicAsState(view); // the window checks read no orders
  if (pub.players[me].setAside > 0 && (pub.players[me].handExtra ?? 1) > 0)
    for (const card of extrasInHand(view)) out.push({ type: 'support', card });
  for (const warlord of heldWarlords(view)) {
    if (warlord === 'reinforce' || warlord === 'remove-army') {
      for (const province of PROVINCES)
        if (!checkWindowWarlord(state, me, warlord, { province }))
          out.push({ type: 'warlord', warlord, province });
    } else if (warlord === 'move-army') {
      for (const from of PROVINCES)
        for (const to of PROVINCES)
          if (from !== to && !checkWindowWarlord(state, me, warlord, { from, to }))
            out.push({ type: 'warlord', warlord, from, to });
    } else if (warlord === 'deadly-plague' || warlord === 'head-start') {
      if (!checkWindowWarlord(state, me, warlord, {})) out.push({ type: 'warlord', warlord });
    }
  }
  return out;
}

/** The order of resolution may be given now: this player chooses (R-R3, R-E1, R-E2). */
export function choosesOrder(view: OpponentView): boolean {
  const ch = chooser(publicAsState(view));
  return ch !== null && ch === view.me;
}

/** Whether the red player may declare its second six (R-W1) in `id` now. */
export function secondSixAllowed(view: OpponentView, id: ProvinceId): boolean {
  return (
    view.me === 'red' &&
    heldWarlords(view).includes('second-six') &&
    view.public.players.red.sixMarks[id] === 1 &&
    view.own.hand.includes('6')
  );
}

/** Whether card `c` may go in province `id` (R-C6; R-W1 when `secondSix` names it). */
export function cardFits(view: OpponentView, c: Card, id: ProvinceId, secondSix?: ProvinceId): boolean {
  if (c !== '6') return true;
  const marks = view.public.players[view.me].sixMarks[id];
  return marks === 0 || (secondSix === id && marks === 1);
}
