import { useState } from 'preact/hooks';
import { t } from '../../i18n';
import { BOX_SIZE, boxFromTexts, displayDigits, type MyBox } from '../../my-box';
import './MyBox.css';

/** Props of the box editor. */
export interface MyBoxEditorProps {
  /** The box as remembered (null: none, or unreadable). */
  box: MyBox | null;
  onSave: (box: MyBox) => void | Promise<void>;
  onCancel?: () => void;
}

/** The ten score displays of the players' copy, typed once (not a <form>: it also sits inside the new-game form). */
export function MyBoxEditor({ box, onSave, onCancel }: MyBoxEditorProps) {
  const [texts, setTexts] = useState<string[]>(() =>
    Array.from({ length: BOX_SIZE }, (_, i) => displayDigits(box?.[i])),
  );
  const [bad, setBad] = useState<readonly number[]>([]);
  const save = () => {
    const read = boxFromTexts(texts);
    if (read.ok) void onSave(read.box);
    setBad(read.ok ? [] : read.bad);
  };
  return (
    <div class="my-box-editor" role="group" aria-label={t('box.title')}>
      <p class="my-box__help">{t('box.help')}</p>
      <div class="my-box-editor__grid">
        {texts.map((text, i) => {
          const invalid = bad.includes(i);
          return (
            <div class="my-box-editor__field" key={i}>
              <label for={`box-display-${i}`}>{t('box.display', { n: i + 1 })}</label>
              <input
                id={`box-display-${i}`}
                inputMode="numeric"
                autoComplete="off"
                maxLength={5}
                placeholder="1 4 3"
                value={text}
                aria-invalid={invalid}
                aria-describedby={invalid ? `box-display-${i}-error` : undefined}
                onInput={(e) => {
                  const value = (e.currentTarget as HTMLInputElement).value;
                  setTexts((now) => now.map((x, j) => (j === i ? value : x)));
                }}
              />
              {invalid && (
                <span class="my-box__error" id={`box-display-${i}-error`}>
                  {t('box.invalid')}
                </span>
              )}
            </div>
          );
        })}
      </div>
      <div class="my-box__actions">
        <button type="button" class="button button--primary" onClick={save}>
          {t('box.save')}
        </button>
        {onCancel && (
          <button type="button" class="button" onClick={onCancel}>
            {t('common.cancel')}
          </button>
        )}
      </div>
    </div>
  );
}
