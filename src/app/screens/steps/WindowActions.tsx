import { Fragment } from 'preact';
import { useState } from 'preact/hooks';
import { t } from '../../i18n';
import {
  WARLORD_RULE,
  type Action,
  type Card,
  type Edition,
  type Player,
  type ProvinceId,
  type WarlordId,
  type WarlordTarget,
} from '../../../engine';
import { recordAction, type Change } from '../../game/core/controller';
import { refusalText, ruleText } from '../../game/core/refusal-text';
import { publicView } from '../../game/core/public-view';
import { publicLog } from '../../game/core/round-log';
import { WINDOW_WARLORDS, windowOffers, type WindowOffers } from '../../game/round/window-offers';
import {
  personWindowOffers,
  proveWindowPick,
  windowTap,
  type WindowPick,
} from '../../game/round/window-proof';
import { currentState } from '../../game/core/local-game';
import { OwnerStep, type OwnerAnswer } from './OwnerStep';
import { cardName, provinceName, warlordName } from '../../format';
import { PlayerBadge } from '../../components/PlayerBadge/PlayerBadge';
import { WarlordCodeEntry } from '../../components/WarlordCode/WarlordCode';
import { WhyRule } from '../../components/WhyRule/WhyRule';
import type { StepProps } from '../../components/step-props';
import { useSharedPhone } from './shared-phone';
import { useSoloPhone } from '../../components/Solo/solo-context';
import { seatOf } from '../../game/pass/pass-and-play';

/** Props of the window actions. */
export interface WindowActionsProps extends StepProps {
  player: Player;
  /** 'start': before orders are sealed; 'end': after the last battle (R-W11). */
  window: 'start' | 'end';
}

/**
 * The table phone's optional public actions for one player in a window: window warlords and exceptional
 * support (R-W11, R-X1). Both players watch it, so the row lists only public information (PRODUCT.md
 * "What each phone proves") and a tap answers from it alone (window-proof.ts windowTap): a secret play
 * opens its owner's step (OwnerStep), where only their own side proves it or says they do not hold it;
 * the guest's warlord on the table phone asks for its code. Against the phone only the person looks, so their own warlords and hand are listed
 * and proved at once.
 */
