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

/** Props of the notice that a new version took over during a game. */
export interface UpdatedNoticeProps {
  onReload: () => void;
}

/** A new version took over while a game is open: the tab reloads when the player chooses (or leaves the game), never by itself. */
export function UpdatedNotice({ onReload }: UpdatedNoticeProps) {
  return (
    <aside class="update-notice" role="status" data-testid="update-deferred">
      <p>{t('update.deferred')}</p>
      <button type="button" class="button" onClick={onReload}>
        {t('update.reload')}
      </button>
    </aside>
  );
}
