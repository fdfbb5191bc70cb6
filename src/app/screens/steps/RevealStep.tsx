import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { t, type MessageKey } from '../../i18n';
import {
  BLUE_WARLORDS,
  EVENTS,
  PLAYERS,
  PROVINCES,
  RED_WARLORDS,
  type Action,
  type Decision,
  type Player,
  type WarlordId,
} from '../../../engine';
import { passBoth, recordAction, refuseApp, showNextProvince } from '../../game/core/controller';
import { currentState, type LocalGame } from '../../game/core/local-game';
import { currentRoundLog, gameLog } from '../../game/core/round-log';
import { columnRound, displayColumn, eventName, playerName, provinceName, warlordName } from '../../format';
import { BattleShown, LogLines } from '../../components/Battle/BattleShown';
import { EventChip } from '../../components/Battle/EventChip';
import {
  armiesChanges,
  boardBefore,
  provinceReveal,
  revealProgress,
} from '../../components/Battle/reveal-model';
import { WarlordCodeEntry } from '../../components/WarlordCode/WarlordCode';
import { ArmySources } from '../../components/ArmySources/ArmySources';
import { sourcesAsk, takeFromSources } from '../../game/round/army-sources';
import { afterAnswer, revealNext, revealOf, revealRest } from '../../game/round/flow';
import { WindowActions } from './WindowActions';
import { NextWindow, type NextRoundWindow } from './NextWindow';
import { TakeBackButton } from './TakeBackButton';
import { OwnerStep, type OwnerAnswer } from './OwnerStep';
import { decisionSalt, decisionTap } from '../../game/round/window-proof';
import type { StepProps } from '../../components/step-props';
import type { Change } from '../../game/core/controller';
import { useSharedPhone } from './shared-phone';
import { useSoloPhone } from '../../components/Solo/solo-context';
import './RevealStep.css';

const PROVINCE_IDS = new Set<string>(PROVINCES);
const WARLORD_IDS = new Set<string>([...BLUE_WARLORDS, ...RED_WARLORDS]);
const EVENT_IDS = new Set<string>(EVENTS);

/** A decision option in words. */
function choiceLabel(choice: string): string {
  if (PROVINCE_IDS.has(choice)) return provinceName(choice as never);
  if (WARLORD_IDS.has(choice)) return warlordName(choice as WarlordId);
  if (EVENT_IDS.has(choice)) return eventName(choice as never);
  return t(`choice.${choice}` as MessageKey);
}

/** Pass-and-play: the player whose screen the round's Done opens, and how that tap is applied (through the cover). */
export interface RoundEndCover {
  passTo: Player;
  apply: (change: Change) => Promise<boolean>;
}

