// English rendering of log entries (the adjudicator's log; the app renders its own languages).
import type { LogEntry, Location, Player } from './types';

const P = (p: Player): string => (p === 'blue' ? 'Blue' : 'Red');
const N = (n: number): string => `${n} ${n === 1 ? 'army' : 'armies'}`;
const L = (l: Location, box?: string): string =>
  l === 'pool'
    ? 'the pool'
    : l === 'setAside'
      ? 'set-aside'
      : l === 'sixBox'
        ? `the six box of ${box ?? '?'}`
        : l;

/** One English line for a log entry. */
export function describe(e: LogEntry): string {
  switch (e.kind) {
    case 'setup':
      return `Setup: marker at ${e.marker}${e.headStart ? ' (head-start)' : ''}`;
    case 'roundStart':
      return `Round ${e.round}${e.turnDisplays ? ': turn the score displays' : ''}`;
    case 'warlordCommitted':
      return `${P(e.player)} chooses a warlord secretly`;
    case 'warlord':
      return `${P(e.player)} plays warlord ${e.warlord}${e.province ? ` in ${e.province}` : ''}${e.from ? ` from ${e.from} to ${e.to ?? '?'}` : ''}`;
    case 'support':
      return `${P(e.player)} discards ${e.card ?? 'a card'} for exceptional support`;
    case 'ordersSealed':
      return `${P(e.player)} places orders`;
    case 'sequence':
      return `Order ${e.sequence.join(', ')}${e.chooser ? ` chosen by ${P(e.chooser)}` : ' (fixed)'}`;
    case 'reveal':
      return `${e.province}: Blue ${e.blue}, Red ${e.red}`;
    case 'battle':
      return e.winner
        ? `${e.province}: ${P(e.winner)} wins ${e.blueValue}–${e.redValue}, margin ${e.margin}`
        : `${e.province}: draw ${e.blueValue}–${e.redValue}`;
    case 'plague':
      return `${e.province}: Plague${e.deadly ? ' (deadly)' : ''}, ${e.owner ? `${P(e.owner)} loses ${N(e.lost)}` : 'no armies'}`;
    case 'cancelled':
      return `${e.province}: ${P(e.player)}'s ${e.card} is cancelled`;
    case 'move':
      return `${P(e.player)} moves ${N(e.count)} from ${L(e.from, e.box)} to ${L(e.to, e.box)} (${e.reason})`;
    case 'shortfall':
      return `${P(e.player)} is ${N(e.missing)} short in ${e.province}`;
    case 'recycle':
      return `${P(e.player)}'s ${e.card} goes under the deck; the top card leaves the game`;
    case 'eventTurned':
      return `Event turned up: ${e.event}`;
    case 'event':
      return `Event ${e.event}${e.players.length ? ` for ${e.players.map(P).join(' and ')}` : ''}`;
    case 'extraWarlord':
      return `${P(e.player)} takes another warlord${e.open ? ` (${e.open})` : ' secretly'}`;
    case 'marker':
      return `Marker ${e.from} → ${e.to} (${e.reason})`;
    case 'score':
      return `Scoring round ${e.round}: Blue ${e.blue}, Red ${e.red}, marker ${e.marker}`;
    case 'draw':
      return `${P(e.player)} draws ${e.drew}, keeps ${e.kept}`;
    case 'gameOver':
      return `Game over: ${e.winner === 'draw' ? 'drawn game' : `${P(e.winner)} wins`} (${e.reason})`;
  }
}