export function WindowActions({ game, apply, player, window }: WindowActionsProps) {
  const [awaitingCode, setAwaitingCode] = useState<Extract<Action, { type: 'warlord' }> | null>(null);
  const [refusal, setRefusal] = useState<RowRefusal | null>(null);
  const [owner, setOwner] = useState<WindowPick | null>(null);
  const shared = useSharedPhone();
  const solo = useSoloPhone();
  const person = solo !== null && player !== solo.computer;
  const offers = person
    ? personWindowOffers(game, seatOf(game, player), player, window)
    : windowOffers(publicView(game).state, player, window);

  // A refusal is said in this row, next to the control that caused it, not at the top.
  const record = (pick: WindowPick, change: Change) => {
    if (change.ok) void apply(change);
    else if (change.refusal.source === 'engine') {
      const { code, message } = change.refusal.rejection;
      setRefusal({
        text: t('game.refused', { reason: ruleText(code, message) }),
        rule: code.split('/')[0] ?? code,
        ...warlordOfPick(pick),
      });
    } else setRefusal({ text: refusalText(change.refusal), rule: ruleOfPick(pick), ...warlordOfPick(pick) });
  };
  const play = (pick: WindowPick) => {
    setRefusal(null);
    // Against the phone only the person looks: their own side answers at once.
    if (person) {
      const proof = proveWindowPick(game, pick, shared);
      if (proof.kind === 'refused')
        setRefusal({ text: t(proof.reason), rule: ruleOfPick(pick), ...warlordOfPick(pick) });
      else if (proof.kind === 'code') setAwaitingCode(proof.action);
      else record(pick, recordAction(game, proof.action, Date.now()));
      return;
    }
    // Both watch: the tap answers from public information only; a secret play goes to its owner's step.
    const tap = windowTap(game, pick, shared);
    if (tap.kind === 'owner') setOwner(tap.pick);
    else if (tap.kind === 'code') setAwaitingCode(tap.action);
    else record(pick, recordAction(game, tap.action, Date.now()));
  };
  if (owner) {
    const answer = (): OwnerAnswer => {
      const proof = proveWindowPick(game, owner, shared);
      if (proof.kind === 'refused') return { held: false, refusal: notHeldText(owner) };
      return {
        held: true,
        play: () => {
          setOwner(null);
          if (proof.kind === 'code') setAwaitingCode(proof.action);
          else record(owner, recordAction(game, proof.action, Date.now()));
        },
      };
    };
    return (
      <OwnerStep
        player={owner.player}
        edition={currentState(game).setup.options.edition}
        play={pickWords(owner)}
        passed={shared !== null}
        answer={answer}
        onBack={() => setOwner(null)}
      />
    );
  }
  if (awaitingCode) {
    return (
      <WarlordCodeEntry
        warlord={awaitingCode.warlord}
        onCancel={() => setAwaitingCode(null)}
        onCode={(salt) => {
          setAwaitingCode(null);
          record(awaitingCode, recordAction(game, { ...awaitingCode, salt }, Date.now()));
        }}
      />
    );
  }
  const view = publicView(game);
  // What this player discarded for support this round (public: it is in the log), said at once, so a second tap does not discard it again.
  const supported = publicLog(view.setup, view.record).flatMap(({ round, entry }) =>
    round === view.state.round && entry.kind === 'support' && entry.player === player && entry.card
      ? [entry.card]
      : [],
  );
  return (
    <WindowRow
      offers={offers}
      supported={supported}
      player={player}
      edition={view.state.setup.options.edition}
      onPick={play}
      refusal={refusal}
    />
  );
}

/** A secret play in words, as its owner's step names it. */
export function pickWords(pick: WindowPick): string {
  if (pick.type === 'support') return t('owner.play.support', { card: cardName(pick.card) });
  const name = warlordName(pick.warlord);
  if (pick.from && pick.to)
    return t('owner.play.warlordMove', { name, from: provinceName(pick.from), to: provinceName(pick.to) });
  if (pick.province) return t('owner.play.warlordIn', { name, province: provinceName(pick.province) });
  return t('owner.play.warlord', { name });
}

/** The owner's own step, when their side does not hold the play: said to them alone. */
function notHeldText(pick: WindowPick): string {
  return pick.type === 'support'
    ? t('owner.notHeld.card', { card: cardName(pick.card) })
    : t('owner.notHeld.warlord', { name: warlordName(pick.warlord) });
}

/** A refusal said in a window row: plain words, and the ruling id behind a "why?" disclosure. */
export interface RowRefusal {
  text: string;
  rule: string;
  /** The warlord whose Play caused it (said right under that button); absent for a support card. */
  warlord?: WarlordId;
}

/** The warlord of a pick, to say its refusal under its button; nothing for a support card. */
function warlordOfPick(pick: WindowPick): { warlord?: WarlordId } {
  return pick.type === 'warlord' ? { warlord: pick.warlord } : {};
}

/** A refusal in plain words; its ruling id only behind "why?". */
function RefusalNote({ refusal }: { refusal: RowRefusal }) {
  return (
    <p class="step__error window-refusal" role="alert">
      {refusal.text}
      <WhyRule rules={refusal.rule} />
    </p>
  );
}

/** The ruling a pick falls under: the warlord's (R-W…) or exceptional support's (R-X1). */
function ruleOfPick(pick: WindowPick): string {
  return pick.type === 'warlord' ? WARLORD_RULE[pick.warlord] : 'R-X1';
}

