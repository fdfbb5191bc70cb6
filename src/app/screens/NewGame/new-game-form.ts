// The new-game form's data and its validation, kept apart from the component so it is testable.
import type { Displays, Edition, GameOptions, Player, ProvinceId, Variant } from '../../../engine/types';
import type { NewGameChoices } from '../../game/core/new-game-choices';
import { PROVINCES } from '../../../engine/types';
import { handshakeNeeded } from '../../../protocol';
import type { Level } from '../../../opponent/api';
import { parseDisplay } from '../../my-box';

/** How the event deck is used: not at all, shuffled by the app, or the real cards as turned up. */
export type EventsChoice = 'off' | 'app' | 'physical';

/** Two phones swapping QR codes, one phone passed between the players, or one player against the phone. */
export type PlayMode = 'two-phones' | 'pass-and-play' | 'solo';

/** What the table player fills in. Display values are typed as three digits per province ("143"). */
export interface NewGameForm {
  mode: PlayMode;
  edition: Edition;
  variant: Variant;
  events: EventsChoice;
  cardMode: GameOptions['cardMode'];
  tablePlays: Player;
  /** Against the phone: how well it plays. */
  level: Level;
  displays: Record<ProvinceId, string>;
}

export type { NewGameChoices } from '../../game/core/new-game-choices';

/** A fresh form: the edition follows the app language. */
export function defaultForm(language: Edition): NewGameForm {
  return {
    mode: 'two-phones',
    edition: language,
    variant: 'standard',
    events: 'app',
    cardMode: 'physical',
    tablePlays: 'blue',
    level: 'normal',
    displays: { qin: '', chu: '', jinyan: '', hanqi: '', wu: '' },
  };
}

/** Validates the form: the choices, or the provinces whose display values are not three digits. */
export function validateForm(
  form: NewGameForm,
): { ok: true; choices: NewGameChoices } | { ok: false; badDisplays: ProvinceId[] } {
  const badDisplays = PROVINCES.filter((p) => parseDisplay(form.displays[p]) === null);
  if (badDisplays.length > 0) return { ok: false, badDisplays };
  const displays = Object.fromEntries(PROVINCES.map((p) => [p, parseDisplay(form.displays[p])])) as Displays;
  // R-E6: the Polish beginner game also leaves out the event cards.
  const eventsAllowed = !(form.variant === 'beginner' && form.edition === 'pl');
  const events = eventsAllowed && form.events !== 'off';
  const options: GameOptions = {
    edition: form.edition,
    variant: form.variant,
    events,
    eventDeck: form.events === 'physical' ? 'physical' : 'app',
    cardMode: form.cardMode,
    plagueCancelsCosts: true, // R-P2 default
    costsBeforeMargin: true, // R-B5 default
  };
  // Two phones with app-dealt cards or the app's event deck: both phones add to what the app deals.
  const handshake = form.mode === 'two-phones' && handshakeNeeded(options);
  return {
    ok: true,
    choices: {
      tablePlays: form.tablePlays,
      passAndPlay: form.mode === 'pass-and-play',
      ...(form.mode === 'solo' ? { solo: { level: form.level } } : {}),
      ...(handshake ? { handshake: true } : {}),
      displays,
      options,
    },
  };
}
