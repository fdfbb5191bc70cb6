import { useState } from 'preact/hooks';
import { t, type MessageKey } from '../../i18n';
import {
  BLUE_WARLORDS,
  EVENTS,
  PLAYERS,
  PROVINCES,
  RED_WARLORDS,
  type Action,
  type Decision,
  type LogEntry,
  type WarlordId,
} from '../../../engine';
import { passBoth, recordAction, refuseApp, showNextProvince, showProvinces } from '../../game/controller';
import { currentState } from '../../game/local-game';
import { currentRoundLog, gameLog } from '../../game/round-log';
import {
  cardName,
  describeLogEntry,
  eventName,
  physicalInstruction,
  playerName,
  provinceName,
  warlordName,
} from '../../format';
import { PlayerBadge } from '../PlayerBadge/PlayerBadge';
import { Card } from '../Card/Card';
import { BoardMap } from '../BoardMap/BoardMap';
import {
  boardBefore,
  provinceMarks,
  provinceReveal,
  revealProgress,
  type ProvinceReveal,
} from './reveal-model';
import { WarlordCodeEntry } from '../WarlordCode/WarlordCode';
import { WindowActions } from './WindowActions';
import { TakeBackButton } from './TakeBackButton';
import type { StepProps } from './types';
import { useSharedPhone } from './shared-phone';
import { useSoloPhone } from '../Solo/solo-context';
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

/** One line per log entry: the physical instruction when it is a move, else the sentence. */
function LogLines({ entries, edition }: { entries: LogEntry[]; edition: 'en' | 'pl' }) {
  return (
    <ul class="reveal__lines">
      {entries.map((entry, index) => {
        const instruction = physicalInstruction(entry, { edition });
        return (
          <li key={index} class={instruction ? 'reveal__instruction' : undefined}>
            {instruction ?? describeLogEntry(entry, { edition })}
          </li>
        );
      })}
    </ul>
  );
}

/** The result in a line: "Blue wins by 5 (9 to 4)", a tie, or no battle (a Plague, R-P1). */
function resultLine(reveal: ProvinceReveal, edition: 'en' | 'pl'): string {
  const result = reveal.result;
  if (!result) return t('reveal.noBattle');
  const values = { blue: result.blue, red: result.red };
  return result.winner
    ? t('reveal.wins', { player: playerName(result.winner, edition), margin: result.margin, ...values })
    : t('reveal.tie', values);
}

/** The province being revealed: both cards face up, the result, the moves on the map, the instructions. */
function ProvinceShown({
  reveal,
  board,
  edition,
}: {
  reveal: ProvinceReveal;
  board: ReturnType<typeof boardBefore>;
  edition: 'en' | 'pl';
}) {
  const name = provinceName(reveal.province);
  return (
    <div class="reveal__shown">
      <h3>{name}</h3>
      <div class="reveal__pair" role="group" aria-label={t('reveal.cards', { province: name })}>
        {PLAYERS.map((player) => (
          <Card key={player} card={reveal.cards[player]} player={player} edition={edition} />
        ))}
      </div>
      <p class="reveal__result" aria-live="polite">
        <strong>{resultLine(reveal, edition)}</strong>
      </p>
      <BoardMap state={board} focus={{ province: reveal.province, marks: provinceMarks(reveal.moves) }} />
      <LogLines entries={reveal.entries} edition={edition} />
    </div>
  );
}

