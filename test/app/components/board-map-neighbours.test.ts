// A map players read at a glance: the borders (R-F5) as neighbours lit up when a province is
// picked out, from the game's own border table (the optional borders setting too), and a small diagram
// with one line per border. The map's neighbours test.
import { beforeAll, describe, expect, it } from 'vitest';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { adjacency, DEFAULT_BORDERS, PROVINCES, type ProvinceId } from '../../../src/engine';
import { neighboursOf, litAs } from '../../../src/app/components/BoardMap/neighbours';
import { boardMapModel } from '../../../src/app/components/BoardMap/board-map-model';
import { BoardMapView } from '../../../src/app/components/BoardMap/BoardMap';
import { normaliseBorders, toggleBorder } from '../../../src/app/borders-setting';
import { currentState } from '../../../src/app/game/core/local-game';
import { loadLanguage } from '../../../src/app/i18n';
import { playPassGame } from '../../../harness/pass-game';
import { gameChoices } from '../../../harness/fixtures';

beforeAll(() => loadLanguage('en'));

describe('the neighbours on the map (R-F5)', () => {
  it('are the engine’s own adjacency, both ways, for the default table', () => {
    const neighbours = neighboursOf(DEFAULT_BORDERS);
    const adj = adjacency(DEFAULT_BORDERS);
    for (const a of PROVINCES) {
      expect([...neighbours[a]].sort()).toEqual([...adj[a]].sort());
      for (const b of neighbours[a]) expect(neighbours[b]).toContain(a);
    }
  });

  it('follow a border table changed in the borders setting', () => {
    const base = normaliseBorders(DEFAULT_BORDERS);
    const has = (a: ProvinceId, b: ProvinceId) => neighboursOf(base)[a].includes(b);
    const pair: [ProvinceId, ProvinceId] = has('qin', 'wu') ? ['qin', 'wu'] : ['qin', 'hanqi'];
    const changed = toggleBorder(base, pair);
    expect(neighboursOf(changed)[pair[0]].includes(pair[1])).toBe(!has(...pair));
    expect(neighboursOf(changed)[pair[1]].includes(pair[0])).toBe(!has(...pair));
  });

  it('light up around the province picked out; the others are dimmed; nothing picked: none', () => {
    const neighbours = neighboursOf(DEFAULT_BORDERS);
    for (const selected of PROVINCES) {
      for (const p of PROVINCES) {
        const lit = litAs(p, selected, neighbours);
        if (p === selected) expect(lit).toBe('selected');
        else expect(lit).toBe(neighbours[selected].includes(p) ? 'neighbour' : 'other');
      }
    }
    expect(litAs('qin', null, neighbours)).toBeNull();
  });

  it('are drawn: the picked province and its neighbours marked, a line for each border, and said in words', () => {
    let state = null as ReturnType<typeof currentState> | null;
    playPassGame(1, gameChoices('blue'), (game) => {
      if (!state && currentState(game).round === 3) state = currentState(game);
    });
    if (!state) throw new Error('no state');
    const model = boardMapModel(state);
    for (const selected of PROVINCES) {
      const html = renderToString(h(BoardMapView, { model, selected, onSelect: () => {} }));
      // One line per border in the diagram; the picked one's lines lit.
      expect(html.match(/class="board-map__border[ "]/g)?.length).toBe(model.borders.length);
      expect(html.match(/board-map__border--lit/g)?.length ?? 0).toBe(model.neighbours[selected].length);
      expect(html.match(/board-map__province--selected/g)?.length).toBe(1);
      expect(html.match(/board-map__province--neighbour/g)?.length ?? 0).toBe(
        model.neighbours[selected].length,
      );
      expect(html.match(/board-map__province--other/g)?.length ?? 0).toBe(
        PROVINCES.length - 1 - model.neighbours[selected].length,
      );
      expect(html).toMatch(/aria-pressed="true"[^>]*>[^<]+</);
      const name = model.provinces.find((p) => p.id === selected)?.name ?? '';
      expect(html).toContain(`${name} borders `);
    }
    // Without a pick: nothing lit or dimmed; the bordering table is still named for screen readers.
    const plain = renderToString(h(BoardMapView, { model }));
    expect(plain).not.toMatch(/board-map__(province|node)--(selected|neighbour|other)/);
    expect(plain).toContain(model.bordersLabel);
  });
});
