import { t } from '../../i18n';
import { eventsInPlay, type PublicState } from '../../../engine';
import { eventDescription, eventName } from '../../format';
import './FaceUpEvent.css';

/** The face-up event card in a line or two (issue 20): its name and what triggers it (R-V6); nothing without events. */
export function FaceUpEvent({ state }: { state: PublicState }) {
  if (!eventsInPlay(state.setup.options)) return null;
  const faceUp = state.events.faceUp;
  return (
    <aside class="face-up-event" aria-label={t('faceUp.title')} data-testid="face-up-event">
      <span class="face-up-event__label">{t('faceUp.title')}</span>
      {faceUp ? (
        <>
          <strong class="face-up-event__name">{eventName(faceUp)}</strong>
          <span class="face-up-event__desc">{eventDescription(faceUp, state.setup.options.edition)}</span>
        </>
      ) : (
        <span class="face-up-event__desc">{t('faceUp.none')}</span>
      )}
    </aside>
  );
}
