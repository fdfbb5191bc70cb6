// The board map shows the state: after every step of complete games (two phones and pass-and-play;
// standard with events and warlords, beginner), what the map says through its accessible names
// equals the engine's public state, and the drawing has the pieces the model counts.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { VNode } from 'preact';
import {
  applyAction,
  createGame,
  displayColumn,
  PLAYERS,
  PROVINCES,
  type Action,
  type Player,
  type ProvinceId,
  type PublicState,
} from '../../../src/engine';
import { currentState, recordActions, type LocalGame } from '../../../src/app/game/core/local-game';
import {
  boardMapModel,
  HANDFUL,
  MARKS_DRAWN,
  type BoardMapModel,
} from '../../../src/app/components/BoardMap/board-map-model';
import { BoardMapView } from '../../../src/app/components/BoardMap/BoardMap';
import { MAP_TEXT } from '../../../src/app/components/BoardMap/board-map-text';
import { applyLanguage, loadLanguage } from '../../../src/app/i18n';
import { provinceName } from '../../../src/app/format';
import { gameChoices } from '../../../harness/fixtures';
import { playPassGame } from '../../../harness/pass-game';
import { playTwoPhoneGame, type Phones } from '../../../harness/two-phone-kit';

beforeAll(() => loadLanguage('pl'));
afterEach(() => applyLanguage('en'));

const NAMES: Record<string, Player> = { 'Sun Tzu': 'blue', 'King Chu': 'red', 'King Shao': 'red' };
const SYMBOL: Record<Player, string> = { blue: '◆', red: '●' };

/** What an English province label says, read back: owner, armies, six marks, display values. */
interface ReadProvince {
  name: string;
  owner: Player | null;
  armies: number;
  sixes: Record<Player, number>;
  displays: number[];
  now: number;
  endOfRound: number;
}

const PROVINCE_LABEL =
  /^(.+?): (?:(Sun Tzu|King Chu|King Shao) ([◆●]), (\d+) (Sun Tzu|King Chu|King Shao) arm(?:y|ies)|neutral, no armies), (.+), score display (\d) (\d) (\d), now (\d) \(end of round (\d)\)$/;

function readProvinceLabel(label: string): ReadProvince {
  const m = PROVINCE_LABEL.exec(label);
  if (!m) throw new Error(`unreadable province label: ${label}`);
  const owner = m[2] === undefined ? null : (NAMES[m[2]] ?? null);
  if (owner) {
    expect(m[3]).toBe(SYMBOL[owner]);
    expect(NAMES[m[5] ?? '']).toBe(owner);
  }
  const sixes: Record<Player, number> = { blue: 0, red: 0 };
  if (m[6] !== 'no six marks') {
    for (const part of (m[6] ?? '').split(', ')) {
      const six = /^(\d+) (Sun Tzu|King Chu|King Shao) six marks?$/.exec(part);
      if (!six) throw new Error(`unreadable six marks: ${part}`);
      const player = NAMES[six[2] ?? ''];
      if (!player) throw new Error(`unknown player in ${part}`);
      sixes[player] = Number(six[1]);
    }
  }
  return {
    name: m[1] ?? '',
    owner,
    armies: owner ? Number(m[4]) : 0,
    sixes,
    displays: [Number(m[7]), Number(m[8]), Number(m[9])],
    now: Number(m[10]),
    endOfRound: Number(m[11]),
  };
}

const PLAYER_LABEL =
  /^(Sun Tzu|King Chu|King Shao) ([◆●]): pool (\d+), set aside (\d+), on the board (\d+), six marks (\d+)$/;

/** Everything a rendered tree says: aria-labels, <title> texts, and per province the pieces drawn. */
interface Rendered {
  labels: string[];
  titles: string[];
  texts: string[];
  /** Per province label: filled pieces per player's class and the texts written inside. */
  provinces: Map<string, { pieces: Record<Player, number>; texts: string[] }>;
}

