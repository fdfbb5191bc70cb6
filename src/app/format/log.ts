// Game log sentences and physical-board instructions from the engine's LogEntry data.
import { t, tn, type MessageKey, type PluralKey } from '../i18n';
import type { Edition, Location, LogEntry, MoveReason, ProvinceId } from '../../engine/types';
import {
  cardName,
  cards,
  eventDescription,
  eventName,
  joinNames,
  locationName,
  playerName,
  provinceName,
  warlordName,
} from './names';
import { columnRound, markerPosition, signedMarker } from './track';

/** What a sentence needs beyond the entry itself. */
export interface FormatContext {
  /** Rules edition: names the red player (R-F7) and picks edition-specific texts. */
  edition: Edition;
}

/** A `move` log entry. */
export type MoveEntry = Extract<LogEntry, { kind: 'move' }>;

/** Reasons worth naming after a move instruction; the others are clear from the battle line before. */
const MOVE_REASON_KEYS: Partial<Record<MoveReason, MessageKey>> = {
  'short-pool': 'move.reason.short-pool',
  plague: 'move.reason.plague',
  'bonus-cost': 'move.reason.bonus-cost',
  support: 'move.reason.support',
  warlord: 'move.reason.warlord',
  pandemic: 'move.reason.pandemic',
  champion: 'move.reason.champion',
  hero: 'move.reason.hero',
  'light-infantry': 'move.reason.light-infantry',
};

const isProvince = (location: Location): location is ProvinceId =>
  location !== 'pool' && location !== 'setAside' && location !== 'sixBox';

/** The sentence family for a from → to pair, or null for the generic form. */
function moveFamily(from: Location, to: Location): PluralKey | null {
  if (from === 'pool' && isProvince(to)) return 'move.pool-province';
  if (isProvince(from) && to === 'pool') return 'move.province-pool';
  if (isProvince(from) && isProvince(to)) return 'move.province-province';
  if (from === 'pool' && to === 'sixBox') return 'move.pool-sixBox';
  if (isProvince(from) && to === 'sixBox') return 'move.province-sixBox';
  if (from === 'pool' && to === 'setAside') return 'move.pool-setAside';
  if (isProvince(from) && to === 'setAside') return 'move.province-setAside';
  if (from === 'setAside' && to === 'pool') return 'move.setAside-pool';
  return null;
}

/** Plain instruction for the physical board for a `move` entry, e.g. "King Chu: take 4 armies from the pool and place them in Wu". */
export function moveInstruction(entry: MoveEntry, context: FormatContext): string {
  const params = {
    player: playerName(entry.player, context.edition),
    from: locationName(entry.from, entry.box),
    to: locationName(entry.to, entry.box),
    box: entry.box ? provinceName(entry.box) : '?',
  };
  const family = moveFamily(entry.from, entry.to) ?? 'move.other';
  const text = tn(family, entry.count, params);
  const reasonKey = MOVE_REASON_KEYS[entry.reason];
  return reasonKey ? t('move.withReason', { text, reason: t(reasonKey) }) : text;
}

/** Instruction for what to do on the physical board for an entry, or null when nothing on the board changes. */
export function physicalInstruction(entry: LogEntry, context: FormatContext): string | null {
  const { edition } = context;
  switch (entry.kind) {
    case 'move':
      return moveInstruction(entry, context);
    case 'roundStart':
      return entry.turnDisplays
        ? t('instruction.turnDisplays', { round: entry.round, displayRound: columnRound(entry.column) })
        : t('instruction.round', { round: entry.round });
    case 'marker':
      return t('instruction.marker', {
        position: markerPosition(entry.to, edition),
        signed: signedMarker(entry.to),
      });
    case 'setup':
      return entry.headStart
        ? t('instruction.marker', {
            position: markerPosition(entry.marker, edition),
            signed: signedMarker(entry.marker),
          })
        : null;
    case 'eventTurned':
      return t('instruction.eventTurned', { event: eventName(entry.event) });
    case 'recycle':
      return t('instruction.recycle', {
        player: playerName(entry.player, edition),
        card: cardName(entry.card),
      });
    case 'support':
      return t('instruction.support', {
        player: playerName(entry.player, edition),
        card: cardName(entry.card),
      });
    default:
      return null;
  }
}

