// The last battle of a round shown again on the screen that follows it when no end window came between
// (end-window.ts): the round record on two phones, the person's "before the orders" screen
// and the phone at work against the phone. Public information only.
import { t } from '../../i18n';
import { BattleShown, LogLines } from './BattleShown';
import type { LastBattle } from './reveal-model';

/** The battle with its cards, result, moves and armies, and "The round so far" folded under it. */
export function LastBattleSection({ battle, edition }: { battle: LastBattle; edition: 'en' | 'pl' }) {
  return (
    <section
      class="step reveal round-record__battle"
      aria-label={t('roundRecord.lastBattle')}
      data-battle={`${battle.round}:${battle.reveal.province}`}
    >
      <BattleShown
        province={battle.reveal.province}
        cards={battle.reveal.cards}
        reveal={battle.reveal}
        changes={battle.changes}
        edition={edition}
      />
      {battle.before.length > 0 && (
        <details class="reveal__so-far">
          <summary>{t('battle.soFar')}</summary>
          <LogLines entries={battle.before} edition={edition} />
        </details>
      )}
    </section>
  );
}