/** Renders a hook-free view tree by calling its function components, and reads what it says. */
function renderTree(node: unknown): Rendered {
  const out: Rendered = { labels: [], titles: [], texts: [], provinces: new Map() };
  const walk = (
    n: unknown,
    province: { pieces: Record<Player, number>; texts: string[] } | null,
    inTitle: boolean,
  ) => {
    if (n === null || n === undefined || typeof n === 'boolean') return;
    if (typeof n === 'string' || typeof n === 'number') {
      const text = String(n);
      if (inTitle) out.titles.push(text);
      else {
        out.texts.push(text);
        province?.texts.push(text);
      }
      return;
    }
    if (Array.isArray(n)) {
      for (const child of n) walk(child, province, inTitle);
      return;
    }
    const vnode = n as VNode<Record<string, unknown>>;
    if (typeof vnode.type === 'function') {
      walk((vnode.type as (props: unknown) => unknown)(vnode.props), province, inTitle);
      return;
    }
    const props = vnode.props;
    const cls = typeof props.class === 'string' ? props.class : '';
    let here = province;
    if (typeof props['aria-label'] === 'string') out.labels.push(props['aria-label']);
    if (cls.includes('board-map__province ')) {
      here = { pieces: { blue: 0, red: 0 }, texts: [] };
      out.provinces.set(String(props['aria-label']), here);
    }
    if (here && cls.includes('board-map__piece ') && !cls.includes('--hollow')) {
      here.pieces[cls.includes('--blue') ? 'blue' : 'red'] += 1;
    }
    walk(props.children, here, inTitle || vnode.type === 'title');
  };
  walk(node, null, false);
  return out;
}

/** The map of `state` against the state itself, through the labels, counts and drawing. */
function checkMap(state: PublicState, model: BoardMapModel = boardMapModel(state)): BoardMapModel {
  const column = displayColumn(state.round);
  expect(model.provinces.map((p) => p.id)).toEqual([...PROVINCES]); // R-F4 board order
  for (const province of model.provinces) {
    const truth = state.provinces[province.id];
    const owner = truth.armies > 0 ? truth.owner : null;
    const read = readProvinceLabel(province.label);
    expect(read.name).toBe(provinceName(province.id));
    expect(read.owner).toBe(owner);
    expect(read.armies).toBe(truth.armies);
    for (const player of PLAYERS) {
      expect(read.sixes[player]).toBe(state.players[player].sixMarks[province.id]);
      expect(province.sixes[player].marks).toBe(state.players[player].sixMarks[province.id]);
    }
    expect(read.displays).toEqual([...state.setup.displays[province.id]]);
    expect(read.now).toBe(state.setup.displays[province.id][column]);
    expect(read.endOfRound).toBe((column + 1) * 3);
    // Pieces: one per army up to a handful, beyond it one piece and the number.
    if (truth.armies <= HANDFUL) {
      expect(province.pieces).toBe(owner ? truth.armies : 0);
      expect(province.armiesText).toBeNull();
    } else {
      expect(province.pieces).toBe(1);
      expect(province.armiesText).toBe(`×${truth.armies}`);
    }
  }
  expect(model.marker).toBe(state.marker);
  expect(model.marker).toBeGreaterThanOrEqual(-9);
  expect(model.marker).toBeLessThanOrEqual(9);
  expect(model.column).toBe(column);
  expect(model.rounds.filter((r) => r.scoring).map((r) => r.round)).toEqual([3, 6, 9]);
  expect(model.rounds.filter((r) => r.current).map((r) => r.round)).toEqual(
    state.round >= 1 ? [state.round] : [],
  );
  // Borders: exactly the game's own table (R-F5), overlapping arcs in different lanes.
  const key = (a: ProvinceId, b: ProvinceId) => [a, b].sort().join('|');
  expect(model.borders.map((b) => key(b.a, b.b)).sort()).toEqual(
    state.borders.map(([a, b]) => key(a, b)).sort(),
  );
  for (const x of model.borders) {
    for (const y of model.borders) {
      if (x !== y && Math.max(x.from, y.from) < Math.min(x.to, y.to)) expect(x.lane).not.toBe(y.lane);
    }
  }
  // Arcs meet each province at different heights.
  model.provinces.forEach((_, index) => {
    const slots = [
      ...model.borders.filter((b) => b.from === index).map((b) => b.fromSlot),
      ...model.borders.filter((b) => b.to === index).map((b) => b.toSlot),
    ];
    expect(new Set(slots).size).toBe(slots.length);
  });
  // Beside the map: pool, set-aside, board and six-mark totals per player; conservation (21).
  for (const side of model.players) {
    const m = PLAYER_LABEL.exec(side.label);
    if (!m) throw new Error(`unreadable player label: ${side.label}`);
    const player = NAMES[m[1] ?? ''];
    expect(player).toBe(side.player);
    expect(m[2]).toBe(SYMBOL[side.player]);
    const truth = state.players[side.player];
    expect(Number(m[3])).toBe(truth.pool);
    expect(Number(m[4])).toBe(truth.setAside);
    const board = PROVINCES.reduce(
      (sum, id) => sum + (state.provinces[id].owner === side.player ? state.provinces[id].armies : 0),
      0,
    );
    expect(Number(m[5])).toBe(board);
    const sixes = PROVINCES.reduce((sum, id) => sum + truth.sixMarks[id], 0);
    expect(Number(m[6])).toBe(sixes);
    expect(truth.pool + truth.setAside + board + sixes).toBe(21);
  }
  // The drawing: every province's name is its label and title; its pieces are the model's count.
  const rendered = renderTree(BoardMapView({ model }));
  expect(rendered.labels).toContain(model.trackLabel);
  expect(rendered.labels).toContain(model.roundLabel);
  expect(rendered.labels).toContain(model.bordersLabel);
  for (const province of model.provinces) {
    expect(rendered.titles).toContain(province.label);
    const drawn = rendered.provinces.get(province.label);
    if (!drawn) throw new Error(`province not drawn: ${province.label}`);
    for (const player of PLAYERS) {
      const six = province.sixes[player];
      const expected = (province.owner === player ? province.pieces : 0) + six.pieces;
      expect(drawn.pieces[player]).toBe(expected);
      expect(six.pieces).toBe(six.marks <= MARKS_DRAWN ? six.marks : 1);
      if (six.text !== null) expect(drawn.texts).toContain(six.text);
    }
    if (province.armiesText !== null) expect(drawn.texts).toContain(province.armiesText);
    province.displays.forEach((value) => expect(drawn.texts).toContain(String(value)));
  }
  for (const side of model.players) expect(rendered.texts).toContain(side.label);
  return model;
}

