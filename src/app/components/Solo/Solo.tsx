import { t } from '../../i18n';
import type { LocalGame, SoloLine } from '../../game/core/local-game';
import { playingRound } from '../../game/core/local-game';
import { commitmentKept, shownCommitmentWords } from '../../game/solo/solo-commitment';
import { soloGroupText, soloLineGroups } from './solo-lines';
import './Solo.css';

/** The phone's moves of one round, newest last (a live region: each new move is read out). */
export function SoloLines({ lines, round }: { lines: readonly SoloLine[]; round: number }) {
  const shown = lines.filter((line) => line.round === round);
  if (shown.length === 0) return null;
  return (
    <section class="solo-lines" aria-labelledby={`solo-lines-${round}`}>
      <h3 id={`solo-lines-${round}`}>{t('solo.lines', { round })}</h3>
      <ul aria-live="polite">
        {soloLineGroups(shown).map((group, index) => (
          <li key={index}>{soloGroupText(group)}</li>
        ))}
      </ul>
    </section>
  );
}

/** "The phone is thinking…" while its worker works. */
export function SoloThinking() {
  return (
    <p class="solo-thinking" role="status">
      <span class="solo-thinking__dot" aria-hidden="true" />
      {t('solo.thinking')}
    </p>
  );
}

/** The screen while the phone takes its own decisions (its warlord, its window, its orders). */
export function PhoneStep({ game, thinking }: { game: LocalGame; thinking: boolean }) {
  return (
    <section class="step" aria-labelledby="step-title">
      <h2 id="step-title">{t('solo.phoneTitle')}</h2>
      {thinking && <SoloThinking />}
      <p class="step__help">{t('solo.phoneHelp')}</p>
      <SoloLines lines={game.solo?.lines ?? []} round={playingRound(game)} />
    </section>
  );
}

/** Plan screen: the phone's commitment, shown before the person plans. */
export function SoloCommitment({ game }: { game: LocalGame }) {
  const words = shownCommitmentWords(game);
  if (!words) return null;
  return (
    <section class="solo-commitment" aria-labelledby="solo-commitment-title" data-testid="solo-commitment">
      <h3 id="solo-commitment-title">{t('solo.commitment.title')}</h3>
      <p class="solo-commitment__words">{t('solo.commitment.words', { words })}</p>
      <p class="step__help">{t('solo.commitment.help')}</p>
    </section>
  );
}

/** Reveal: whether the phone's revealed cards match the commitment it showed before the person planned. */
export function SoloCheck({ game }: { game: LocalGame }) {
  const kept = commitmentKept(game);
  const words = shownCommitmentWords(game);
  if (kept === null || !words) return null;
  return (
    <p
      class={kept ? 'solo-check' : 'solo-check solo-check--bad'}
      data-testid="solo-check"
      role={kept ? undefined : 'alert'}
    >
      {kept ? '✓ ' : '✗ '}
      {kept ? t('solo.check.ok', { words }) : t('solo.check.bad', { words })}
    </p>
  );
}

/** The log tab: everything the phone did, round by round. */
export function SoloLog({ game }: { game: LocalGame }) {
  const lines = game.solo?.lines ?? [];
  if (lines.length === 0) return null;
  const rounds = [...new Set(lines.map((line) => line.round))].reverse();
  return (
    <section class="solo-log" aria-labelledby="solo-log-title">
      <h2 id="solo-log-title">{t('solo.logTitle')}</h2>
      {rounds.map((round) => (
        <SoloLines key={round} lines={lines} round={round} />
      ))}
    </section>
  );
}
