import { useState } from 'preact/hooks';
import { t } from '../../i18n';
import {
  isFramed,
  PROVINCES,
  type Action,
  type Card,
  type Player,
  type ProvinceId,
  type WarlordId,
} from '../../../engine';
import { recordAction } from '../../game/controller';
import { currentState } from '../../game/local-game';
import { cardName, provinceName, warlordName } from '../../format';
import { PlayerBadge } from '../PlayerBadge/PlayerBadge';
import type { StepProps } from './types';

/** Warlords played in a window before or after the battles (R-W11), with what each needs. */
const WINDOW_WARLORDS: Record<WarlordId, 'province' | 'move' | 'none' | null> = {
  reinforce: 'province',
  'remove-army': 'province',
  'move-army': 'move',
  'deadly-plague': 'none',
  'second-six': null,
  'counter-plague': null,
  'recycle-plague': null,
  'cap-at-six': null,
  'head-start': null,
  'recycle-minus-one': null,
};

/** Props of the window actions. */
export interface WindowActionsProps extends StepProps {
  player: Player;
  /** 'start': before orders are sealed; 'end': after the last battle (R-W11). */
  window: 'start' | 'end';
}

/** The table phone's optional public actions for one player in a window: window warlords and exceptional support (R-X1). */
export function WindowActions({ game, apply, player, window }: WindowActionsProps) {
  const state = currentState(game);
  const edition = state.setup.options.edition;
  const [opened, setOpen] = useState<WarlordId | 'support' | null>(null);
  const [from, setFrom] = useState<ProvinceId | null>(null);
  const mine = player === game.session.me;
  // Secret warlords of this phone's player (with their salts), and warlords held openly (War Chariot).
  const secret = mine ? (game.priv?.warlords ?? []).filter((w) => !w.used) : [];
  const open = state.players[player].openWarlords.map((id) => ({ id, salt: undefined }));
  const warlords = [...secret, ...open].filter(
    (w) =>
      WINDOW_WARLORDS[w.id] !== null &&
      (window === 'start' || w.id !== 'deadly-plague') &&
      !state.players[player].usedWarlords.includes(w.id),
  );
  const setAside = state.players[player].setAside;
  const supportCards: Card[] = mine
    ? [...new Set((game.priv?.hand ?? []).filter((card) => !isFramed(card)))]
    : [];
  if (warlords.length === 0 && (setAside === 0 || supportCards.length === 0)) return null;

  const play = (action: Action) => {
    setOpen(null);
    setFrom(null);
    void apply(recordAction(game, action, Date.now()));
  };
  const warlordAction = (
    id: WarlordId,
    salt: string | undefined,
    extra: Partial<Extract<Action, { type: 'warlord' }>>,
  ): Action => ({ type: 'warlord', player, warlord: id, ...(salt === undefined ? {} : { salt }), ...extra });

  return (
    <div class="option-card">
      <h3>
        <PlayerBadge player={player} edition={edition} />
      </h3>
      {warlords.map((w) => {
        const needs = WINDOW_WARLORDS[w.id];
        if (opened !== w.id) {
          return (
            <button
              key={w.id}
              type="button"
              class="button"
              onClick={() => (needs === 'none' ? play(warlordAction(w.id, w.salt, {})) : setOpen(w.id))}
            >
              {t('plan.warlordPlay', { name: warlordName(w.id) })}
            </button>
          );
        }
        const label =
          needs === 'move' ? (from ? t('plan.warlordTo') : t('plan.warlordFrom')) : t('plan.warlordProvince');
        return (
          <fieldset key={w.id} class="choice-group">
            <legend class="choice-group__legend">
              {warlordName(w.id)} — {label}
            </legend>
            <div class="card-grid">
              {PROVINCES.map((province) => (
                <button
                  key={province}
                  type="button"
                  class="button"
                  onClick={() => {
                    if (needs === 'province') play(warlordAction(w.id, w.salt, { province }));
                    else if (!from) setFrom(province);
                    else play(warlordAction(w.id, w.salt, { from, to: province }));
                  }}
                >
                  {provinceName(province)}
                </button>
              ))}
            </div>
          </fieldset>
        );
      })}
      {setAside > 0 && supportCards.length > 0 && (
        <>
          <p>{t('plan.support')}</p>
          <div class="card-grid">
            {supportCards.map((card) => (
              <button
                key={card}
                type="button"
                class="card-chip"
                onClick={() => play({ type: 'support', player, card })}
              >
                {t('plan.supportCard', { card: cardName(card) })}
              </button>
            ))}
          </div>
        </>
      )}
    </div>
  );
}
