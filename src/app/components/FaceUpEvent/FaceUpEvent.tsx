import { t } from '../../i18n';
import { eventsInPlay, type PublicState } from '../../../engine';
import { eventDescription, eventName } from '../../format';
import { eventInView } from '../../game/round/flow';
import './FaceUpEvent.css';

/** The face-up event card in a line or two: its name and what triggers it (R-V6), from setup on (round 1 is planned with it); nothing without events. */
export function FaceUpEvent({ state }: { state: PublicState }) {
  if (!eventsInPlay(state.setup.options)) return null;
  const faceUp = eventInView(state);
  // The players' own deck, its top card turned at setup but not yet named to this phone.
  const turnedTop =
    !faceUp && state.events.unknownOrder && state.events.discarded.length === 0 && state.round <= 1;
  return (
    <aside class="face-up-event" aria-label={t('faceUp.title')} data-testid="face-up-event">
      <span class="face-up-event__label">{t('faceUp.title')}</span>
      {faceUp ? (
        <>
          <strong class="face-up-event__name">{eventName(faceUp)}</strong>
          <span class="face-up-event__desc">{eventDescription(faceUp, state.setup.options.edition)}</span>
        </>
      ) : (
        <span class="face-up-event__desc">{t(turnedTop ? 'faceUp.turnTop' : 'faceUp.none')}</span>
      )}
    </aside>
  );
}
