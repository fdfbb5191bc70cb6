import { describe, expect, it } from 'vitest';
// The board's and the log's strings come after the first screen, with the screens that show them.
import '../../../src/app/later-text';
import type { LogEntry } from '../../../src/engine/types';
import { CARDS, EVENTS, PROVINCES, BLUE_WARLORDS, RED_WARLORDS } from '../../../src/engine/types';
import {
  cardName,
  columnRound,
  describeLogEntry,
  displayColumn,
  eventDescription,
  eventName,
  markerPosition,
  moveInstruction,
  physicalInstruction,
  playerFullName,
  playerName,
  provinceName,
  signedMarker,
  warlordDescription,
  warlordName,
  type MoveEntry,
} from '../../../src/app/format';

const en = { edition: 'en' } as const;
const pl = { edition: 'pl' } as const;
const PLACEHOLDER = /\{\w+\}/;

/** At least one sample of every LogEntry kind (the Record forces a sample per kind). */
const SAMPLES: Record<LogEntry['kind'], LogEntry[]> = {
  setup: [
    { kind: 'setup', marker: 0, headStart: false },
    { kind: 'setup', marker: 1, headStart: true },
  ],
  roundStart: [
    { kind: 'roundStart', round: 2, turnDisplays: false, column: 0 },
    { kind: 'roundStart', round: 4, turnDisplays: true, column: 1 },
  ],
  warlordCommitted: [{ kind: 'warlordCommitted', player: 'red' }],
  warlord: [
    { kind: 'warlord', player: 'blue', warlord: 'head-start' },
    { kind: 'warlord', player: 'blue', warlord: 'reinforce', province: 'wu' },
    { kind: 'warlord', player: 'blue', warlord: 'move-army', from: 'qin', to: 'chu' },
  ],
  support: [
    { kind: 'support', player: 'red', card: '+1' },
    { kind: 'support', player: 'blue', card: null },
  ],
  ordersSealed: [{ kind: 'ordersSealed', player: 'blue' }],
  sequence: [
    { kind: 'sequence', chooser: null, sequence: ['qin', 'chu', 'jinyan', 'hanqi', 'wu'] },
    { kind: 'sequence', chooser: 'red', sequence: ['wu', 'qin', 'chu', 'jinyan', 'hanqi'] },
  ],
  reveal: [{ kind: 'reveal', province: 'wu', blue: '5', red: 'P' }],
  battle: [
    { kind: 'battle', province: 'wu', blueValue: 5, redValue: 9, winner: 'red', margin: 4 },
    { kind: 'battle', province: 'qin', blueValue: 3, redValue: 3, winner: null, margin: 0 },
  ],
  plague: [
    { kind: 'plague', province: 'chu', owner: 'blue', lost: 2, deadly: false },
    { kind: 'plague', province: 'chu', owner: 'red', lost: 1, deadly: true },
    { kind: 'plague', province: 'chu', owner: null, lost: 0, deadly: false },
  ],
  cancelled: [
    { kind: 'cancelled', province: 'hanqi', player: 'red', card: '6', reason: 'plague' },
    { kind: 'cancelled', province: 'hanqi', player: 'blue', card: '+2', reason: 'same-bonus' },
  ],
  move: [
    { kind: 'move', player: 'red', count: 4, from: 'pool', to: 'wu', reason: 'battle-win' },
    { kind: 'move', player: 'blue', count: 1, from: 'pool', to: 'sixBox', box: 'chu', reason: 'six-mark' },
    {
      kind: 'move',
      player: 'blue',
      count: 1,
      from: 'setAside',
      to: 'sixBox',
      box: 'chu',
      reason: 'six-mark',
    },
  ],
  shortfall: [
    { kind: 'shortfall', player: 'red', province: 'jinyan', missing: 1 },
    { kind: 'shortfall', player: 'red', province: 'jinyan', missing: 3 },
  ],
  recycle: [{ kind: 'recycle', player: 'red', card: 'P' }],
  eventTurned: EVENTS.map((event): LogEntry => ({ kind: 'eventTurned', event })),
  event: [
    { kind: 'event', event: 'pandemic', players: ['blue', 'red'] },
    { kind: 'event', event: 'hero', players: ['red'] },
    { kind: 'event', event: 'light-infantry', players: [] },
  ],
  extraWarlord: [
    { kind: 'extraWarlord', player: 'blue', open: null },
    { kind: 'extraWarlord', player: 'red', open: 'deadly-plague' },
  ],
  marker: [
    { kind: 'marker', from: 0, to: 1, reason: 'head-start' },
    { kind: 'marker', from: 2, to: 1, reason: 'light-infantry' },
    { kind: 'marker', from: 1, to: -3, reason: 'score' },
  ],
  score: [
    { kind: 'score', round: 3, blue: 6, red: 3, marker: 3 },
    { kind: 'score', round: 6, blue: 4, red: 4, marker: 3 },
  ],
  draw: [
    { kind: 'draw', player: 'blue', drew: 2, kept: 1, returned: 1 },
    { kind: 'draw', player: 'red', drew: 1, kept: 1, returned: 0 },
    { kind: 'draw', player: 'red', drew: 0, kept: 0, returned: 0 },
  ],
  gameOver: [
    { kind: 'gameOver', winner: 'blue', reason: 'track', marker: 9 },
    { kind: 'gameOver', winner: 'red', reason: 'round9', marker: -2 },
    { kind: 'gameOver', winner: 'red', reason: 'round9-pool', marker: 0 },
    { kind: 'gameOver', winner: 'draw', reason: 'round9-draw', marker: 0 },
    { kind: 'gameOver', winner: 'blue', reason: 'events', marker: 1 },
    { kind: 'gameOver', winner: 'blue', reason: 'events-pool', marker: 0 },
    { kind: 'gameOver', winner: 'draw', reason: 'events-draw', marker: 0 },
  ],
};