/** Table phone: the battles province by province, the choices asked of the right player, then the end-of-round window. */
export function RevealStep({ game, apply }: StepProps) {
  const state = currentState(game);
  const [awaitingCode, setAwaitingCode] = useState<WarlordId | null>(null);
  const shared = useSharedPhone();
  const solo = useSoloPhone();
  const edition = state.setup.options.edition;
  const entries = currentRoundLog(gameLog(game), state.round);
  const reveal = state.reveal;
  const pending: Decision | null = state.pending;
  // The log in blocks: what came before the first province, then one block per resolved province.
  const progress = revealProgress(entries, game.revealShown, pending);
  const { blocks, resolved, shown } = progress;
  const nextBlock = shown < resolved ? blocks[shown + 1] : null;
  const nextProvince = progress.next;
  const latest = shown > 0 ? provinceReveal(blocks[shown] ?? []) : null;
  // The board as it stood after the provinces shown: the hidden ones are wound back off the state.
  const board = latest ? boardBefore(state, blocks.slice(shown + 1).flat()) : null;
  const current =
    !nextBlock && reveal && reveal.index < reveal.sequence.length ? reveal.sequence[reveal.index] : null;

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
    void apply(recordAction(game, action, Date.now()));
  };

  // R-W12: War Chariot's extra warlord is taken here and chosen afterwards in secret, by its player alone.
  const options = !pending
    ? []
    : pending.kind === 'extraWarlord'
      ? pending.options.filter((o) => o === 'none' || o === 'commit')
      : [pending.default, ...pending.options.filter((o) => o !== pending.default && o !== 'commit')];
  // Against the phone: the computer answers its own decisions (a physical event card is turned by the person).
  const phoneDecides = pending !== null && solo?.computer === pending.player && pending.kind !== 'turnEvent';

  return (
    <section class="step reveal" aria-labelledby="step-title">
      <h2 id="step-title">{t('reveal.title', { round: state.round })}</h2>
      <LogLines entries={blocks.slice(0, latest ? shown : shown + 1).flat()} edition={edition} />
      {latest && board && <ProvinceShown reveal={latest} board={board} edition={edition} />}
      {nextProvince && (
        <div class="step__actions">
          <button
            type="button"
            class="button button--primary"
            onClick={() => void apply({ ok: true, game: showNextProvince(game, Date.now()) })}
          >
            {t('reveal.next', { province: provinceName(nextProvince) })}
          </button>
          {progress.rest && (
            <button
              type="button"
              class="button"
              onClick={() => void apply({ ok: true, game: showProvinces(game, resolved, Date.now()) })}
            >
              {t('reveal.rest')}
            </button>
          )}
        </div>
      )}
      {current && current !== latest?.province && state.orders.blue && state.orders.red && (
        <div class="reveal__current" aria-live="polite">
          <h3>{t('reveal.province', { province: provinceName(current) })}</h3>
          <p class="reveal__cards">
            {PLAYERS.map((player) => (
              <span key={player}>
                <PlayerBadge player={player} edition={edition} />{' '}
                {cardName(state.orders[player]?.orders[current] ?? null)}
              </span>
            ))}
          </p>
        </div>
      )}
      {pending && !nextBlock && (
        <div class="reveal__decision" role="group" aria-labelledby="decision-title">
          <p id="decision-title">
            <strong>{t('reveal.decision', { player: playerName(pending.player, edition) })}</strong>{' '}
            {t(`decision.${pending.kind}` as MessageKey)}
          </p>
          {awaitingCode && (
            <WarlordCodeEntry
              warlord={awaitingCode}
              onCancel={() => setAwaitingCode(null)}
              onCode={(salt) => decide(awaitingCode, salt)}
            />
          )}
          {phoneDecides && <p>{t('solo.deciding')}</p>}
          <div class="step__actions" hidden={awaitingCode !== null || phoneDecides}>
            {options.map((choice) => (
              <button
                key={choice}
                type="button"
                class={choice === pending.default ? 'button button--primary' : 'button'}
                onClick={() => decide(choice)}
              >
                {choiceLabel(choice)}
                {choice === pending.default ? ` (${t('reveal.default')})` : ''}
              </button>
            ))}
          </div>
        </div>
      )}
      {!pending && !nextBlock && state.phase === 'end' && (
        <div class="reveal__end">
          <p>
            <strong>{t('reveal.end')}</strong> {t('reveal.endHelp')}
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
          <div class="step__actions">
            <button
              type="button"
              class="button button--primary"
              onClick={() => void apply(passBoth(game, Date.now()))}
            >
              {t('reveal.bothDone')}
            </button>
          </div>
        </div>
      )}
      <TakeBackButton game={game} apply={apply} edition={edition} />
    </section>
  );
}
