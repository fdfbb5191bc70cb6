import { t } from '../../i18n';
import type { LocalGame } from '../../game/core/local-game';

/** Props of the check numbers line. */
export interface CheckNumbersProps {
  game: LocalGame;
  /** The fingerprint's human form (engine's fingerprintWords): the same on both phones in any language. */
  words: string;
}

/**
 * "Check: 47-29-18-35" under the game's header, only where a second phone can show the same numbers
 * (two phones); one phone, passed round or playing against it, has nothing to compare with.
 */
export function CheckNumbers({ game, words }: CheckNumbersProps) {
  if (game.pass) return null;
  return (
    <p class="game__fingerprint" data-testid="fingerprint" title={t('game.fingerprintHelp')}>
      {t('game.fingerprint', { words })}
    </p>
  );
}
