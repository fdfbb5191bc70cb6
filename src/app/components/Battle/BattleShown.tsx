// A battle as the reveal shows it (cards face up, result, the moves to make, the armies before → after),
// and the log lines around it: shared by the reveal and the round record that follows its last battle.
import { t } from '../../i18n';
import type { Card as CardCode, LogEntry, Player, ProvinceId } from '../../../engine';
import { describeLogEntry, physicalInstruction, playerName, provinceName } from '../../format';
import { BattleCards } from './BattleCards';
import { ArmiesStrip } from './ArmiesStrip';
import type { ArmiesChange, ProvinceReveal } from './reveal-model';

/** One line per log entry: the physical instruction when it is a move, else the sentence. */
export function LogLines({ entries, edition }: { entries: LogEntry[]; edition: 'en' | 'pl' }) {
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

/** A province's log lines less what the cards and the result already show (its reveal and battle lines). */
function battleLines(reveal: ProvinceReveal): LogEntry[] {
  return reveal.entries.filter(
    (entry) => !(entry.kind === 'reveal' || (entry.kind === 'battle' && entry.province === reveal.province)),
  );
}

/** What the province in view is worth at the next scoring: its display value and the round that scores it (R-R2). */
export interface ProvinceWorth {
  value: number;
  round: number;
}

/** The battle in view: its cards turning face up, then (once fought) the result, the moves to make and the armies before → after. */
export function BattleShown({
  province,
  cards,
  reveal,
  changes,
  edition,
  worth,
}: {
  province: ProvinceId;
  cards: Record<Player, CardCode>;
  reveal: ProvinceReveal | null;
  changes: ArmiesChange[] | null;
  edition: 'en' | 'pl';
  /** The province's value this scoring round, said beside its name. */
  worth?: ProvinceWorth;
}) {
  const name = provinceName(province);
  return (
    <div class="reveal__shown">
      <BattleCards
        province={province}
        cards={cards}
        edition={edition}
        label={t('reveal.cards', { province: name })}
      >
        <h3>
          {name}
          {worth && (
            <span class="reveal__worth" data-testid="reveal-worth">
              {' '}
              {t('reveal.worth', { value: worth.value, round: worth.round })}
            </span>
          )}
        </h3>
        {reveal && (
          <p class="reveal__result" aria-live="polite">
            <strong>{resultLine(reveal, edition)}</strong>
          </p>
        )}
      </BattleCards>
      {reveal && <LogLines entries={battleLines(reveal)} edition={edition} />}
      {changes && <ArmiesStrip changes={changes} edition={edition} />}
    </div>
  );
}