const move = (partial: Omit<MoveEntry, 'kind'>): MoveEntry => ({ kind: 'move', ...partial });

describe('describeLogEntry', () => {
  const all = Object.values(SAMPLES).flat();

  it.each(all.map((entry) => [entry.kind, entry] as const))(
    '%s gives a complete sentence in both editions',
    (_kind, entry) => {
      for (const context of [en, pl]) {
        const text = describeLogEntry(entry, context);
        expect(text.trim().length).toBeGreaterThan(0);
        expect(text).not.toMatch(PLACEHOLDER);
        expect(text).not.toContain('undefined');
        const instruction = physicalInstruction(entry, context);
        if (instruction !== null) expect(instruction).not.toMatch(PLACEHOLDER);
      }
    },
  );

  it('describes a battle with values, winner and margin', () => {
    expect(describeLogEntry(SAMPLES.battle[0]!, en)).toBe(
      'Wu: Sun Tzu 5 vs King Chu 9 — King Chu wins by 4.',
    );
    expect(describeLogEntry(SAMPLES.battle[1]!, en)).toBe(
      'Qin: Sun Tzu 3 vs King Chu 3 — a draw, nothing moves.',
    );
    expect(describeLogEntry(SAMPLES.battle[0]!, pl)).toContain('King Shao wins by 4');
  });

  it('describes scoring and the marker', () => {
    expect(describeLogEntry(SAMPLES.score[0]!, en)).toBe(
      'Round 3 scoring: Sun Tzu 6, King Chu 3 — marker moves 3 towards Sun Tzu, now +3.',
    );
    expect(describeLogEntry(SAMPLES.score[1]!, en)).toBe(
      'Round 6 scoring: Sun Tzu 4, King Chu 4 — the marker stays at +3.',
    );
    expect(describeLogEntry({ kind: 'score', round: 9, blue: 1, red: 5, marker: -1 }, en)).toBe(
      'Round 9 scoring: Sun Tzu 1, King Chu 5 — marker moves 4 towards King Chu, now −1.',
    );
  });

  it('describes plague losses with plurals', () => {
    expect(describeLogEntry(SAMPLES.plague[0]!, en)).toBe('Plague in Chu: Sun Tzu loses 2 armies.');
    expect(describeLogEntry(SAMPLES.plague[1]!, en)).toBe('Deadly Plague in Chu: King Chu loses 1 army.');
    expect(describeLogEntry(SAMPLES.plague[2]!, en)).toBe('Plague in Chu: no army is lost.');
  });

  it('reminds players to turn the score displays (R-R2)', () => {
    expect(describeLogEntry(SAMPLES.roundStart[1]!, en)).toBe(
      'Round 4 begins. Turn the score displays to the round 6 column.',
    );
    expect(describeLogEntry({ kind: 'roundStart', round: 7, turnDisplays: true, column: 2 }, en)).toContain(
      'Turn the score displays to the round 9 column',
    );
    expect(describeLogEntry(SAMPLES.roundStart[0]!, en)).toBe('Round 2 begins.');
  });

  it('names the game-over reason and the winner', () => {
    expect(describeLogEntry(SAMPLES.gameOver[0]!, en)).toBe(
      'Game over: Sun Tzu wins — the score marker reached the end of the track at scoring.',
    );
    expect(describeLogEntry(SAMPLES.gameOver[3]!, en)).toMatch(
      /^Game over: a drawn game — .*pools are equal/,
    );
    expect(describeLogEntry(SAMPLES.gameOver[2]!, pl)).toMatch(/^Game over: King Shao wins — /);
  });

  it('lists the resolution order and the draw', () => {
    expect(describeLogEntry(SAMPLES.sequence[1]!, en)).toBe(
      'King Chu chooses the resolution order: Wu → Qin → Chu → Jin-Yan → Han-Qi.',
    );
    expect(describeLogEntry(SAMPLES.draw[0]!, en)).toBe(
      'Sun Tzu draws 2 cards, keeps 1 and puts 1 at the bottom of the deck.',
    );
    expect(describeLogEntry(SAMPLES.event[0]!, en)).toBe('Pandemic takes effect for Sun Tzu and King Chu.');
  });
});

