// An engine Action applied to a FastGame (the equivalence test's driver): the action's fields turned
// into codes. Decisions are not actions here: the game's asker answers them as they come.
import type { Action, ProvinceId, WarlordId } from '../types';
import { cardCode, provinceCode, warlordCode } from './convert';
import type { FastGame } from './game';

const side = (p: string): number => (p === 'blue' ? 0 : 1);
const prov = (id: ProvinceId | undefined): number => (id === undefined ? -1 : provinceCode(id));

/** Apply `a` (legal, not a decide) to `g`. */
export function applyToFast(g: FastGame, a: Action): void {
  const p = side(a.player);
  switch (a.type) {
    case 'commitWarlord':
      g.commitWarlord(p);
      return;
    case 'warlord':
      g.warlord(p, warlordCode(a.warlord as WarlordId), prov(a.province), prov(a.from), prov(a.to));
      return;
    case 'support':
      g.support(p, a.card === undefined ? -1 : cardCode(a.card));
      return;
    case 'orders': {
      const o = a.orders;
      const cards = [cardCode(o.qin), cardCode(o.chu), cardCode(o.jinyan), cardCode(o.hanqi), cardCode(o.wu)];
      g.orders(p, cards, a.sequence ? a.sequence.map(provinceCode) : null, prov(a.secondSix));
      return;
    }
    case 'pass':
      g.pass(p);
      return;
    case 'decide':
      throw new Error('applyToFast: decisions are answered by the asker');
  }
}
