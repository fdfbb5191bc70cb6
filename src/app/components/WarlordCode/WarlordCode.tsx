import { useState } from 'preact/hooks';
import { t } from '../../i18n';
import { readWarlordCode, warlordCode } from '../../game/controller';
import type { LocalGame } from '../../game/local-game';
import { warlordName } from '../../format';
import type { WarlordId } from '../../../engine';
import './WarlordCode.css';

/** Props of the code entry. */
export interface WarlordCodeEntryProps {
  warlord: WarlordId;
  onCode: (salt: string) => void;
  onCancel: () => void;
}

/** On the table phone: the other player types the code their phone shows, which proves their secret warlord. */
export function WarlordCodeEntry({ warlord, onCode, onCancel }: WarlordCodeEntryProps) {
  const [code, setCode] = useState('');
  const [wrong, setWrong] = useState(false);
  const submit = (event: Event) => {
    event.preventDefault();
    const salt = readWarlordCode(code);
    if (salt === null) setWrong(true);
    else onCode(salt);
  };
  return (
    <form class="warlord-code" onSubmit={submit}>
      <label for="warlord-code-input">{t('warlordCode.enter', { name: warlordName(warlord) })}</label>
      <input
        id="warlord-code-input"
        autoComplete="off"
        autoCapitalize="characters"
        spellcheck={false}
        value={code}
        aria-invalid={wrong}
        onInput={(e) => {
          setCode((e.currentTarget as HTMLInputElement).value);
          setWrong(false);
        }}
      />
      {wrong && <p class="step__error">{t('warlordCode.wrong')}</p>}
      <div class="step__actions">
        <button type="submit" class="button button--primary">
          {t('warlordCode.play', { name: warlordName(warlord) })}
        </button>
        <button type="button" class="button" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}

/** On the guest's own phone: its secret warlord and the code to type on the table phone to play it. */
export function WarlordCodeCard({ game }: { game: LocalGame }) {
  const warlords = (game.priv?.warlords ?? []).filter((w) => !w.used);
  if (game.session.role !== 'guest' || warlords.length === 0) return null;
  return (
    <details class="warlord-code warlord-code--card">
      <summary>{t('warlordCode.yours', { name: warlords.map((w) => warlordName(w.id)).join(', ') })}</summary>
      <p class="step__help">{t('warlordCode.help')}</p>
      {warlords.map((w) => (
        <p key={w.id}>
          {warlordName(w.id)}: <code data-testid={`warlord-code-${w.id}`}>{warlordCode(game, w.id)}</code>
        </p>
      ))}
    </details>
  );
}