/** Every public state of a record: the engine's state after each action, from the setup on. */
function everyState(final: PublicState, actions: readonly Action[]): PublicState[] {
  const created = createGame(final.setup);
  if (!created.ok) throw new Error(created.rejection.code);
  const states = [created.state];
  let state = created.state;
  for (const action of actions) {
    const next = applyAction(state, action);
    if (!next.ok) throw new Error(next.rejection.code);
    state = next.state;
    states.push(state);
  }
  return states;
}

/** A complete two-phone game through the controller; `observe` sees each phone after every step. */
function playTwoPhones(
  seed: number,
  choices = gameChoices('blue'),
  observe: (game: LocalGame) => void,
): LocalGame {
  const onStep = ({ table, guest }: Phones) => {
    observe(table);
    observe(guest);
  };
  return playTwoPhoneGame(seed, choices, { onStep }).table;
}

/** Checks the map against every state a played game went through, and every state of its record. */
function checkGame(final: LocalGame, seen: PublicState[]): number {
  const states = [...seen, ...everyState(currentState(final), recordActions(final))];
  for (const state of states) checkMap(state);
  expect(currentState(final).winner).not.toBeNull();
  return states.length;
}

describe('the board map equals the state after every step', () => {
  it('two phones, standard game with events and warlords (3 seeds)', () => {
    for (const seed of [3, 11, 29]) {
      const seen: PublicState[] = [];
      const final = playTwoPhones(seed, gameChoices('blue'), (game) => seen.push(currentState(game)));
      expect(checkGame(final, seen)).toBeGreaterThan(50);
    }
  });

  it('two phones, beginner game (the red player at the table)', () => {
    const seen: PublicState[] = [];
    const choices = gameChoices('red', { variant: 'beginner', events: false });
    const final = playTwoPhones(5, choices, (game) => seen.push(currentState(game)));
    expect(currentState(final).setup.options.variant).toBe('beginner');
    expect(checkGame(final, seen)).toBeGreaterThan(50);
  });

  it('pass-and-play, standard game with events and warlords, and a beginner game', () => {
    for (const [seed, choices] of [
      [8, { ...gameChoices('blue'), passAndPlay: true }],
      [13, { ...gameChoices('red', { variant: 'beginner', events: false }), passAndPlay: true }],
    ] as const) {
      const seen: PublicState[] = [];
      const played = playPassGame(seed, choices, (game) => seen.push(currentState(game)));
      expect(checkGame(played.game, seen)).toBeGreaterThan(50);
    }
  });

  it('speaks Polish with the same counts, and names the red player per edition', () => {
    const seen: PublicState[] = [];
    playTwoPhones(17, gameChoices('blue', { edition: 'pl' }), (game) => seen.push(currentState(game)));
    const last = seen[seen.length - 1];
    if (!last) throw new Error('no state');
    const english = checkMap(last);
    applyLanguage('pl');
    const polish = boardMapModel(last);
    expect(polish.provinces.map((p) => [p.owner, p.armies, p.pieces, p.value])).toEqual(
      english.provinces.map((p) => [p.owner, p.armies, p.pieces, p.value]),
    );
    for (const [i, province] of polish.provinces.entries()) {
      expect(province.label).not.toBe(english.provinces[i]?.label);
      expect(province.label.startsWith(`${provinceName(province.id)}: `)).toBe(true);
      expect(province.label).toContain(`wskaźnik punktów ${province.displays.join(' ')}`);
      if (province.owner) expect(province.label).toMatch(new RegExp(`${province.armies} oddzia`));
    }
    expect(polish.players.map((p) => p.label).join(' ')).toContain('Król\u00a0Shao ●: pula');
    expect(polish.roundLabel).toContain('Tor rund');
  });
});