/** One sentence for the game log, for every LogEntry kind. */
export function describeLogEntry(entry: LogEntry, context: FormatContext): string {
  const { edition } = context;
  const name = (player: 'blue' | 'red') => playerName(player, edition);
  const names = { blueName: name('blue'), redName: name('red') };
  switch (entry.kind) {
    case 'setup':
      return entry.headStart || entry.marker !== 0
        ? t('log.setup.headStart', {
            position: markerPosition(entry.marker, edition),
            signed: signedMarker(entry.marker),
          })
        : t('log.setup');
    case 'roundStart':
      return entry.turnDisplays
        ? t('log.roundStart.turn', { round: entry.round, displayRound: columnRound(entry.column) })
        : t('log.roundStart', { round: entry.round });
    case 'warlordCommitted':
      return t('log.warlordCommitted', { player: name(entry.player) });
    case 'warlord': {
      const params = { player: name(entry.player), warlord: warlordName(entry.warlord) };
      if (entry.from && entry.to) {
        return t('log.warlord.move', {
          ...params,
          from: provinceName(entry.from),
          to: provinceName(entry.to),
        });
      }
      if (entry.province)
        return t('log.warlord.province', { ...params, province: provinceName(entry.province) });
      return t('log.warlord', params);
    }
    case 'support':
      return t('log.support', { player: name(entry.player), card: cardName(entry.card) });
    case 'ordersSealed':
      return t('log.ordersSealed', { player: name(entry.player) });
    case 'sequence': {
      const sequence = entry.sequence.map(provinceName).join(' → ');
      return entry.chooser === null
        ? t('log.sequence.fixed', { sequence })
        : t('log.sequence.chosen', { player: name(entry.chooser), sequence });
    }
    case 'reveal':
      return t('log.reveal', {
        ...names,
        province: provinceName(entry.province),
        blueCard: cardName(entry.blue),
        redCard: cardName(entry.red),
      });
    case 'battle': {
      const params = {
        ...names,
        province: provinceName(entry.province),
        blueValue: entry.blueValue,
        redValue: entry.redValue,
      };
      return entry.winner === null || entry.margin === 0
        ? t('log.battle.draw', params)
        : t('log.battle.win', { ...params, winner: name(entry.winner), margin: entry.margin });
    }
    case 'plague': {
      const province = provinceName(entry.province);
      if (entry.owner === null || entry.lost <= 0) {
        return t(entry.deadly ? 'log.plague.deadly.none' : 'log.plague.none', { province });
      }
      return tn(entry.deadly ? 'log.plague.deadly' : 'log.plague', entry.lost, {
        province,
        player: name(entry.owner),
      });
    }
    case 'cancelled':
      return t(entry.reason === 'plague' ? 'log.cancelled.plague' : 'log.cancelled.same-bonus', {
        province: provinceName(entry.province),
        player: name(entry.player),
        card: cardName(entry.card),
      });
    case 'move':
      return t('log.move', { text: moveInstruction(entry, context) });
    case 'shortfall':
      return tn('log.shortfall', entry.missing, {
        player: name(entry.player),
        province: provinceName(entry.province),
      });
    case 'recycle':
      return t('log.recycle', { player: name(entry.player), card: cardName(entry.card) });
    case 'eventTurned':
      return t('log.eventTurned', {
        event: eventName(entry.event),
        description: eventDescription(entry.event, edition),
      });
    case 'event':
      return entry.players.length === 0
        ? t('log.event.nobody', { event: eventName(entry.event) })
        : t('log.event', { event: eventName(entry.event), players: joinNames(entry.players.map(name)) });
    case 'extraWarlord':
      return entry.open === null
        ? t('log.extraWarlord.secret', { player: name(entry.player) })
        : t('log.extraWarlord.open', { player: name(entry.player), warlord: warlordName(entry.open) });
    case 'marker':
      return t('log.marker', {
        fromSigned: signedMarker(entry.from),
        toSigned: signedMarker(entry.to),
        reason: t(`log.marker.reason.${entry.reason}`),
      });
    case 'score': {
      const params = { ...names, round: entry.round, blue: entry.blue, red: entry.red };
      const diff = entry.blue - entry.red;
      if (diff === 0) return t('log.score.even', { ...params, signed: signedMarker(entry.marker) });
      return t('log.score.move', {
        ...params,
        diff: Math.abs(diff),
        leader: name(diff > 0 ? 'blue' : 'red'),
        signed: signedMarker(entry.marker),
      });
    }
    case 'draw': {
      const player = name(entry.player);
      if (entry.drew <= 0) return t('log.draw.none', { player });
      const params = { player, drew: cards(entry.drew), kept: entry.kept, returned: entry.returned };
      return entry.returned <= 0 ? t('log.draw.keepAll', params) : t('log.draw', params);
    }
    case 'gameOver': {
      const reason = t(`gameOver.${entry.reason}`);
      return entry.winner === 'draw'
        ? t('log.gameOver.draw', { reason })
        : t('log.gameOver.win', { player: name(entry.winner), reason });
    }
    default:
      return assertNever(entry);
  }
}

function assertNever(value: never): never {
  throw new Error(`Unknown log entry: ${JSON.stringify(value)}`);
}
