import { useEffect, useState } from 'preact/hooks';
import { t } from '../../i18n';
import { chooser, PROVINCES, type Card, type Orders, type ProvinceId } from '../../../engine';
import { confirmPlanDraw, planAction, planOptions, sealOrders, updatePlan } from '../../game/core/controller';
import { currentState, playingRound, type LocalGame, type ShownMessage } from '../../game/core/local-game';
import { refusalText } from '../../game/core/refusal-text';
import { cardName, columnRound, displayColumn, physicalInstruction, provinceName } from '../../format';
import { FaceUpEvent } from '../../components/FaceUpEvent/FaceUpEvent';
import { gameLog } from '../../game/core/round-log';
import { handNow } from '../../game/core/hand-now';
import {
  keepChosen,
  keepDraw,
  keptCards,
  keptOnPlan,
  ordersWithin,
  planDraw,
  planHand,
  type KeepDraw,
} from '../../game/round/draw-on-plan';
import { KeepOnPlan, PlanDraw } from '../../components/PlanDraw/PlanDraw';
import { PlayerBadge } from '../../components/PlayerBadge/PlayerBadge';
import { WindowActions } from './WindowActions';
import { UnpaidDiscardWarning } from './UnpaidDiscard';
import { WarlordCodeCard } from '../../components/WarlordCode/WarlordCode';
import { ShowCode } from '../../components/ShowCode/ShowCode';
import { ScanMessage } from './ScanMessage';
import {
  earlyWarlordOffer,
  earlyWarlordShown,
  showEarlyWarlord,
  tableAwaitsEarlyWarlord,
} from '../../game/round/early-warlord';
import {
  earlyExtraWarlordOffer,
  showEarlyExtraWarlord,
  startExtraWarlord,
  tableAwaitsEarlyExtraWarlord,
} from '../../game/two-phone/early-extra-warlord';
import { warlordName } from '../../format';
import type { StepProps } from '../../components/step-props';
import { useSharedPhone } from './shared-phone';
import './PlanStep.css';

/** The draw with the copies the player tapped pressed, while they hold the cards the draft keeps. */
function keptAsTapped(draw: KeepDraw | null, tapped: number[] | null): KeepDraw | null {
  if (!draw || !tapped) return draw;
  const same = (a: Card[], b: Card[]) => [...a].sort().join() === [...b].sort().join();
  return same(keptCards({ ...draw, kept: tapped }), keptCards(draw)) ? { ...draw, kept: tapped } : draw;
}

/** The plan as the player taps it: the orders, the battle order, and the draw's mark or kept cards (R-R4). */
interface Draft {
  orders: Partial<Orders>;
  sequence: ProvinceId[] | null;
  putBack?: number | null;
  kept?: Card[];
}

function firstEmpty(orders: Partial<Orders>, after: ProvinceId): ProvinceId {
  const start = PROVINCES.indexOf(after);
  for (let i = 1; i <= PROVINCES.length; i++) {
    const province = PROVINCES[(start + i) % PROVINCES.length]!;
    if (!orders[province]) return province;
  }
  return after;
}

/** Props of the plan: `onWindow` is told when the table's window both players watch opens or closes. */
export interface PlanStepProps extends StepProps {
  onWindow?: (open: boolean) => void;
  /** The window open from the first render (closed unless given). */
  windowAtFirst?: boolean;
}