describe('the board map model', () => {
  it('meets more than a handful of armies (one piece and the number) and six marks in a real game', () => {
    const seen: PublicState[] = [];
    const played = playPassGame(8, { ...gameChoices('blue'), passAndPlay: true }, (g) =>
      seen.push(currentState(g)),
    );
    const states = everyState(currentState(played.game), recordActions(played.game));
    const models = [...seen, ...states].map((s) => boardMapModel(s));
    expect(models.some((m) => m.provinces.some((p) => p.armiesText !== null))).toBe(true);
    expect(models.some((m) => m.provinces.some((p) => p.sixes.blue.marks + p.sixes.red.marks > 0))).toBe(
      true,
    );
  });

  it('the check catches a map that is one step behind the state', () => {
    const played = playPassGame(8, { ...gameChoices('blue'), passAndPlay: true });
    const states = everyState(currentState(played.game), recordActions(played.game));
    let caught = 0;
    let compared = 0;
    for (let i = 1; i < states.length; i++) {
      const before = states[i - 1];
      const after = states[i];
      if (!before || !after) continue;
      const stale = boardMapModel(before);
      if (JSON.stringify(stale) === JSON.stringify(boardMapModel(after))) continue; // nothing visible changed
      compared++;
      expect(() => checkMap(after, stale)).toThrow();
      caught++;
    }
    expect(compared).toBeGreaterThan(20);
    expect(caught).toBe(compared);
  });

  it('measures a map update (model and drawing) per state', () => {
    const seen: PublicState[] = [];
    const played = playPassGame(8, { ...gameChoices('blue'), passAndPlay: true }, (g) =>
      seen.push(currentState(g)),
    );
    const states = everyState(currentState(played.game), recordActions(played.game));
    const start = performance.now();
    for (const state of states) renderTree(BoardMapView({ model: boardMapModel(state) }));
    const each = (performance.now() - start) / states.length;
    console.log(
      `board map: model + view tree in ${each.toFixed(3)} ms per state (${states.length} states, Node)`,
    );
    expect(states.length).toBeGreaterThan(50);
  });
});

describe('the board map words', () => {
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
  const pl: Record<string, string | undefined> = MAP_TEXT.pl;

  it('has every English key in Polish, with the same placeholders, in words of its own', () => {
    for (const [key, english] of Object.entries(MAP_TEXT.en)) {
      const polish = pl[key];
      if (polish === undefined) throw new Error(`no Polish for ${key}`);
      expect(placeholders(polish), key).toEqual(placeholders(english));
      if (/\p{L}/u.test(english.replace(/\{\w+\}/g, ''))) expect(polish, key).not.toBe(english);
    }
  });

  it('has the Polish few and many forms of every plural family, with the English placeholders', () => {
    const families = Object.keys(MAP_TEXT.en)
      .filter((key) => key.endsWith('.other'))
      .map((key) => key.slice(0, -'.other'.length));
    expect(families.length).toBeGreaterThan(0);
    for (const family of families) {
      for (const form of ['one', 'few', 'many', 'other']) {
        const polish = pl[`${family}.${form}`];
        if (polish === undefined) throw new Error(`no Polish ${family}.${form}`);
        expect(placeholders(polish.replace('{count}', ''))).toEqual(
          placeholders(MAP_TEXT.en[`${family}.other` as keyof typeof MAP_TEXT.en].replace('{count}', '')),
        );
      }
    }
  });
});
