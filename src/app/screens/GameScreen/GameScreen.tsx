import '../../game/core/screen-text';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { t } from '../../i18n';
import { fingerprint, fingerprintWords } from '../../../engine';
import { confirmJoined, type Change } from '../../game/core/controller';
import { publicView } from '../../game/core/public-view';
import { currentState, playingRound, type LocalGame } from '../../game/core/local-game';
import { refusalText } from '../../game/core/refusal-text';
import { gameLog } from '../../game/core/round-log';
import { gameStep } from '../../game/core/steps';
import {
  exchangeSeats,
  handOver,
  passView,
  seatOf,
  seatProof,
  withSeat,
} from '../../game/pass/pass-and-play';
import { keepScreenAwake } from '../../bridges/wake-lock';
import { announceSaved, claimGame, watchSaved, type GameLock, type TabHold } from '../../bridges/tab-lock';
import { openGame, saveGame, type SaveError } from '../../store/games';
import { BoardTab } from '../../components/BoardTab/BoardTab';
import { GameLog } from '../../components/GameLog/GameLog';
import { PlayerBadge } from '../../components/PlayerBadge/PlayerBadge';
import { CheckNumbers } from '../../components/CheckNumbers/CheckNumbers';
import { InviteStep } from '../steps/InviteStep';
import { JoinCodeStep } from '../steps/JoinCodeStep';
import { DealProof } from '../steps/DealProof';
import { WarlordStep } from '../steps/WarlordStep';
import { ExtraWarlordStep } from '../steps/ExtraWarlordStep';
import { HandStep } from '../steps/HandStep';
import { PlanStep } from '../steps/PlanStep';
import { CommitmentStep, RoundRecordStep, ScanCommitmentStep, ShowOrdersStep } from '../steps/ExchangeSteps';
import { RevealStep } from '../steps/RevealStep';
import { OverStep } from '../steps/OverStep';
import { GameMenu } from '../../components/GameMenu/GameMenu';
import { HandOverStep } from '../steps/HandOverStep';
import { BeforeOrdersStep } from '../steps/BeforeOrdersStep';
import { RecoverWarlordStep, RecoveryCodeMoment } from '../../components/WarlordCode/RecoverWarlord';
import { recoveryNoticeNow } from '../../game/core/steps';
import { SharedPhoneContext, type SharedPhone } from '../steps/shared-phone';
import { personPlayer, soloView, type SoloView } from '../../game/solo/solo';
import {
  PhoneStep,
  SoloCheck,
  SoloCommitment,
  SoloLines,
  SoloLog,
  SoloThinking,
} from '../../components/Solo/Solo';
import { SoloPhoneContext } from '../../components/Solo/solo-context';
import { commitmentKept } from '../../game/solo/solo-commitment';
import { useOpponent } from '../../components/Solo/use-opponent';
import { recordBattle, soloLastBattle } from '../steps/record-battle';
import { LastBattleSection } from '../../components/Battle/LastBattle';
import {
  finalScoringRound,
  tableMomentDone,
  tableMomentShown,
  turnOnRecord,
} from '../../game/round/scoring-moment';
import { ScoringStep, TurnDisplaysStep } from '../steps/ScoringStep';
import {
  momentCover,
  roundEndCover,
  sharedChange,
  startWindowAfterMoment,
  startWindowNext,
  throughCover,
  throughStartWindow,
  type StartWindowNext,
} from '../../game/pass/merged-cover';
import type { NextRoundWindow } from '../steps/NextWindow';
import { afterChange, revealCaughtUp, setupNotice, soloBattleOn } from '../../game/round/flow';
import { SetupNotice } from '../../components/SetupNotice/SetupNotice';
import { recordScreenDone, startWindowOnTable } from '../../game/two-phone/table-window';
import '../steps/steps.css';
import './GameScreen.css';

/** Props of the game screen. */
export interface GameScreenProps {
  id: string;
  onHome: () => void;
}

type Tab = 'play' | 'board' | 'log' | 'more';

/** A game on this phone: the current step, with the board and the log one tap away and the fingerprint always visible. */
/** Scrolls the page to its top when the game's step changes: a new screen never opens where the last one was scrolled to. */
function ScrollTopOnStep({ step }: { step: string }) {
  useEffect(() => window.scrollTo(0, 0), [step]);
  return null;
}

