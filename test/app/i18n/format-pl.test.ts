import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
// The board's and the log's strings come after the first screen, with the screens that show them.
import '../../../src/app/later-text';
import type { LogEntry } from '../../../src/engine/types';
import { applyLanguage, loadLanguage } from '../../../src/app/i18n';
import {
  describeLogEntry,
  markerPosition,
  moveInstruction,
  physicalInstruction,
  type MoveEntry,
} from '../../../src/app/format';

// Game log sentences and board instructions in Polish: counts agree with their nouns and verbs.
const en = { edition: 'en' } as const;
const pl = { edition: 'pl' } as const;
const move = (partial: Omit<MoveEntry, 'kind'>): MoveEntry => ({ kind: 'move', ...partial });
/** Names keep a no-break space ("Król\u00a0Shao"); the expectations below use plain spaces. */
const plain = (text: string | null) => text?.replace(/\u00a0/g, ' ') ?? null;
const log = (entry: LogEntry, context: { edition: 'en' | 'pl' } = pl) =>
  plain(describeLogEntry(entry, context));
const instruction = (entry: MoveEntry, context: { edition: 'en' | 'pl' }) =>
  plain(moveInstruction(entry, context));

beforeEach(() => applyLanguage('pl'));
// Polish is a chunk of its own: loaded once, as the app does before its first screen.
beforeAll(() => loadLanguage('pl'));
afterEach(() => applyLanguage('en'));

describe('Polish move instructions', () => {
  it('takes armies from the pool with the right forms for 1, 2, 5 and 22', () => {
    const take = (count: number) =>
      instruction(move({ player: 'red', count, from: 'pool', to: 'wu', reason: 'battle-win' }), pl);
    expect(take(1)).toBe('Król Shao: weź 1 oddział z puli i umieść go w prowincji Wu');
    expect(take(2)).toBe('Król Shao: weź 2 oddziały z puli i umieść je w prowincji Wu');
    expect(take(5)).toBe('Król Shao: weź 5 oddziałów z puli i umieść je w prowincji Wu');
    expect(take(22)).toBe('Król Shao: weź 22 oddziały z puli i umieść je w prowincji Wu');
  });

  it('returns armies to the pool, moves them and sets them aside', () => {
    expect(
      instruction(move({ player: 'blue', count: 3, from: 'chu', to: 'pool', reason: 'plague' }), pl),
    ).toBe('Sun Tzu: zdejmij 3 oddziały z prowincji Chu i odłóż je do puli (Plaga)');
    expect(
      instruction(move({ player: 'blue', count: 1, from: 'qin', to: 'pool', reason: 'battle-loss' }), pl),
    ).toBe('Sun Tzu: zdejmij 1 oddział z prowincji Qin i odłóż go do puli');
    expect(
      instruction(move({ player: 'red', count: 2, from: 'pool', to: 'setAside', reason: 'hero' }), pl),
    ).toBe('Król Shao: odłóż 2 oddziały z puli do posiłków (Bohater)');
    expect(
      instruction(move({ player: 'red', count: 6, from: 'hanqi', to: 'wu', reason: 'short-pool' }), en),
    ).toBe('Król Chu: przenieś 6 oddziałów z prowincji Han-Qi do prowincji Wu (za mało oddziałów w puli)');
    expect(
      instruction(
        move({ player: 'blue', count: 1, from: 'pool', to: 'sixBox', box: 'chu', reason: 'six-mark' }),
        pl,
      ),
    ).toBe('Sun Tzu: połóż 1 oddział z puli na polu szóstki prowincji Chu');
    expect(
      instruction(
        move({ player: 'blue', count: 1, from: 'setAside', to: 'sixBox', box: 'chu', reason: 'six-mark' }),
        pl,
      ),
    ).toBe('Sun Tzu: przenieś 1 oddział: posiłki → pole szóstki prowincji Chu');
  });
});

