import { useState } from 'preact/hooks';
import { t } from '../../i18n';
import { readWarlordCode, warlordCode } from '../../game/core/controller';
import { currentState, type LocalGame } from '../../game/core/local-game';
import { warlordName } from '../../format';
import { warlordsInPlay, type WarlordId } from '../../../engine';
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

/** Props of the guest's warlord code card. */
export interface WarlordCodeCardProps {
  game: LocalGame;
  /** Told when the card opens or closes (the orders' QR is put away while it is open). */
  onToggle?: (open: boolean) => void;
  /** True to render it opened (a test reads what the opened card lists). */
  opened?: boolean;
}

/**
 * On the guest's own phone: its secret warlord and the code to type on the table phone to play it. Closed,
 * it says nothing private (it is shown whenever warlords are in play), since it sits on screens
 * held up to the table phone's camera; the warlord and its code are rendered only once it is opened.
 */
export function WarlordCodeCard({ game, onToggle, opened = false }: WarlordCodeCardProps) {
  const [open, setOpen] = useState(opened);
  if (game.session.role !== 'guest' || !warlordsInPlay(currentState(game).setup.options)) return null;
  // Before the hand (the setup handshake deals it after round 1's seal) the warlord chosen at setup is the one held.
  const chosen = game.chosenWarlord;
  const held = game.priv
    ? game.priv.warlords.filter((w) => !w.used)
    : chosen && chosen.id !== 'head-start'
      ? [chosen]
      : [];
  const warlords = open ? held : [];
  return (
    <details
      class="warlord-code warlord-code--card"
      open={open}
      onToggle={(event) => {
        const now = (event.currentTarget as HTMLDetailsElement).open;
        setOpen(now);
        onToggle?.(now);
      }}
    >
      <summary>{t('warlordCode.yours')}</summary>
      {open && (
        <>
          <p class="step__help">{warlords.length > 0 ? t('warlordCode.help') : t('warlordCode.none')}</p>
          {warlords.map((w) => (
            <p key={w.id}>
              {warlordName(w.id)}: <code data-testid={`warlord-code-${w.id}`}>{warlordCode(game, w.id)}</code>
            </p>
          ))}
        </>
      )}
    </details>
  );
}
