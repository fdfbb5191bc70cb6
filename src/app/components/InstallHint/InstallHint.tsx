import { useEffect, useState } from 'preact/hooks';
import { t } from '../../i18n';
import { loadSetting, saveSetting } from '../../store/games';
import { browserFacts, isInstalled, needsIosHint } from '../../bridges/platform';
import { installPrompt, promptInstall } from './install-prompt';
import './InstallHint.css';

/** The setting that remembers the player closed the hint. */
export const INSTALL_HINT_SETTING = 'installHintDismissed';

/**
 * A small, dismissible offer to install the app: on iPhone and iPad Safari (no install prompt
 * there) how to add it from the Share menu; where Chromium offers an install prompt, a button.
 */
export function InstallHint() {
  // Unknown until the setting is read, so a closed hint never flashes on start-up.
  const [dismissed, setDismissed] = useState<boolean | null>(null);
  const [facts] = useState(browserFacts);
  useEffect(() => {
    void loadSetting<boolean>(INSTALL_HINT_SETTING).then((saved) => setDismissed(saved === true));
  }, []);
  const prompt = installPrompt.value;
  const ios = needsIosHint(facts);
  if (dismissed === null) return null;
  const off = dismissed ? 'dismissed' : isInstalled(facts) ? 'installed' : !ios && !prompt ? 'none' : null;
  // Nothing to show: a hidden marker says why (and that the saved choice has been read).
  if (off) return <div hidden data-testid="install-hint-off" data-reason={off} />;
  const dismiss = () => {
    setDismissed(true);
    void saveSetting(INSTALL_HINT_SETTING, true);
  };
  return (
    <aside class="install-hint" data-testid="install-hint" aria-label={t('install.title')}>
      <p class="install-hint__text">{ios ? t('install.iosHint') : t('install.promptHint')}</p>
      <div class="install-hint__actions">
        {!ios && prompt && (
          <button type="button" class="button button--primary" onClick={() => void promptInstall()}>
            {t('install.button')}
          </button>
        )}
        <button type="button" class="button" onClick={dismiss}>
          {t('install.dismiss')}
        </button>
      </div>
    </aside>
  );
}