/** Planning a round: a card for each province from the hand, the battle order when this player chooses it, then seal. */
export function PlanStep({ game, apply, onWindow, windowAtFirst = false }: PlanStepProps) {
  const state = currentState(game);
  const me = game.session.me;
  // On a shared phone the start-of-round window has its own screen, watched by both players.
  const shared = useSharedPhone();
  const edition = state.setup.options.edition;
  const round = playingRound(game);
  const plan = game.plan?.round === round ? game.plan : null;
  const iChoose = chooser(state) === me;
  // The draft lives here while the player taps, and is saved in the background: quick taps never
  // build on a game that has not been saved yet (which lost a placement under load).
  const [draft, setDraft] = useState<Draft>(() => ({
    orders: plan?.orders ?? {},
    sequence: plan?.sequence ?? (iChoose ? [...PROVINCES] : null),
    ...(plan?.putBack !== undefined ? { putBack: plan.putBack } : {}),
    ...(plan?.kept !== undefined ? { kept: plan.kept } : {}),
  }));
  const { orders } = draft;
  // R-E2: only the player who chooses the order of the battles sends one; who chooses may change after the
  // plan was begun (a start-of-round warlord moving armies), so it follows the position now.
  const sequence = iChoose ? (draft.sequence ?? [...PROVINCES]) : null;
  // A draw pending is chosen here (R-R4: the mark, or the real cards kept, in the draft) and confirmed by the seal.
  const withDraft = updatePlan(game, { ...draft, sequence }, 0);
  const draw = planDraw(withDraft);
  // The copies tapped stay the ones shown pressed (two alike cards are one card to the draft, R-R4).
  const [keptAt, setKeptAt] = useState<number[] | null>(null);
  const keeping = keptAsTapped(keepDraw(withDraft), keptAt);
  const [drawNote, setDrawNote] = useState<string | null>(null);
  const [keepRefused, setKeepRefused] = useState(false);
  // What uses the hand before sealing (the window's discards, early codes) acts on the draw confirmed as marked.
  const confirmed = draw || keeping ? confirmPlanDraw(withDraft, Date.now()) : null;
  const ahead = confirmed?.ok ? confirmed.game : game;
  const [active, setActive] = useState<ProvinceId>(() => PROVINCES.find((p) => !orders[p]) ?? 'qin');
  const [error, setError] = useState<string | null>(null);
  // Guest: an early warlord commitment code is held up to the table phone's camera, so while it is up it
  // is the whole screen, with nothing of the hand or the plan; one tap goes back to the orders.
  const early = shared ? null : earlyWarlordShown(game);
  const [codeUp, setCodeUp] = useState(true);
  // Table, two phones: "Before sealing" is the window both players watch (R-W11, R-X1), so while it is
  // open the plan (hand, orders) is put away, and GameScreen puts the recovery code away.
  // From round 2 the same window is also offered under the round record (table-window.ts); this one
  // stays for round 1, physical cards and a card just drawn.
  const [windowOpen, setWindowOpen] = useState(windowAtFirst);
  const openWindow = (open: boolean) => {
    setWindowOpen(open);
    onWindow?.(open);
  };
  useEffect(() => () => onWindow?.(false), []);
  const options = planOptions(withDraft);
  const values = state.setup.displays;
  const column = displayColumn(round);
  const hand = planHand(withDraft);

  const save = (
    nextOrders: Partial<Orders>,
    nextSequence: ProvinceId[] | null,
    drawn: Pick<Draft, 'putBack' | 'kept'> = {},
  ) => {
    const next: Draft = { ...draft, ...drawn, orders: nextOrders, sequence: nextSequence };
    setDraft(next);
    void apply({ ok: true, game: updatePlan(game, next, Date.now()) });
  };
  // A tap on a drawn card marks it to go back; an order using it is taken out, and the player told (R-R4).
  const mark = (index: number) => {
    if (!draw || draw.putBack === null || index === draw.putBack) return;
    const kept = keptOnPlan({ ...draw, putBack: index });
    const { orders: within, freed } = ordersWithin(orders, [...handNow(game), ...kept]);
    const back = draw.cards[index];
    setDrawNote(
      freed && back ? t('drawPlan.freed', { card: cardName(back), province: provinceName(freed) }) : null,
    );
    if (freed) setActive(freed);
    save(within, sequence, { putBack: index });
  };
  // Real cards: a tap on a card of the deck keeps it, a second tap unkeeps it; an order using a card
  // no longer kept is taken out, and the player told (R-R4).
  const toggleKept = (index: number) => {
    if (!keeping) return;
    const chosen = keeping.kept.includes(index)
      ? keeping.kept.filter((i) => i !== index)
      : [...keeping.kept, index].slice(0, keeping.keep);
    const kept = keptCards({ ...keeping, kept: chosen });
    const { orders: within, freed } = ordersWithin(orders, [...handNow(game), ...kept]);
    const card = keeping.deck[index];
    setDrawNote(
      freed && card ? t('drawPlan.unkept', { card: cardName(card), province: provinceName(freed) }) : null,
    );
    if (freed) setActive(freed);
    setKeepRefused(false);
    setKeptAt(chosen);
    save(within, sequence, { kept });
  };
  const notice = game.planNotice;
  // The round's start on the physical board: advance the round marker. At rounds 4 and 7 the shared
  // "turn the score displays" step has already had them turned (R-R2): this line only says
  // which column is in force, it does not ask again.
  const start = gameLog(game).find((e) => e.entry.kind === 'roundStart' && e.round === round);
  const startInstruction = !start
    ? null
    : start.entry.kind === 'roundStart' && start.entry.turnDisplays
      ? t('plan.startTurned', { round, displayRound: columnRound(start.entry.column) })
      : physicalInstruction(start.entry, { edition: state.setup.options.edition });

  // How many of each card are already placed elsewhere than the active province.
  const placedElsewhere = (card: Card) => PROVINCES.filter((p) => p !== active && orders[p] === card).length;
  const inHand = (card: Card) => hand.filter((c) => c === card).length;
  const distinctHand = [...new Set(hand)];
  const whyNot = (card: Card): string | null => {
    if (placedElsewhere(card) >= inHand(card)) {
      const where = PROVINCES.find((p) => p !== active && orders[p] === card);
      return t('plan.why.used', { province: where ? provinceName(where) : '' });
    }
    if (!options[active].includes(card)) return t('plan.why.six');
    return null;
  };

  const pick = (card: Card) => {
    const next = { ...orders, [active]: card };
    save(next, sequence);
    setError(null);
    setActive(firstEmpty(next, active));
  };
  const move = (index: number, by: -1 | 1) => {
    if (!sequence) return;
    const next = [...sequence];
    const other = next[index + by];
    const here = next[index];
    if (!other || !here) return;
    next[index + by] = here;
    next[index] = other;
    save(orders, next);
  };
  // One tap, one saved change: the draw pending confirmed as marked or kept (as "Keep these" did), then sealed (R-R4).
  const seal = () => {
    // Real cards: the kept cards come first; the refusal is said next to them, in view.
    if (keeping && !keepChosen(keeping)) {
      setKeepRefused(true);
      setError(null);
      document.querySelector('[data-testid="plan-keep"]')?.scrollIntoView({ block: 'nearest' });
      return;
    }
    const now = Date.now();
    const drawn = confirmPlanDraw(updatePlan(game, { ...draft, sequence }, now), now);
    const planned = drawn.ok ? planAction(drawn.game) : drawn;
    if (!planned.ok) {
      setError(refusalText(planned.refusal));
      return;
    }
    if (drawn.ok) void apply(sealOrders(drawn.game, now));
  };

  if (early && codeUp) return <EarlyCodeScreen game={game} shown={early} onBack={() => setCodeUp(false)} />;
  return (
    <section class="step plan" aria-labelledby="step-title">
      <h2 id="step-title">{t('plan.title', { round })}</h2>
      {startInstruction && (
        <p class="plan__start" data-testid="round-start">
          {startInstruction}
        </p>
      )}
      {!windowOpen && draw && <PlanDraw draw={draw} extra={drawNote} onMark={mark} />}
      {!windowOpen && keeping && game.draw && (
        <KeepOnPlan
          draw={keeping}
          drew={game.draw.drew}
          extra={drawNote}
          refused={keepRefused}
          onToggle={toggleKept}
        />
      )}
      {!windowOpen && (
        <>
          {/* R-R3: the order is this player's to set; said above the cards, where it cannot be sealed past unseen. */}
          {sequence && (
            <p class="plan__sequence-note" data-testid="plan-sequence-note">
              {t('plan.sequenceNote')}
            </p>
          )}
          {notice && (
            <p class="step__error" role="alert">
              {notice}
            </p>
          )}
          {/* The guest's own phone: a support discard named on the table phone that this hand cannot pay (R-X1). */}
          <UnpaidDiscardWarning game={game} />
          {/* What a player plans by, each province's value this scoring round and who holds it (R-R2). */}
          <p class="plan__values-caption" id="plan-values">
            {t('plan.values', { round: columnRound(displayColumn(round)) })}
          </p>
          <ol class="plan__provinces" aria-describedby="plan-values">
            {PROVINCES.map((province) => {
              const owner = state.provinces[province].owner;
              const card = orders[province];
              return (
                <li key={province}>
                  <button
                    type="button"
                    class="plan__province"
                    aria-pressed={active === province}
                    onClick={() => setActive(province)}
                  >
                    <span class="plan__province-name">{provinceName(province)}</span>
                    <span class="plan__province-value" data-testid={`plan-value-${province}`}>
                      {t('plan.value', { value: values[province][column] ?? 0 })}
                    </span>
                    <span class="plan__province-state">
                      {owner ? (
                        <>
                          <PlayerBadge player={owner} edition={edition} variant="icon" />{' '}
                          {state.provinces[province].armies}
                        </>
                      ) : (
                        '—'
                      )}
                    </span>
                    <span
                      class={card ? 'plan__province-card' : 'plan__province-card plan__province-card--empty'}
                      data-testid={`plan-card-${province}`}
                    >
                      {card ? cardName(card) : t('plan.empty')}
                    </span>
                  </button>
                </li>
              );
            })}
          </ol>
          {/* Fieldsets sit in a plain box, never a flex item: see .fieldset-box in global.css. */}
          <div class="fieldset-box">
            <fieldset class="plan__hand">
              <legend>{t('plan.cardFor', { province: provinceName(active) })}</legend>
              <ul class="card-grid">
                {distinctHand.map((card) => {
                  const reason = whyNot(card);
                  const count = inHand(card);
                  return (
                    <li key={card}>
                      <button
                        type="button"
                        class="card-chip"
                        aria-pressed={orders[active] === card}
                        disabled={reason !== null}
                        aria-describedby={reason ? `why-${card}` : undefined}
                        onClick={() => pick(card)}
                      >
                        {cardName(card)}
                        {count > 1 ? ` ×${count}` : ''}
                      </button>
                    </li>
                  );
                })}
              </ul>
              <ul class="plan__reasons">
                {distinctHand.map((card) => {
                  const reason = whyNot(card);
                  return reason ? (
                    <li key={card} id={`why-${card}`}>
                      {cardName(card)}: {reason}
                    </li>
                  ) : null;
                })}
              </ul>
            </fieldset>
          </div>
          {/* Under the hand, so that the cards start on the first screen at 360×640. */}
          <p class="step__help">{t('plan.help')}</p>
          <FaceUpEvent state={state} />
          {sequence && (
            <div class="fieldset-box">
              <fieldset class="plan__sequence">
                <legend>{t('plan.sequence')}</legend>
                <p class="step__help">{t('plan.sequenceHelp')}</p>
                <ol>
                  {sequence.map((province, index) => (
                    <li key={province}>
                      <span>{provinceName(province)}</span>
                      <button
                        type="button"
                        class="button"
                        disabled={index === 0}
                        aria-label={t('plan.up', { province: provinceName(province) })}
                        onClick={() => move(index, -1)}
                      >
                        ↑
                      </button>
                      <button
                        type="button"
                        class="button"
                        disabled={index === sequence.length - 1}
                        aria-label={t('plan.down', { province: provinceName(province) })}
                        onClick={() => move(index, 1)}
                      >
                        ↓
                      </button>
                    </li>
                  ))}
                </ol>
              </fieldset>
            </div>
          )}
          {!shared && <WarlordCodeCard game={game} />}
          {!shared && <EarlyWarlord game={ahead} apply={apply} onShow={() => setCodeUp(true)} />}
        </>
      )}
      {game.session.role === 'table' && !shared && (
        <details
          class="plan__before"
          open={windowOpen}
          onToggle={(event) => openWindow((event.currentTarget as HTMLDetailsElement).open)}
        >
          <summary>{t('plan.before')}</summary>
          {windowOpen && <p class="step__help">{t('plan.beforeHelp')}</p>}
          {/* Both players look at this window: it says a draw is confirmed, never which card goes back. */}
          {windowOpen && (draw || keeping) && (
            <p class="step__help" data-testid="window-confirms-draw">
              {t('drawPlan.confirms')}
            </p>
          )}
          {tableAwaitsEarlyWarlord(game) && <ScanEarlyWarlord game={ahead} apply={apply} />}
          {tableAwaitsEarlyExtraWarlord(game) && <ScanEarlyWarlord game={ahead} apply={apply} extra />}
          <WindowActions game={ahead} apply={apply} player={me} window="start" />
          <WindowActions game={ahead} apply={apply} player={me === 'blue' ? 'red' : 'blue'} window="start" />
        </details>
      )}
      {error && !windowOpen && (
        <p class="step__error" role="alert">
          {error}
        </p>
      )}
      {!windowOpen && (
        <button type="button" class="button button--primary" onClick={seal}>
          {t('plan.seal')}
        </button>
      )}
    </section>
  );
}

