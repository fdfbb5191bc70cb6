// The face-up event card in one line on the reveal: its name and what sets it off (R-V7),
// so the players see what may happen in each battle without leaving the screen.
import type { Edition, EventId } from '../../../engine/types';
import { t, type MessageKey } from '../../i18n';
import { eventName } from '../../format';
import './Battle.css';

/** The short trigger of an event; Light Infantry's differs by rules edition (RULINGS §11). */
function trigger(event: EventId, edition: Edition): string {
  const key = event === 'light-infantry' && edition === 'pl' ? 'light-infantry.pl' : event;
  return t(`battle.trigger.${key}` as MessageKey);
}

/** Props of the event chip. */
export interface EventChipProps {
  event: EventId;
  edition: Edition;
}

/** "Event: Hero — a 10 that does not win: 2 armies set aside". */
export function EventChip({ event, edition }: EventChipProps) {
  return (
    <p class="battle-event">
      <span class="battle-event__label">{t('battle.event')}:</span> <strong>{eventName(event)}</strong> –{' '}
      {trigger(event, edition)}
    </p>
  );
}