describe('Polish log sentences', () => {
  it('counts Plague losses', () => {
    const plague = (lost: number): LogEntry => ({
      kind: 'plague',
      province: 'chu',
      owner: 'blue',
      lost,
      deadly: false,
    });
    expect(log(plague(1))).toBe('Plaga w prowincji Chu: Sun Tzu traci 1 oddział.');
    expect(log(plague(2))).toBe('Plaga w prowincji Chu: Sun Tzu traci 2 oddziały.');
    expect(log(plague(5))).toBe('Plaga w prowincji Chu: Sun Tzu traci 5 oddziałów.');
    expect(log({ kind: 'plague', province: 'wu', owner: null, lost: 0, deadly: true })).toBe(
      'Śmiertelna Plaga w prowincji Wu: nikt nie traci oddziałów.',
    );
  });

  it('uses the genitive after "brakuje" for every count', () => {
    const short = (missing: number): LogEntry => ({
      kind: 'shortfall',
      player: 'red',
      province: 'jinyan',
      missing,
    });
    expect(log(short(1))).toBe('Król Shao: w prowincji Jin-Yan brakuje 1 oddziału; nie da się go umieścić.');
    expect(log(short(3))).toBe(
      'Król Shao: w prowincji Jin-Yan brakuje 3 oddziałów; nie da się ich umieścić.',
    );
  });

  it('describes battles, scoring and the marker', () => {
    expect(log({ kind: 'battle', province: 'wu', blueValue: 5, redValue: 9, winner: 'red', margin: 4 })).toBe(
      'Wu: Sun Tzu 5 – Król Shao 9; wygrywa Król Shao, wynik bitwy 4.',
    );
    expect(log({ kind: 'score', round: 3, blue: 2, red: 5, marker: -3 })).toBe(
      'Punktowanie po rundzie 3: Sun Tzu 2, Król Shao 5; Król Shao przesuwa znacznik o 3 w swoją stronę, teraz −3.',
    );
    expect(plain(markerPosition(1, 'pl'))).toBe('1 pole od środka w stronę Sun Tzu');
    expect(plain(markerPosition(-3, 'pl'))).toBe('3 pola od środka w stronę Króla Shao');
    expect(plain(markerPosition(-5, 'en'))).toBe('5 pól od środka w stronę Króla Chu');
    expect(plain(markerPosition(0, 'pl'))).toBe('środek toru');
    expect(plain(physicalInstruction({ kind: 'marker', from: 0, to: 1, reason: 'head-start' }, pl))).toBe(
      'Ustaw znacznik punktów: 1 pole od środka w stronę Sun Tzu (+1)',
    );
  });

  it('counts drawn cards and names the event players', () => {
    expect(log({ kind: 'draw', player: 'blue', drew: 2, kept: 1, returned: 1 })).toBe(
      'Sun Tzu dobiera: 2 karty; zatrzymuje 1, a 1 odkłada na spód stosu.',
    );
    expect(log({ kind: 'draw', player: 'red', drew: 1, kept: 1, returned: 0 })).toBe(
      'Król Shao dobiera: 1 karta; zatrzymuje 1.',
    );
    expect(log({ kind: 'event', event: 'pandemic', players: ['blue', 'red'] })).toBe(
      'Wydarzenie Pandemia zadziałało; dotyczy: Sun Tzu i Król Shao.',
    );
  });

  it('reminds to turn the score displays and ends the game', () => {
    expect(log({ kind: 'roundStart', round: 4, turnDisplays: true, column: 1 })).toBe(
      'Zaczyna się runda 4. Przekręć wskaźniki punktów na pole rundy 6.',
    );
    expect(log({ kind: 'gameOver', winner: 'red', reason: 'round9-pool', marker: 0 }, en)).toBe(
      'Koniec gry: wygrywa Król Chu — po 9. rundzie znacznik stoi na środku, a zwycięzca ma więcej oddziałów w puli.',
    );
  });
});