/** Props of the guest's early warlord offers: `onShow` puts the code shown back up as the whole screen. */
interface EarlyProps extends StepProps {
  onShow: () => void;
}

/** Guest: the early warlord commitment code as the whole screen (it is held up to the table phone's camera). */
export function EarlyCodeScreen({
  game,
  shown,
  onBack,
}: {
  game: LocalGame;
  shown: ShownMessage;
  onBack: () => void;
}) {
  const extra = game.session.synced.exchanges > 0;
  return (
    <section class="step" aria-labelledby="step-title">
      <h2 id="step-title">{t('early.label')}</h2>
      <p class="step__help">{t(extra ? 'earlyExtra.help' : 'early.help')}</p>
      <ShowCode shown={shown} label={t('early.label')} />
      <button type="button" class="button button--primary" onClick={onBack}>
        {t('early.back')}
      </button>
    </section>
  );
}

/** Guest, round 1: offers to send its warlord commitment early (to play it at round 1's start); once shown, a way back to that code. */
function EarlyWarlord({ game, apply, onShow }: EarlyProps) {
  if (game.session.synced.exchanges > 0)
    return <EarlyExtraWarlord game={game} apply={apply} onShow={onShow} />;
  const offer = earlyWarlordOffer(game);
  const name = warlordName(game.chosenWarlord?.id ?? 'deadly-plague');
  if (earlyWarlordShown(game)) return <ShowAgain onShow={onShow} />;
  if (!offer) return null;
  return (
    <div class="option-card">
      <p class="step__help">{offer.playsOwn ? t('early.offerHelp', { name }) : t('early.forTableHelp')}</p>
      <button type="button" class="button" onClick={() => void apply(showEarlyWarlord(game, Date.now()))}>
        {offer.playsOwn ? t('early.offer', { name }) : t('early.forTable')}
      </button>
    </div>
  );
}

