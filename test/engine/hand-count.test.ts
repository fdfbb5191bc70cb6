// Fairness: a player's public count of non-framed cards in hand changes only when the table sees
// a card move (R-B5 step 1 reveal, R-X1 discard, R-R4 keep), never at sealing, so a sealed round tells
// nobody how many strong cards it holds. Checked over every action of random complete games.
import { describe, expect, it } from 'vitest';
import type { Action, LogEntry, Player, ProvinceId, PublicState } from '../../src/engine';
import {
  applyAction,
  createGame,
  handCountNow,
  isFramed,
  PLAYERS,
  PROVINCES,
  simulate,
} from '../../src/engine';

/** Provinces whose cards the table has seen this round (the pending one's included). */
function revealed(s: PublicState): readonly ProvinceId[] {
  if (s.phase === 'end') return PROVINCES;
  if ((s.phase !== 'reveal' && s.phase !== 'over') || !s.reveal || !s.orders.blue) return [];
  const upTo = s.pending ? s.reveal.index + 1 : s.reveal.index;
  return s.reveal.sequence.slice(0, upTo);
}

/** Non-framed cards of `p` among provinces `ids` of `s`'s orders. */
function extrasIn(s: PublicState, p: Player, ids: readonly ProvinceId[]): number {
  const sub = s.orders[p];
  if (!sub) return 0;
  let n = 0;
  for (const id of ids) if (!isFramed(sub.orders[id])) n++;
  return n;
}

/** The change of `p`'s count the table can account for: kept draws, minus a discard and newly revealed cards. */
function seenChange(prev: PublicState, next: PublicState, a: Action, log: LogEntry[], p: Player): number {
  let d = 0;
  for (const e of log) if (e.kind === 'draw' && e.player === p) d += e.kept;
  if (a.type === 'support' && a.player === p) d--;
  const before = revealed(prev);
  // a new round (the pass that ends one) reveals nothing: its cards were all seen in phase 3
  if (next.round === prev.round)
    d -= extrasIn(
      next,
      p,
      revealed(next).filter((id) => !before.includes(id)),
    );
  return d;
}

describe('public hand counts', () => {
  it('change only as cards are revealed, discarded or kept: never at sealing', () => {
    let sealedExtras = 0;
    let revealsCounted = 0;
    for (let seed = 1; seed <= 150; seed++) {
      const g = simulate(seed, { options: { events: true } });
      const c = createGame(g.record.setup);
      if (!c.ok) throw new Error('setup');
      let s = c.state;
      for (const a of g.record.actions) {
        const r = applyAction(s, a);
        if (!r.ok) throw new Error(`seed ${seed}: ${r.rejection.code}`);
        for (const p of PLAYERS) {
          const before = s.players[p].handExtra ?? 0;
          const after = r.state.players[p].handExtra ?? 0;
          const want = seenChange(s, r.state, a, r.log, p);
          if (after - before !== want)
            throw new Error(
              `seed ${seed}, action ${s.actions} ${a.type}: ${p} ${before}→${after}, want ${want}`,
            );
          if (want < 0 && a.type !== 'support') revealsCounted++;
          // the player's own count never goes below zero, nor does the public one
          expect(handCountNow(r.state, p) ?? 0).toBeGreaterThanOrEqual(0);
        }
        if (a.type === 'orders') sealedExtras += extrasIn(r.state, a.player, PROVINCES);
        s = r.state;
      }
    }
    expect(sealedExtras).toBeGreaterThan(100); // sealing strong cards was checked many times
    expect(revealsCounted).toBeGreaterThan(100);
  });

  it('the own count (handCountNow) leaves out the sealed cards not revealed yet', () => {
    const g = simulate(7, { options: { events: true } });
    const c = createGame(g.record.setup);
    if (!c.ok) throw new Error('setup');
    let s = c.state;
    let checked = 0;
    for (const a of g.record.actions) {
      const r = applyAction(s, a);
      if (!r.ok) throw new Error(r.rejection.code);
      s = r.state;
      if (a.type === 'orders' && s.phase === 'orders') {
        const p = a.player;
        const n = extrasIn(s, p, PROVINCES);
        expect(handCountNow(s, p)).toBe((s.players[p].handExtra ?? 0) - n);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(2);
  });
});

describe('a game that ends in the middle of a reveal', () => {
  it('keeps its never-revealed cards in the public count, which the player’s own count leaves out', () => {
    // Found by the random-games property: blue's Pandemic and reinforce end the game at the third of five provinces.
    const g = simulate(998842425, {
      options: {
        edition: 'en',
        variant: 'standard',
        events: true,
        eventDeck: 'physical',
        plagueCancelsCosts: false,
        costsBeforeMargin: false,
      },
    });
    expect(g.state.phase).toBe('over');
    for (const p of PLAYERS) {
      const own = g.privates[p].hand.filter((c) => !['1', '2', '3', '4', '5', '6'].includes(c)).length;
      expect(handCountNow(g.state, p)).toBe(own);
    }
    expect(g.state.players.blue.handExtra).toBeGreaterThan(handCountNow(g.state, 'blue') ?? 0);
  });
});