/** Props of a window row: only the offers (public on a shared screen), whose row it is, and the tap. */
export interface WindowRowProps {
  offers: WindowOffers;
  /** Cards this player discarded for support this round (public), said under the row. */
  supported: readonly Card[];
  player: Player;
  edition: Edition;
  onPick: (pick: WindowPick) => void;
  /** Why the last pick in this row was refused, said under its controls; null when nothing was refused. */
  refusal?: RowRefusal | null;
}

/** One player's row in a window: a button per warlord (then its province), a chip per support card. */
export function WindowRow({ offers, supported, player, edition, onPick, refusal = null }: WindowRowProps) {
  const [opened, setOpen] = useState<WarlordId | null>(null);
  const [from, setFrom] = useState<ProvinceId | null>(null);
  const { warlords, support } = offers;
  if (warlords.length === 0 && support.length === 0 && supported.length === 0) return null;
  const close = () => {
    setOpen(null);
    setFrom(null);
  };
  const pick = (chosen: WindowPick) => {
    close();
    onPick(chosen);
  };
  const warlordPick = (id: WarlordId, extra: { province?: ProvinceId; from?: ProvinceId; to?: ProvinceId }) =>
    pick({ type: 'warlord', player, warlord: id, ...extra });

  return (
    <div class="option-card">
      <h3>
        <PlayerBadge player={player} edition={edition} />
      </h3>
      {warlords.map(({ id, targets }) => {
        const needs = WINDOW_WARLORDS[id];
        if (opened !== id) {
          return (
            <Fragment key={id}>
              <button
                type="button"
                class="button"
                onClick={() => (needs === 'none' ? warlordPick(id, {}) : setOpen(id))}
              >
                {t('plan.warlordPlay', { name: warlordName(id) })}
              </button>
              {refusal?.warlord === id && <RefusalNote refusal={refusal} />}
            </Fragment>
          );
        }
        const label =
          needs === 'move' ? (from ? t('plan.warlordTo') : t('plan.warlordFrom')) : t('plan.warlordProvince');
        return (
          <div key={id} class="fieldset-box">
            <fieldset class="choice-group">
              <legend class="choice-group__legend">
                {warlordName(id)} — {label}
              </legend>
              <div class="card-grid">
                {choices(needs, targets, from).map((province) => (
                  <button
                    key={province}
                    type="button"
                    class="button"
                    onClick={() => {
                      if (needs === 'province') warlordPick(id, { province });
                      else if (!from) setFrom(province);
                      else warlordPick(id, { from, to: province });
                    }}
                  >
                    {provinceName(province)}
                  </button>
                ))}
              </div>
              <button type="button" class="button" onClick={close}>
                {t('common.cancel')}
              </button>
            </fieldset>
          </div>
        );
      })}
      {support.length > 0 && (
        <>
          <p>{t('plan.support')}</p>
          <div class="card-grid">
            {support.map((card) => (
              <button
                key={card}
                type="button"
                class="card-chip"
                aria-label={t('plan.supportCard', { card: cardName(card) })}
                onClick={() => pick({ type: 'support', player, card })}
              >
                {cardName(card)}
              </button>
            ))}
          </div>
        </>
      )}
      {refusal && (refusal.warlord === undefined || !warlords.some((w) => w.id === refusal.warlord)) && (
        <RefusalNote refusal={refusal} />
      )}

      <p class="step__help" role="status">
        {supported.length > 0 && t('plan.supported', { cards: supported.map(cardName).join(', ') })}
      </p>
    </div>
  );
}

/** The provinces to offer at this point of a target choice, only those the rules allow. */
function choices(
  needs: 'province' | 'move' | 'none' | null,
  targets: readonly WarlordTarget[],
  from: ProvinceId | null,
): ProvinceId[] {
  const out: ProvinceId[] = [];
  for (const target of targets) {
    const province =
      needs === 'province'
        ? target.province
        : from === null
          ? target.from
          : target.from === from
            ? target.to
            : undefined;
    if (province !== undefined && !out.includes(province)) out.push(province);
  }
  return out;
}