/** The code shown early, put away while the player plans: one tap shows it again. */
function ShowAgain({ onShow }: { onShow: () => void }) {
  return (
    <div class="option-card">
      <button type="button" class="button" onClick={onShow}>
        {t('early.showAgain')}
      </button>
    </div>
  );
}

/** Guest, a later round: offers to send War Chariot's extra warlord commitment early (R-W12); once shown, a way back to that code. */
function EarlyExtraWarlord({ game, apply, onShow }: EarlyProps) {
  const start = startExtraWarlord(game);
  if (!start) return null;
  const name = warlordName(start.warlord);
  if (earlyWarlordShown(game)) return <ShowAgain onShow={onShow} />;
  if (!earlyExtraWarlordOffer(game)) return null;
  return (
    <div class="option-card">
      <p class="step__help">{t('earlyExtra.offerHelp', { name, round: start.round })}</p>
      <button
        type="button"
        class="button"
        onClick={() => void apply(showEarlyExtraWarlord(game, Date.now()))}
      >
        {t('earlyExtra.offer', { round: start.round })}
      </button>
    </div>
  );
}

/** Table, before sealing: scans the guest's early warlord commitment (round 1) or extra warlord commitment (later). */
function ScanEarlyWarlord({ game, apply, extra = false }: StepProps & { extra?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" class="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        {t(extra ? 'earlyExtra.scan' : 'early.scan')}
      </button>
      <p class="step__help">{t(extra ? 'earlyExtra.scanHelp' : 'early.scanHelp')}</p>
      {open && <ScanMessage game={game} apply={apply} prompt={t('early.scanPrompt')} />}
    </>
  );
}
