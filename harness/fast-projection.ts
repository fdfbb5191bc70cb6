// The public state as the playout engine and the referee must agree on it (test/engine/fast.test.ts checks that they do).
import type { PublicState } from '../src/engine';

/** What both must agree on, in a form toEqual compares (warlord lists as sets, commitments counted). */
export function project(s: PublicState): unknown {
  const side = (p: 'blue' | 'red'): unknown => {
    const pl = s.players[p];
    return {
      pool: pl.pool,
      setAside: pl.setAside,
      sixMarks: pl.sixMarks,
      out: pl.out,
      deck: pl.deck,
      handExtra: pl.handExtra,
      open: pl.openWarlords.slice().sort(),
      used: pl.usedWarlords.slice().sort(),
      unrevealed: pl.commitments.filter((c) => c.hash !== null && c.revealed === null).length,
      slots: pl.commitments.filter((c) => c.hash === null).length,
      orders: s.orders[p],
      oneBonus: s.oneBonus[p],
      passed: s.passed[p],
    };
  };
  return {
    round: s.round,
    phase: s.phase,
    marker: s.marker,
    provinces: s.provinces,
    blue: side('blue'),
    red: side('red'),
    plagues: s.plagues,
    events: s.events,
    lastChooser: s.lastChooser,
    prevPhase3: s.prevPhase3,
    reveal: s.reveal,
    deadlyPlague: s.deadlyPlague,
    pending: s.pending?.kind ?? null,
    winner: s.winner,
    endReason: s.endReason,
    actions: s.actions,
  };
}
