import { useState } from 'preact/hooks';
import { t } from '../../i18n';
import {
  BLUE_WARLORDS,
  isFramed,
  RED_WARLORDS,
  PROVINCES,
  type Action,
  type Card,
  type Player,
  type ProvinceId,
  type WarlordId,
} from '../../../engine';
import { recordAction, refuseApp } from '../../game/controller';
import { currentState } from '../../game/local-game';
import { playableInWindow, supportCardsOwned, WINDOW_WARLORDS } from '../../game/window-offers';
import { handNow } from '../../game/hand-now';
import { cardName, provinceName, warlordName } from '../../format';
import { PlayerBadge } from '../PlayerBadge/PlayerBadge';
import { WarlordCodeEntry } from '../WarlordCode/WarlordCode';
import type { StepProps } from './types';
import { useSharedPhone } from './shared-phone';
import { useSoloPhone } from '../Solo/solo-context';
import { seatOf } from '../../game/pass-and-play';

/** Marks a warlord whose salt the other player must type on this phone. */
const ASK = '?';

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
  const [awaitingCode, setAwaitingCode] = useState<Extract<Action, { type: 'warlord' }> | null>(null);
  const shared = useSharedPhone();
  const solo = useSoloPhone();
  // On a shared phone both players watch: nobody's held warlords or hand are listed, only what is public.
  // Against the phone only the person looks, so the person's own warlords and hand are listed (from their seat).
  const person = solo !== null && player !== solo.computer;
  const mine = (player === game.session.me && !shared) || person;
  const own = person ? seatOf(game, player) : game;
  // Secret warlords of this phone's player (with their salts), and warlords held openly (War Chariot).
  const secret = mine ? (own.priv?.warlords ?? []).filter((w) => !w.used) : [];
  const open = state.players[player].openWarlords.map((id) => ({ id, salt: undefined }));
  // The other player's secret warlords: they prove theirs by typing the code their phone shows.
  // (a War Chariot slot not committed yet is nothing to play, R-W12)
  const hidden = state.players[player].commitments.some((c) => c.revealed === null && c.hash !== null);
  const theirs =
    !mine && hidden
      ? (player === 'blue' ? BLUE_WARLORDS : RED_WARLORDS).map((id) => ({ id, salt: ASK }))
      : [];
  const warlords = [...secret, ...open, ...theirs].filter((w) =>
    playableInWindow(state, player, w.id, window),
  );
  const setAside = state.players[player].setAside;
  // R-X1: this phone's player discards from its hand; the other player names a card it still owns.
  const supportCards: Card[] = mine
    ? [...new Set(handNow(own).filter((card) => !isFramed(card)))]
    : supportCardsOwned(state, player);
  if (warlords.length === 0 && (setAside === 0 || supportCards.length === 0)) return null;

  const play = (action: Action) => {
    setOpen(null);
    setFrom(null);
    if (action.type === 'warlord' && action.salt === ASK) {
      if (!shared) {
        setAwaitingCode(action);
        return;
      }
      // Shared phone: the proof comes from the player's own seat, no code to type.
      const salt = shared.warlordSalt(player, action.warlord);
      void apply(
        salt === null
          ? refuseApp('app/warlord-not-held')
          : recordAction(game, { ...action, salt }, Date.now()),
      );
      return;
    }
    if (action.type === 'support' && shared && action.card && !shared.holdsCard(player, action.card)) {
      void apply(refuseApp('app/card-not-in-hand'));
      return;
    }
    void apply(recordAction(game, action, Date.now()));
  };
  if (awaitingCode) {
    return (
      <WarlordCodeEntry
        warlord={awaitingCode.warlord}
        onCancel={() => setAwaitingCode(null)}
        onCode={(salt) => {
          setAwaitingCode(null);
          void apply(recordAction(game, { ...awaitingCode, salt }, Date.now()));
        }}
      />
    );
  }
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
          <div key={w.id} class="fieldset-box">
            <fieldset class="choice-group">
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
          </div>
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
                aria-label={t('plan.supportCard', { card: cardName(card) })}
                onClick={() => play({ type: 'support', player, card })}
              >
                {cardName(card)}
              </button>
            ))}
          </div>
        </>
      )}
    </div>
  );
}
