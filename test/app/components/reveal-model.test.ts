// The reveal model against the engine: for complete random games (standard with events and
// warlords, beginner), every province's cards and result equal the engine's log, the board wound
// back off the hidden provinces equals the engine's state before them, and "show the rest" is
// offered exactly when no decision is pending in the round.
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  createGame,
  PROVINCES,
  simulate,
  type LogEntry,
  type PublicState,
} from '../../../src/engine';
import {
  armiesChanges,
  boardBefore,
  canShowRest,
  revealProgress,
  provinceMarks,
  provinceReveal,
  revealBlocks,
} from '../../../src/app/components/Battle/reveal-model';

/** The parts of the state the map draws. */
function board(state: PublicState) {
  return {
    provinces: state.provinces,
    marker: state.marker,
    players: (['blue', 'red'] as const).map((p) => ({
      pool: state.players[p].pool,
      setAside: state.players[p].setAside,
      sixMarks: state.players[p].sixMarks,
    })),
  };
}

const GAMES = [
  ...Array.from({ length: 30 }, (_, i) => ({ seed: i + 1, variant: 'standard' as const })),
  ...Array.from({ length: 10 }, (_, i) => ({ seed: i + 101, variant: 'beginner' as const })),
];

describe('the reveal model', () => {
  it('equals the engine province by province in complete games', () => {
    let provinces = 0;
    let rewound = 0;
    let offered = 0;
    for (const { seed, variant } of GAMES) {
      const { record } = simulate(seed, { options: { variant }, keepLog: true });
      const created = createGame(record.setup);
      if (!created.ok) throw new Error('setup');
      let state = created.state;
      let round: LogEntry[] = [];
      for (const action of record.actions) {
        const result = applyAction(state, action);
        if (!result.ok) throw new Error(result.rejection.code);
        const before = state;
        state = result.state;
        for (const entry of result.log) {
          if (entry.kind === 'roundStart') round = [];
          else round.push(entry);
        }
        // This action's provinces: its log from the first reveal on.
        const first = result.log.findIndex((e) => e.kind === 'reveal');
        const fresh = first < 0 ? [] : result.log.slice(first);
        const blocks = revealBlocks(round).slice(1);
        // Cards and results equal the engine's log entries.
        for (const block of blocks) {
          const reveal = provinceReveal(block);
          const entry = block[0];
          if (!reveal || entry?.kind !== 'reveal') throw new Error('block without reveal');
          expect(reveal.cards).toEqual({ blue: entry.blue, red: entry.red });
          const battle = block.find((e) => e.kind === 'battle' && e.province === entry.province);
          if (battle?.kind === 'battle')
            expect(reveal.result).toEqual({
              winner: battle.winner,
              margin: battle.margin,
              blue: battle.blueValue,
              red: battle.redValue,
            });
          else expect(reveal.result).toBeNull();
          const marks = Object.values(provinceMarks(reveal.moves)).flat();
          const intoProvinces = reveal.moves
            .filter((m) => (PROVINCES as readonly string[]).includes(m.to))
            .reduce((n, m) => n + m.count, 0);
          expect(marks.filter((m) => m.delta > 0 && !m.six).reduce((n, m) => n + m.delta, 0)).toBe(
            intoProvinces,
          );
        }
        provinces += first < 0 ? 0 : fresh.filter((e) => e.kind === 'reveal').length;
        // Winding the fresh provinces back gives the board before them (when nothing moved before them).
        const pre = first < 0 ? result.log : result.log.slice(0, first);
        if (first >= 0 && !pre.some((e) => e.kind === 'move' || e.kind === 'plague' || e.kind === 'marker')) {
          expect(board(boardBefore(state, fresh))).toEqual(board(before));
          rewound++;
        }
        // With everything shown the board is the state's.
        expect(board(boardBefore(state, []))).toEqual(board(state));
        // "Show the rest" whenever two provinces or more of the round are still to show, a question pending
        // or not: the engine resolves up to the next question only, so the provinces the tap
        // passes held no choice, and the ones after a question follow its answer.
        const hidden = fresh.filter((e) => e.kind === 'reveal').length;
        const shownBefore = round.filter((e) => e.kind === 'reveal').length - hidden;
        const order = round.find((e) => e.kind === 'sequence');
        const left = (order?.kind === 'sequence' ? order.sequence.length : 0) - shownBefore;
        const rest = revealProgress(round, shownBefore, null).rest;
        expect(rest).toBe(hidden >= 1 && left >= 2);
        expect(canShowRest(left)).toBe(left >= 2);
        if (state.pending === null && state.phase === 'end') {
          expect(state.reveal?.index ?? 0).toBe(state.reveal?.sequence.length ?? 0);
        }
        if (rest) offered++;
      }
    }
    expect(provinces).toBeGreaterThan(1000);
    expect(rewound).toBeGreaterThan(100);
    expect(offered).toBeGreaterThan(50);
  });

  it('gives each battle’s armies before → after: its province framed, exactly the provinces its moves change marked', () => {
    let changed = 0;
    let elsewhere = 0;
    for (const { seed, variant } of GAMES.slice(0, 12)) {
      const { record } = simulate(seed, { options: { variant }, keepLog: true });
      const created = createGame(record.setup);
      if (!created.ok) throw new Error('setup');
      let state = created.state;
      let round: LogEntry[] = [];
      for (const action of record.actions) {
        const result = applyAction(state, action);
        if (!result.ok) throw new Error(result.rejection.code);
        state = result.state;
        for (const entry of result.log) {
          if (entry.kind === 'roundStart') round = [];
          else round.push(entry);
        }
        if (state.phase !== 'end' || state.pending !== null) continue;
        // Every battle of the round, as the reveal shows it: the board wound back to before and after it.
        const blocks = revealBlocks(round);
        for (let i = 1; i < blocks.length; i++) {
          const reveal = provinceReveal(blocks[i] ?? []);
          if (!reveal) throw new Error('block without reveal');
          const before = boardBefore(state, blocks.slice(i).flat());
          const after = boardBefore(state, blocks.slice(i + 1).flat());
          const changes = armiesChanges(before, after, reveal.province);
          expect(changes.map((c) => c.province)).toEqual([...PROVINCES]);
          expect(changes.filter((c) => c.focus).map((c) => c.province)).toEqual([reveal.province]);
          for (const change of changes) {
            // Net armies in minus out of this province in this battle (R-B*, R-P1, events).
            const net = reveal.moves.reduce(
              (n, m) =>
                n + (m.to === change.province ? m.count : 0) - (m.from === change.province ? m.count : 0),
              0,
            );
            expect(change.after.armies - change.before.armies).toBe(net);
            expect(change.after).toEqual({
              owner: after.provinces[change.province].owner,
              armies: after.provinces[change.province].armies,
            });
            if (net !== 0) expect(change.changed).toBe(true);
            if (!reveal.moves.some((m) => m.to === change.province || m.from === change.province))
              expect(change.changed).toBe(false);
            if (change.changed) changed++;
            // Armies a battle moves in another province (an event, a warlord) show there too.
            if (change.changed && !change.focus) elsewhere++;
          }
        }
      }
    }
    expect(changed).toBeGreaterThan(100);
    expect(elsewhere).toBeGreaterThan(0);
  });
});

describe('the rest of the round from a province a question waits on', () => {
  const entries: LogEntry[] = [
    { kind: 'ordersSealed', player: 'blue' },
    { kind: 'ordersSealed', player: 'red' },
    { kind: 'sequence', chooser: null, sequence: [...PROVINCES] },
    { kind: 'reveal', province: 'qin', blue: '5', red: '3' },
  ];
  it('is offered from the first battle when the next province holds an unopened question and two or more are left', () => {
    expect(revealProgress(entries, 1, 'chu').rest).toBe(true);
    expect(revealProgress(entries, 1, null).rest).toBe(false);
    // Its question open already, or a resolved battle still to step through first: the rest follows the usual rule.
    expect(revealProgress(entries, 0, 'chu')).toMatchObject({ next: 'qin', rest: true });
  });
  it('is not offered for the last province alone', () => {
    const four = [...PROVINCES.slice(0, 4)];
    const late: LogEntry[] = [
      { kind: 'sequence', chooser: null, sequence: [...PROVINCES] },
      ...four.map((province): LogEntry => ({ kind: 'reveal', province, blue: '5', red: '3' })),
    ];
    expect(revealProgress(late, 4, PROVINCES[4] ?? null).rest).toBe(false);
  });
});