describe('move instructions', () => {
  it('pool to province, singular and plural', () => {
    expect(
      moveInstruction(move({ player: 'red', count: 4, from: 'pool', to: 'wu', reason: 'battle-win' }), en),
    ).toBe('King Chu: take 4 armies from the pool and place them in Wu');
    expect(
      moveInstruction(move({ player: 'blue', count: 1, from: 'pool', to: 'qin', reason: 'battle-win' }), en),
    ).toBe('Sun Tzu: take 1 army from the pool and place it in Qin');
  });

  it('province to pool, singular and plural', () => {
    expect(
      moveInstruction(move({ player: 'blue', count: 2, from: 'wu', to: 'pool', reason: 'battle-loss' }), en),
    ).toBe('Sun Tzu: return 2 armies from Wu to the pool');
    expect(
      moveInstruction(
        move({ player: 'red', count: 1, from: 'hanqi', to: 'pool', reason: 'battle-loss' }),
        pl,
      ),
    ).toBe('King Shao: return 1 army from Han-Qi to the pool');
    expect(
      moveInstruction(move({ player: 'red', count: 3, from: 'chu', to: 'pool', reason: 'plague' }), en),
    ).toBe('King Chu: return 3 armies from Chu to the pool (Plague)');
  });

  it('six box (R-C6)', () => {
    expect(
      moveInstruction(
        move({ player: 'blue', count: 1, from: 'pool', to: 'sixBox', box: 'chu', reason: 'six-mark' }),
        en,
      ),
    ).toBe('Sun Tzu: put 1 army from the pool in Chu’s six box');
    expect(
      moveInstruction(
        move({ player: 'red', count: 1, from: 'qin', to: 'sixBox', box: 'qin', reason: 'six-mark' }),
        en,
      ),
    ).toBe('King Chu: move 1 army from Qin to Qin’s six box');
  });

  it('set aside, singular and plural', () => {
    expect(
      moveInstruction(
        move({ player: 'blue', count: 1, from: 'pool', to: 'setAside', reason: 'bonus-cost' }),
        en,
      ),
    ).toBe('Sun Tzu: set 1 army aside from the pool (bonus card cost)');
    expect(
      moveInstruction(move({ player: 'red', count: 2, from: 'pool', to: 'setAside', reason: 'hero' }), en),
    ).toBe('King Chu: set 2 armies aside from the pool (Hero)');
    expect(
      moveInstruction(
        move({ player: 'red', count: 2, from: 'wu', to: 'setAside', reason: 'bonus-cost' }),
        en,
      ),
    ).toBe('King Chu: take 2 armies from Wu and set them aside (bonus card cost)');
    expect(
      moveInstruction(
        move({ player: 'blue', count: 1, from: 'jinyan', to: 'setAside', reason: 'pandemic' }),
        en,
      ),
    ).toBe('Sun Tzu: take 1 army from Jin-Yan and set it aside (Pandemic)');
    expect(
      moveInstruction(
        move({ player: 'blue', count: 1, from: 'setAside', to: 'pool', reason: 'support' }),
        en,
      ),
    ).toBe('Sun Tzu: move 1 set-aside army to the pool (exceptional support)');
  });

  it('short pool (R-B4)', () => {
    expect(
      moveInstruction(move({ player: 'red', count: 1, from: 'qin', to: 'chu', reason: 'short-pool' }), en),
    ).toBe('King Chu: move 1 army from Qin to Chu (short pool)');
    expect(
      moveInstruction(move({ player: 'blue', count: 3, from: 'hanqi', to: 'wu', reason: 'short-pool' }), en),
    ).toBe('Sun Tzu: move 3 armies from Han-Qi to Wu (short pool)');
  });

  it('physicalInstruction covers moves, round start and the marker, and is null for pure information', () => {
    const entry = move({ player: 'red', count: 4, from: 'pool', to: 'wu', reason: 'battle-win' });
    expect(physicalInstruction(entry, en)).toBe(moveInstruction(entry, en));
    expect(describeLogEntry(entry, en)).toBe('King Chu: take 4 armies from the pool and place them in Wu.');
    expect(physicalInstruction(SAMPLES.roundStart[1]!, en)).toBe(
      'Advance the round marker to 4 and turn the score displays to the round 6 column',
    );
    expect(physicalInstruction({ kind: 'marker', from: 0, to: 1, reason: 'head-start' }, en)).toBe(
      'Move the score marker to 1 space towards Sun Tzu (+1)',
    );
    expect(physicalInstruction(SAMPLES.battle[0]!, en)).toBeNull();
    expect(physicalInstruction(SAMPLES.ordersSealed[0]!, en)).toBeNull();
  });
});

