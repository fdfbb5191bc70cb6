import { t } from '../../i18n';
import './UpdatePrompt.css';

/** Props of the update banner. */
export interface UpdatePromptProps {
  onApply: () => void;
  onDismiss: () => void;
}

/** Offers a waiting app update; the app shows it only where it cannot interrupt a game. */
export function UpdatePrompt({ onApply, onDismiss }: UpdatePromptProps) {
  return (
    <aside class="update-prompt" role="status">
      <p>{t('update.available')}</p>
      <div class="update-prompt__actions">
        <button type="button" class="button button--primary" onClick={onApply}>
          {t('update.apply')}
        </button>
        <button type="button" class="button" onClick={onDismiss}>
          {t('update.later')}
        </button>
      </div>
    </aside>
  );
}
