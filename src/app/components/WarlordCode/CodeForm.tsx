import { useState } from 'preact/hooks';
import { t } from '../../i18n';
import './WarlordCode.css';

/** A recovery code typed by its player: the labelled input and its submit button; `onCode` gets the text as typed. */
export function CodeForm({
  id,
  submitLabel,
  onCode,
}: {
  id: string;
  submitLabel: string;
  onCode: (code: string) => void;
}) {
  const [code, setCode] = useState('');
  const submit = (event: Event) => {
    event.preventDefault();
    onCode(code);
  };
  return (
    <form class="warlord-code" onSubmit={submit}>
      <label for={id}>{t('recovery.label')}</label>
      <input
        id={id}
        autoComplete="off"
        autoCapitalize="characters"
        spellcheck={false}
        value={code}
        onInput={(e) => setCode((e.currentTarget as HTMLInputElement).value)}
      />
      <div class="step__actions">
        <button type="submit" class="button button--primary">
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