describe('names', () => {
  it('names the players per edition (R-F7)', () => {
    expect(playerName('blue', 'en')).toBe('Sun Tzu');
    expect(playerName('blue', 'pl')).toBe('Sun Tzu');
    expect(playerName('red', 'en')).toBe('King Chu');
    expect(playerName('red', 'pl')).toBe('King Shao');
    expect(playerFullName('blue', 'en')).toBe('Sun Tzu (blue)');
    expect(playerFullName('red', 'en')).toBe('King Chu (red)');
    expect(playerFullName('red', 'pl')).toBe('King Shao (red)');
  });

  it('names provinces in board order and cards', () => {
    expect(PROVINCES.map(provinceName)).toEqual(['Qin', 'Chu', 'Jin-Yan', 'Han-Qi', 'Wu']);
    expect(cardName('P')).toBe('Plague');
    expect(cardName('+1')).toBe('+1');
    expect(cardName('-1')).toBe('−1');
    expect(cardName('10')).toBe('10');
    for (const card of CARDS) expect(cardName(card)).not.toBe('');
  });

  it('has a name and a description for every warlord and event', () => {
    for (const id of [...RED_WARLORDS, ...BLUE_WARLORDS]) {
      expect(warlordName(id)).not.toMatch(/^warlord\./);
      for (const edition of ['en', 'pl'] as const)
        expect(warlordDescription(id, edition).length).toBeGreaterThan(20);
    }
    for (const id of EVENTS) {
      expect(eventName(id)).not.toMatch(/^event\./);
      expect(eventDescription(id, 'en').length).toBeGreaterThan(20);
    }
    expect(eventDescription('light-infantry', 'en')).not.toBe(eventDescription('light-infantry', 'pl'));
    expect(warlordDescription('remove-army', 'en')).not.toBe(warlordDescription('remove-army', 'pl'));
  });
});

describe('score track and displays', () => {
  it('uses the current display column by round (R-R2)', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map(displayColumn)).toEqual([0, 0, 0, 1, 1, 1, 2, 2, 2]);
    expect(displayColumn(0)).toBe(0);
    expect([0, 1, 2].map(columnRound)).toEqual([3, 6, 9]);
  });

  it('writes the marker signed and in words', () => {
    expect(signedMarker(3)).toBe('+3');
    expect(signedMarker(0)).toBe('0');
    expect(signedMarker(-9)).toBe('−9');
    expect(markerPosition(0, 'en')).toBe('the centre');
    expect(markerPosition(1, 'en')).toBe('1 space towards Sun Tzu');
    expect(markerPosition(-4, 'pl')).toBe('4 spaces towards King Shao');
  });
});