export function GameScreen({ id, onHome }: GameScreenProps) {
  const [game, setGame] = useState<LocalGame | null | undefined>(undefined);
  const [tab, setTab] = useState<Tab>('play');
  const [error, setError] = useState<string | null>(null);
  // The table's window both players watch is open on the plan screen: nothing private below it.
  const [windowOpen, setWindowOpen] = useState(false);
  // The game as last changed, ahead of the screen while a change is being saved: against the phone,
  // the phone's answers and the person's taps can arrive together, and each builds on the other.
  const latest = useRef<LocalGame | null | undefined>(undefined);
  // The save that failed (the screen stays at the step before it), to be tried again.
  const [failure, setFailure] = useState<{ error: SaveError; change: Change } | null>(null);
  // One writer per game: whether this tab holds the game, or another tab does (this one is read-only).
  const [hold, setHold] = useState<TabHold | 'asking'>('asking');
  const holdRef = useRef<TabHold | 'asking'>('asking');
  const lock = useRef<GameLock | null>(null);
  const mounted = useRef(true);
  // Resolves once this tab knows whether it holds the game: a change made before waits for it, so a
  // second tab never writes in the moment before it learns it is read-only.
  const known = useRef<{ promise: Promise<void>; resolve: () => void } | null>(null);
  if (!known.current) {
    let resolve: () => void = () => undefined;
    const promise = new Promise<void>((done) => {
      resolve = done;
    });
    known.current = { promise, resolve };
  }
  const setHolding = (next: TabHold) => {
    holdRef.current = next;
    setHold(next);
    known.current?.resolve();
  };

  // Reads the game as storage has it now; later saves are checked against this copy.
  const reload = async (): Promise<void> => {
    const loaded = await openGame(id);
    if (!mounted.current) return;
    latest.current = loaded ?? null;
    setGame(loaded ?? null);
  };

  const claim = (take: boolean) => {
    lock.current?.release();
    lock.current = claimGame(id, take, (next) => {
      if (!mounted.current) return;
      if (next === 'elsewhere') {
        setHolding('elsewhere');
        return;
      }
      if (!take && holdRef.current !== 'elsewhere') {
        setHolding('held');
        return;
      }
      // Taken over: the game as the other tab left it, before any change here.
      void reload().then(() => {
        if (mounted.current) setHolding('held');
      });
    });
  };

  useEffect(() => {
    mounted.current = true;
    void reload();
    claim(false);
    // A read-only tab follows the game as the tab that holds it saves it.
    const stop = watchSaved(id, () => {
      if (holdRef.current === 'elsewhere') void reload();
    });
    return () => {
      mounted.current = false;
      stop();
      lock.current?.release();
      lock.current = null;
    };
  }, [id]);

  useEffect(() => keepScreenAwake(), []);

  const state = game ? currentState(game) : null;
  // While the table shows the round record, the check is the record's own (what the other phone must
  // show), even once a start-of-round play under it has moved this phone's state on.
  const checked = game?.showing?.kind === 'round-record' ? game.session.synced.state : state;
  const words = useMemo(() => (checked ? fingerprintWords(fingerprint(checked)) : ''), [checked]);

  const apply = async (change: Change): Promise<boolean> => {
    if (!change.ok) {
      setError(refusalText(change.refusal));
      return false;
    }
    if (holdRef.current === 'asking') await known.current?.promise;
    if (holdRef.current === 'elsewhere') return false;
    // The round's flow (flow.ts): where armies come from is not asked when the board leaves one answer, and
    // on the two-phone table and against the phone a round without scoring goes from its last battle on.
    const after = afterChange(change.game, Date.now());
    if (after.ok && after.game !== change.game) change = after;
    const before = latest.current;
    latest.current = change.game;
    // Saved before the screen moves on: a reload or crash resumes right here, and a code is shown
    // only once the write holding it has committed.
    const saved = await saveGame(change.game);
    if (!saved.ok) {
      // Nothing moves on: the screen, and the game the next change builds on, stay at the step before.
      if (latest.current === change.game) latest.current = before;
      if (saved.error === 'stale') {
        // Another tab has saved this game since this tab read it: this one is read-only until taken over.
        lock.current?.release();
        lock.current = null;
        setFailure(null);
        setHolding('elsewhere');
      } else {
        setFailure({ error: saved.error, change });
      }
      return false;
    }
    announceSaved(change.game.id);
    setFailure(null);
    setError(null);
    setGame(change.game);
    return true;
  };

  // Against the phone: its decisions in the reveal wait until the person has seen every province before
  // them, and the province it is asked about is open (flow.ts).
  const solo = game?.solo ? soloView(game) : null;
  const caughtUp =
    !game || !state || solo?.kind !== 'shared' || solo.step !== 'reveal' ? true : revealCaughtUp(game);
  // Only the tab that holds the game lets the phone decide (a read-only tab's answers could not be saved).
  const thinking = useOpponent(
    game?.solo ? game : null,
    () => latest.current ?? null,
    apply,
    caughtUp && hold === 'held',
  );

  if (game === undefined) return <main class="game" aria-busy="true" />;
  if (game === null || !state) {
    return (
      <main class="game">
        <p>{t('game.notFound')}</p>
        <button type="button" class="button" onClick={onHome}>
          {t('game.home')}
        </button>
      </main>
    );
  }

  const edition = state.setup.options.edition;
  const view: SoloView = solo
    ? solo
    : game.pass
      ? passView(game)
      : { kind: 'seat', player: game.session.me, step: gameStep(game) };
  // Pass-and-play: a seat's change is put back into the shared game, then the messages the two
  // phones would have scanned are handed between the seats.
  const applySeat = (change: Change): Promise<boolean> => {
    if (!change.ok || !game.pass) return apply(change);
    const base = latest.current ?? game;
    // Against the phone, a tap on the shared screens made from a game the phone has changed since is
    // dropped (the screen shows the new game at once, and the person taps again); the person's own
    // seat is put into the newest game.
    if (game.solo && base !== game && change.game.session.role === 'table') return Promise.resolve(false);
    // One phone passed between two people: a tap on a shared screen (or a cover) whose change is still
    // being saved (a double tap) is dropped, or its second change would pass the cover the first one
    // opened. A player's own screens save drafts as they go (the plan), so their taps are kept.
    if (!game.solo && base !== game && view.kind !== 'seat') return Promise.resolve(false);
    return apply(exchangeSeats(withSeat(base, change.game), Date.now()));
  };
  // A tap made on this screen while an earlier tap's change is still being saved (a double tap).
  const stale = (): boolean => latest.current != null && latest.current !== game;
  const seat = view.kind === 'seat' ? seatOf(game, view.player) : game;
  const props = { game: seat, apply: applySeat };
  // The scoring moment and the turn of the displays come before this phone's next screen
  // (on a shared phone only where both look: never over a player's covered screen).
  const momentNow = tableMomentShown(game, view.kind === 'seat' ? view.step : null);
  const step = momentNow
    ? momentNow.kind
    : view.kind === 'hand-over'
      ? 'hand-over'
      : view.kind === 'phone'
        ? 'phone'
        : view.step;
  // On a passed phone, the moment's one tap also opens the next player's screen (no cover of its own).
  const momentDone = () => {
    if (stale()) return;
    const now = Date.now();
    void apply({ ok: true, game: throughCover(tableMomentDone(latest.current ?? game, now), now) });
  };
  const roundEnds = step === 'reveal' && state.phase === 'end' && !state.pending;
  // The next start-of-round window under the shared screen that comes straight before it (the
  // round's end, or the turn of the displays): that screen's one tap also closes it.
  const nextWindowOf = (
    find: (game: LocalGame, now?: number) => StartWindowNext | null,
  ): NextRoundWindow | null => {
    const found = find(game);
    if (!found) return null;
    return {
      game: found.game,
      passTo: found.passTo,
      // A play there makes this screen's tap first (the window's plays are made on the game after it).
      apply: (change: Change) =>
        !change.ok
          ? apply(change)
          : stale()
            ? Promise.resolve(false)
            : apply(exchangeSeats(withSeat(found.game, change.game), Date.now())),
      goOn: () => {
        if (stale()) return;
        const now = Date.now();
        const fresh = find(latest.current ?? game, now);
        if (fresh) void apply({ ok: true, game: throughStartWindow(fresh, now) });
      },
    };
  };
  const nextWindow = roundEnds ? nextWindowOf(startWindowNext) : null;
  const momentWindow = momentNow?.kind === 'turn-displays' ? nextWindowOf(startWindowAfterMoment) : null;
  const momentPassTo = momentNow && !momentWindow ? momentCover(game) : null;
  // Two phones: the next start-of-round window under the table's last shared screen before its
  // plan (the round record, or the turn of the displays); a play there leaves that screen up.
  const tableWindow = startWindowOnTable(game) ? { game, apply } : null;
  // Two phones: at rounds 4 and 7 the round record's screen carries the turn of the displays.
  const turnRound = turnOnRecord(game);
  // Against the phone: the last battle of a round without scoring, before the next orders.
  // With real cards the draw's screen comes first and carries it (flow.ts soloBattleOn).
  const soloBattle = soloBattleOn(game, step) ? soloLastBattle(game) : null;
  // Otherwise the reveal's Done ends the round and opens the first player's screen when nothing
  // shared comes next (the round's end is computed once: only when no window follows it).
  const endPassTo = roundEnds && !nextWindow ? roundEndCover(game) : null;
  const roundEnd = endPassTo
    ? {
        passTo: endPassTo,
        apply: (change: Change) =>
          stale() ? Promise.resolve(false) : apply(sharedChange(latest.current ?? game, change, Date.now())),
      }
    : null;
  // A scoring that ended the game is shown on the end screen (no tap of its own).
  const finalRound = finalScoringRound(game.session.synced.state);
  const holder = game.solo ? personPlayer(game) : game.pass ? game.pass.holder : game.session.me;
  const sharedPhone: SharedPhone | null = game.pass ? seatProof(game) : null;
  const recoveryMoment = !game.pass && !windowOpen && !momentNow && recoveryNoticeNow(game) !== null;
  // The header names the side the phone is for: on a hand-over cover, the one it is passed to.
  // A table moment on a passed phone is watched by both, even when its button opens the next player's screen.
  const named = momentNow && game.pass && !game.solo ? 'both' : view.kind === 'hand-over' ? view.to : holder;

  return (
    <main class="game" data-step={step} data-holder={holder} data-fingerprint={words}>
      <ScrollTopOnStep step={step} />
      <header class="game__header">
        <button type="button" class="button game__home" onClick={onHome} aria-label={t('game.home')}>
          ←
        </button>
        <div class="game__status">
          {/* During a scoring moment the header names the round scored, not the next one. */}
          <span data-testid="game-round">
            {momentNow?.kind === 'scoring'
              ? t('scoring.status', { round: momentNow.round })
              : step === 'over' && finalRound !== null
                ? t('scoring.status', { round: finalRound })
                : t('game.round', { round: playingRound(game) })}
          </span>
          {game.solo ? (
            <span>
              {t('solo.you')}: <PlayerBadge player={personPlayer(game)} edition={edition} />
            </span>
          ) : named === 'both' ? (
            <span>{t('pass.bothLooking')}</span>
          ) : (
            <PlayerBadge player={named} edition={edition} />
          )}
        </div>
        <CheckNumbers game={game} words={words} />
      </header>
      <nav class="game__tabs" aria-label={t('game.play')}>
        {(['play', 'board', 'log', 'more'] as const).map((name) => (
          <button
            key={name}
            type="button"
            class="game__tab"
            aria-pressed={tab === name}
            onClick={() => setTab(name)}
          >
            {t(`game.${name}`)}
          </button>
        ))}
      </nav>
      {error && (
        <p class="step__error" role="alert">
          {error}
        </p>
      )}
      {failure && hold !== 'elsewhere' && (
        <div class="step__error game__save-failed" role="alert" data-testid="save-failed">
          <p>{t(failure.error === 'storage/full' ? 'save.full' : 'save.failed')}</p>
          <button type="button" class="button button--primary" onClick={() => void apply(failure.change)}>
            {t('save.retry')}
          </button>
        </div>
      )}
      {hold === 'elsewhere' && (
        <div class="step__error game__elsewhere" role="alert" data-testid="open-elsewhere">
          <p>{t('tab.elsewhere')}</p>
          <button type="button" class="button button--primary" onClick={() => claim(true)}>
            {t('tab.takeOver')}
          </button>
        </div>
      )}
      <SoloPhoneContext.Provider value={game.solo ? { computer: game.solo.computer } : null}>
        <SharedPhoneContext.Provider value={sharedPhone}>
          {/* Read-only while another tab holds the game: shown, but nothing can be tapped. */}
          <div class="game__body" inert={hold === 'elsewhere'} data-read-only={hold === 'elsewhere'}>
            {tab === 'board' && (
              <BoardTab state={state} scoredRound={momentNow?.kind === 'scoring' ? momentNow.round : null} />
            )}
            {tab === 'log' && (
              <>
                {game.solo && <SoloLog game={game} />}
                <GameLog entries={gameLog(game)} edition={edition} newestFirst />
              </>
            )}
            {tab === 'more' && <GameMenu game={game} apply={apply} onDeleted={onHome} />}
            {/* The recovery code is a moment of its own on a private step; never while the window both watch is open. */}
            {tab === 'play' && recoveryMoment && <RecoveryCodeMoment game={game} apply={apply} />}
            {tab === 'play' && !recoveryMoment && (
              <>
                {game.solo && thinking && step !== 'phone' && !momentNow && <SoloThinking />}
                {/* After a round without scoring, its last battle stays in view (no end window came between). */}
                {soloBattle && <LastBattleSection battle={soloBattle} edition={edition} />}
                {step === 'phone' && <PhoneStep game={game} thinking={thinking} />}
                {game.solo && step === 'plan' && <SoloCommitment game={game} />}
                {/* A broken commitment is said first; a kept one goes under the battle (below). */}
                {game.solo && step === 'reveal' && commitmentKept(game) === false && (
                  <SoloCheck game={game} />
                )}
                {momentNow?.kind === 'scoring' && (
                  <ScoringStep
                    view={publicView(game)}
                    round={momentNow.round}
                    passTo={momentPassTo}
                    onDone={momentDone}
                  />
                )}
                {momentNow?.kind === 'turn-displays' && (
                  <TurnDisplaysStep
                    view={publicView(game)}
                    round={momentNow.round}
                    passTo={momentWindow?.passTo ?? momentPassTo}
                    onDone={momentWindow ? momentWindow.goOn : momentDone}
                    next={momentWindow}
                    tableWindow={tableWindow}
                  />
                )}
                {step === 'hand-over' && view.kind === 'hand-over' && (
                  <HandOverStep
                    to={view.to}
                    edition={edition}
                    onReady={() => void apply({ ok: true, game: handOver(game, view.to, Date.now()) })}
                  />
                )}
                {step === 'before' && <BeforeOrdersStep {...props} />}
                {step === 'invite' && (
                  <InviteStep
                    shown={seat.showing}
                    onJoined={() => void applySeat({ ok: true, game: confirmJoined(seat, Date.now()) })}
                    join={seat.session.setup.handshake ? props : null}
                  />
                )}
                {step === 'join-code' && <JoinCodeStep {...props} />}
                {step === 'warlord' && <WarlordStep {...props} />}
                {step === 'hand' && <HandStep {...props} />}
                {step === 'recover-warlord' && <RecoverWarlordStep {...props} />}
                {/* Round 1: the setup's changes to the physical board, once (R-W8 Head Start, the first event, R-V6). */}
                {step === 'plan' && view.kind === 'seat' && (
                  <SetupNotice changes={setupNotice(game, view.player)} edition={edition} />
                )}
                {step === 'plan' && (
                  <PlanStep key={`${state.round}-${seat.session.me}`} {...props} onWindow={setWindowOpen} />
                )}
                {step === 'commitment' && <CommitmentStep {...props} />}
                {step === 'scan-commitment' && <ScanCommitmentStep {...props} />}
                {step === 'show-orders' && <ShowOrdersStep {...props} />}
                {step === 'reveal' && <RevealStep {...props} cover={roundEnd} next={nextWindow} />}
                {/* The kept commitment is a reassurance, so the battle and its next button keep the first screen. */}
                {game.solo && step === 'reveal' && commitmentKept(game) === true && <SoloCheck game={game} />}
                {step === 'round-record' && (
                  <RoundRecordStep
                    shown={seat.showing}
                    fingerprintWords={words}
                    onConfirm={() => void applySeat({ ok: true, game: recordScreenDone(seat, Date.now()) })}
                    next={tableWindow}
                    battle={game.pass ? null : recordBattle(seat)}
                    turn={turnRound === null ? null : { view: publicView(seat), round: turnRound }}
                    edition={edition}
                  />
                )}
                {step === 'extra-warlord' && <ExtraWarlordStep {...props} />}
                {/* The deal check first: below the long summary no one would find its code. */}
                {step === 'over' && <DealProof game={seat} />}
                {step === 'over' && <OverStep view={publicView(seat)} />}
                {game.solo && step !== 'phone' && step !== 'over' && (
                  <SoloLines lines={game.solo.lines} round={playingRound(game)} />
                )}
              </>
            )}
          </div>
        </SharedPhoneContext.Provider>
      </SoloPhoneContext.Provider>
    </main>
  );
}