/** Table phone: the battles province by province, each on one screen, the choices asked of the right player under the cards, then the end-of-round window. */
export function RevealStep({
  game,
  apply,
  cover = null,
  next = null,
}: StepProps & { cover?: RoundEndCover | null; next?: NextRoundWindow | null }) {
  const state = currentState(game);
  const [awaitingCode, setAwaitingCode] = useState<WarlordId | null>(null);
  // A secret warlord answered on a screen both watch: its owner's private step (window-proof.ts decisionTap).
  const [ownerChoice, setOwnerChoice] = useState<WarlordId | null>(null);
  const shared = useSharedPhone();
  const solo = useSoloPhone();
  // The player whose screen the round's last tap opens on a passed phone.
  const passTo = next?.passTo ?? cover?.passTo ?? null;
  const edition = state.setup.options.edition;
  const entries = currentRoundLog(gameLog(game), state.round);
  const reveal = state.reveal;
  const pending: Decision | null = state.pending;
  // The round's flow (flow.ts): a question waits until its province is opened, so it never hides the battle before it.
  const at = revealOf(game);
  const questionOn = at.asked === null || at.open;
  // The log in blocks: what came before the first province, then one block per resolved province.
  const progress = revealProgress(entries, game.revealShown, questionOn ? null : at.asked);
  const { blocks, resolved, shown } = progress;
  const nextBlock = shown < resolved ? blocks[shown + 1] : null;
  const nextProvince = progress.next ?? (questionOn ? null : at.asked);
  const latest = shown > 0 ? provinceReveal(blocks[shown] ?? []) : null;
  const current =
    !nextBlock && reveal && reveal.index < reveal.sequence.length ? reveal.sequence[reveal.index] : null;
  // A province whose cards are up while a question is asked before its battle is logged: the battle in
  // view is that one (its cards from the revealed orders), and the one before it goes to the round so far.
  const blueOrders = state.orders.blue;
  const redOrders = state.orders.red;
  const asking =
    questionOn && current && current !== latest?.province && blueOrders && redOrders
      ? {
          province: current,
          cards: { blue: blueOrders.orders[current], red: redOrders.orders[current] },
        }
      : null;
  const focus = asking ?? (latest ? { province: latest.province, cards: latest.cards } : null);
  // The board before and after the battle in view: the hidden provinces (and this one, for before) wound back off the state.
  const changes =
    latest && !asking
      ? armiesChanges(
          boardBefore(state, blocks.slice(shown).flat()),
          boardBefore(state, blocks.slice(shown + 1).flat()),
          latest.province,
        )
      : null;
  // The round so far: everything before the battle in view, one tap away.
  const before = blocks.slice(0, asking ? shown + 1 : shown).flat();

  // The cards of a province asked about before its battle was logged stay up once it is: a question
  // answered by the phone (against the phone) moves the reveal on to that province here.
  const askedAbout = useRef<string | null>(null);
  const askedKey = asking ? `${state.round}:${asking.province}` : null;
  if (askedKey) askedAbout.current = askedKey;
  useEffect(() => {
    if (nextProvince && askedAbout.current === `${state.round}:${nextProvince}` && shown + 1 <= resolved) {
      askedAbout.current = null;
      void apply({ ok: true, game: showNextProvince(game, Date.now()) });
    }
  }, [nextProvince, shown, resolved]);

  /** After a question about the province in view, that province's battle is shown at once (no "Reveal" tap hides its cards). */
  const keepInView = (next: LocalGame): LocalGame => {
    if (!asking) return next;
    askedAbout.current = null;
    return afterAnswer(game, next, Date.now());
  };

  const decide = (choice: string, salt?: string) => {
    if (!pending) return;
    const action: Action = { type: 'decide', player: pending.player, choice };
    // A secret warlord is revealed with its salt: this phone's own, or typed by the other player.
    const own = game.priv?.warlords.find((w) => w.id === choice && !w.used);
    if (pending.player === game.session.me && own) action.salt = own.salt;
    const secret =
      WARLORD_IDS.has(choice) && !state.players[pending.player].openWarlords.includes(choice as WarlordId);
    if (pending.player !== game.session.me && secret) {
      const seatSalt = shared?.warlordSalt(pending.player, choice as WarlordId);
      if (shared && !seatSalt) {
        void apply(refuseApp('app/warlord-not-held'));
        return;
      }
      if (seatSalt) salt = seatSalt;
      if (salt === undefined) {
        setAwaitingCode(choice as WarlordId);
        return;
      }
      action.salt = salt;
    }
    setAwaitingCode(null);
    const change = recordAction(game, action, Date.now());
    void apply(change.ok ? { ...change, game: keepInView(change.game) } : change);
  };

  // Both watch (not against the phone, where only the person looks): a tap answers from public information only.
  const tapChoice = (choice: string) => {
    if (pending && !solo && decisionTap(game, pending.player, choice, shared) === 'owner')
      setOwnerChoice(choice as WarlordId);
    else decide(choice);
  };
  const ownerAnswer = (player: Player, warlord: WarlordId): OwnerAnswer => {
    const salt = decisionSalt(game, player, warlord, shared);
    if (salt === null)
      return { held: false, refusal: t('owner.notHeld.warlord', { name: warlordName(warlord) }) };
    return {
      held: true,
      play: () => {
        setOwnerChoice(null);
        decide(warlord, salt);
      },
    };
  };

  // R-W12: War Chariot's extra warlord is taken here and chosen afterwards in secret, by its player alone.
  const options = !pending
    ? []
    : pending.kind === 'extraWarlord'
      ? pending.options.filter((o) => o === 'none' || o === 'commit')
      : [pending.default, ...pending.options.filter((o) => o !== pending.default && o !== 'commit')];
  // Against the phone: the computer answers its own decisions (a physical event card is turned by the person).
  const phoneDecides = pending !== null && solo?.computer === pending.player && pending.kind !== 'turnEvent';
  // "Show the rest of the round" goes on to the round's end: past the phone's own answers
  // (against the phone), and past a person's question once it is answered: the provinces the answer
  // resolves are shown at once, up to the next question (which is on screen only once they are).
  // Another tap would only repeat it.
  const restOfRound = useRef<number | null>(null);
  useEffect(() => {
    if (restOfRound.current !== state.round) {
      restOfRound.current = null;
      return;
    }
    if (shown < resolved || !questionOn) void apply({ ok: true, game: revealRest(game, Date.now()) });
  }, [resolved, shown, state.round, questionOn]);
  const faceUp = state.events.faceUp;
  // Several armies taken for one cause are chosen in one step, the rules' defaults set (R-D1, R-D2).
  const sources = useMemo(
    () => (pending?.kind === 'take' && !phoneDecides ? sourcesAsk(game) : null),
    [game, phoneDecides],
  );
  const takeSources = (counts: Record<string, number>) => {
    if (!sources) return;
    const change = takeFromSources(game, sources, counts, Date.now());
    void apply(change.ok ? { ...change, game: keepInView(change.game) } : change);
  };

  return (
    <section
      class="step reveal"
      aria-labelledby="step-title"
      // The resolved battle in view ("round:province"): the browser walks count every battle shown.
      data-battle={latest && !asking ? `${state.round}:${latest.province}` : undefined}
    >
      <div class="reveal__top">
        {/* With a battle in view the header's round says it: the title is for screen readers then, the room for the battle. */}
        <h2 id="step-title" class={focus ? 'visually-hidden' : undefined}>
          {t('reveal.title', { round: state.round })}
        </h2>
        {faceUp && <EventChip event={faceUp} edition={edition} />}
      </div>
      {!focus && <LogLines entries={before} edition={edition} />}
      {focus && (
        <BattleShown
          province={focus.province}
          cards={focus.cards}
          reveal={asking ? null : latest}
          changes={changes}
          edition={edition}
          worth={{
            value: state.setup.displays[focus.province][displayColumn(state.round)] ?? 0,
            round: columnRound(displayColumn(state.round)),
          }}
        />
      )}
      {nextProvince && (
        <div class="step__actions">
          <button
            type="button"
            class="button button--primary"
            onClick={() => void apply({ ok: true, game: revealNext(game, Date.now()) })}
          >
            {t('reveal.next', { province: provinceName(nextProvince) })}
          </button>
          {progress.rest && (
            <button
              type="button"
              class="button"
              onClick={() => {
                restOfRound.current = state.round;
                void apply({ ok: true, game: revealRest(game, Date.now()) });
              }}
            >
              {t('reveal.rest')}
            </button>
          )}
        </div>
      )}
      {pending && !nextBlock && questionOn && (
        <div class="reveal__decision" role="group" aria-labelledby="decision-title">
          <p id="decision-title">
            <strong>{t('reveal.decision', { player: playerName(pending.player, edition) })}</strong>{' '}
            {sources
              ? t('sources.title', { count: sources.count })
              : t(`decision.${pending.kind}` as MessageKey)}
          </p>
          {sources && (
            <ArmySources key={game.updatedAt} ask={sources} name={choiceLabel} onTake={takeSources} />
          )}
          {awaitingCode && (
            <WarlordCodeEntry
              warlord={awaitingCode}
              onCancel={() => setAwaitingCode(null)}
              onCode={(salt) => decide(awaitingCode, salt)}
            />
          )}
          {ownerChoice && (
            <OwnerStep
              player={pending.player}
              edition={edition}
              play={warlordName(ownerChoice)}
              passed={shared !== null}
              answer={() => ownerAnswer(pending.player, ownerChoice)}
              onBack={() => setOwnerChoice(null)}
            />
          )}
          {phoneDecides && <p>{t('solo.deciding')}</p>}
          {!sources && (
            <div class="step__actions" hidden={awaitingCode !== null || ownerChoice !== null || phoneDecides}>
              {options.map((choice) => (
                <button
                  key={choice}
                  type="button"
                  class={choice === pending.default ? 'button button--primary' : 'button'}
                  onClick={() => tapChoice(choice)}
                >
                  {choiceLabel(choice)}
                  {choice === pending.default ? ` (${t('reveal.default')})` : ''}
                </button>
              ))}
            </div>
          )}
        </div>
      )}
      {!pending && !nextBlock && state.phase === 'end' && (
        <div class="reveal__end">
          <div class="step__actions">
            {/* On a passed phone, Done ends the round and opens the next player's screen in one tap. */}
            <button
              type="button"
              class="button button--primary"
              data-pass-to={passTo ?? undefined}
              onClick={() =>
                next ? next.goOn() : void (cover ? cover.apply : apply)(passBoth(game, Date.now()))
              }
            >
              {passTo ? t('handOver.ready', { player: playerName(passTo, edition) }) : t('reveal.bothDone')}
            </button>
          </div>
          <p>
            <strong>{t('reveal.end')}</strong>{' '}
            {passTo ? t('moments.endPass', { player: playerName(passTo, edition) }) : t('reveal.endHelp')}
          </p>
          {PLAYERS.map((player) =>
            state.passed[player] ? (
              <p key={player}>{t('reveal.passed', { player: playerName(player, edition) })}</p>
            ) : solo?.computer === player ? (
              <p key={player}>{t('solo.deciding')}</p>
            ) : (
              <WindowActions key={player} game={game} apply={apply} player={player} window="end" />
            ),
          )}
        </div>
      )}
      {!pending && !nextBlock && state.phase === 'end' && next && (
        // The end window's rows above already list each player's warlords and cards: this one folds.
        <NextWindow next={next} help={t('moments.nextWindow')} shownEvent={faceUp} folded />
      )}
      {focus && before.length > 0 && (
        <details class="reveal__so-far">
          <summary>{t('battle.soFar')}</summary>
          <LogLines entries={before} edition={edition} />
        </details>
      )}
      <TakeBackButton game={game} apply={apply} edition={edition} />
    </section>
  );
}
