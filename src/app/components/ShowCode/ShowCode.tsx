import { Fragment, type ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { t } from '../../i18n';
import type { ShownMessage } from '../../game/core/local-game';
import { QrCode } from '../QrCode/QrCode';
import './ShowCode.css';

/** Props of a shown message. */
export interface ShowCodeProps {
  shown: ShownMessage;
  label: string;
  /** The screen's next action, put right under the QR (above the typed fallback) so it stays in thumb reach. */
  after?: ComponentChildren;
}

/** Shows a message as a QR code (stepping through numbered parts) with its typed form, in groups, underneath. */
export function ShowCode({ shown, label, after }: ShowCodeProps) {
  const [index, setIndex] = useState(0);
  const total = shown.texts.length;
  const at = Math.min(index, total - 1);
  const text = shown.texts[at] ?? '';
  return (
    <div class="show-code">
      {total > 1 && (
        <p class="show-code__part" aria-live="polite">
          {t('code.part', { index: at + 1, total })}
        </p>
      )}
      <QrCode
        text={text}
        label={total > 1 ? `${label} ${t('code.part', { index: at + 1, total })}` : label}
      />
      {total > 1 && (
        <div class="show-code__nav">
          <button type="button" class="button" disabled={at === 0} onClick={() => setIndex(at - 1)}>
            {t('code.previous')}
          </button>
          <button
            type="button"
            class="button button--primary"
            disabled={at === total - 1}
            onClick={() => setIndex(at + 1)}
          >
            {t('code.next')}
          </button>
        </div>
      )}
      {after}
      {/* Visible, not folded away: the scanner's fallback says to type the code under the QR. */}
      <div class="show-code__typed">
        <p class="show-code__typed-heading">{t('code.typedHeading')}</p>
        <code data-testid="typed-code">
          {(shown.typed[at] ?? '').split(' ').map((group, i) => (
            <Fragment key={i}>
              {i > 0 && ' '}
              <span class="show-code__group">{group}</span>
            </Fragment>
          ))}
        </code>
        <p class="show-code__typed-help">{t('code.typedGroups')}</p>
      </div>
    </div>
  );
}
