import { useMemo } from 'preact/hooks';
import { t } from '../../i18n';
import {
  EVENTS,
  PROVINCES,
  type Action,
  type EventId,
  type ProvinceId,
  type WarlordId,
} from '../../../engine';
import { takeBack, takeBackOffer, type TakeBackOffer } from '../../game/round/take-back';
import { cardName, eventName, playerName, provinceName, warlordName } from '../../format';
import type { StepProps } from '../../components/step-props';

const isProvince = (choice: string): choice is ProvinceId =>
  (PROVINCES as readonly string[]).includes(choice);
const isEvent = (choice: string): choice is EventId => (EVENTS as readonly string[]).includes(choice);

/** A run of armies taken as one step, in words: "3 armies taken from Wu and the pool". */
function takeRunWords(actions: readonly Action[]): string {
  const places: string[] = [];
  for (const action of actions)
    if (action.type === 'decide' && !places.includes(action.choice)) places.push(action.choice);
  const names = places.map((p) => (isProvince(p) ? provinceName(p) : t('takeBack.thePool')));
  const last = names.pop() ?? '';
  const from = names.length > 0 ? t('takeBack.listAnd', { first: names.join(', '), last }) : last;
  return t('takeBack.takeRun', { count: actions.length, from });
}

/** The step a take-back undoes, in words: "armies taken from Wu", "Deadly Plague played", "Blue: Done". */
export function takeBackWords(offer: TakeBackOffer, edition: 'en' | 'pl'): string {
  const action = offer.action;
  if (action.type === 'pass') return t('reveal.done', { player: playerName(action.player, edition) });
  if (action.type === 'warlord') return t('takeBack.warlord', { warlord: warlordName(action.warlord) });
  if (action.type === 'support' && action.card) return t('takeBack.support', { card: cardName(action.card) });
  if (action.type !== 'decide') return t('takeBack.last');
  const choice = action.choice;
  switch (offer.decision?.kind) {
    case 'take':
      if (offer.tapped.length > 1) return takeRunWords(offer.tapped);
      if (choice === 'pool') return t('takeBack.takePool');
      return isProvince(choice) ? t('takeBack.take', { from: provinceName(choice) }) : t('takeBack.last');
    case 'reactiveWarlord':
      return choice === 'none'
        ? t('takeBack.noWarlord')
        : t('takeBack.warlord', { warlord: warlordName(choice as WarlordId) });
    case 'lightInfantry':
      return choice === 'take' ? t('takeBack.lightInfantry') : t('takeBack.lightInfantryDeclined');
    case 'extraWarlord':
      return choice === 'commit'
        ? t('takeBack.extraSecret')
        : t('takeBack.extraWarlord', { warlord: warlordName(choice as WarlordId) });
    case 'turnEvent':
      return isEvent(choice) ? t('takeBack.event', { event: eventName(choice) }) : t('takeBack.last');
    default:
      return t('takeBack.last');
  }
}

/** Table phone, reveal and end window: takes back the latest tap, named on the button; shown only when there is one. */
export function TakeBackButton({ game, apply, edition }: StepProps & { edition: 'en' | 'pl' }) {
  const offer = useMemo(() => takeBackOffer(game), [game]);
  if (!offer) return null;
  return (
    <div class="reveal__take-back">
      <button type="button" class="button" onClick={() => void apply(takeBack(game, Date.now()))}>
        <span aria-hidden="true">↶ </span>
        {t('takeBack.button', { step: takeBackWords(offer, edition) })}
      </button>
    </div>
  );
}
