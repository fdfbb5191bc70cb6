import { t } from '../../i18n';
import type { ThemeSetting } from '../../theme';
import { ChoiceGroup } from '../ChoiceGroup/ChoiceGroup';
import './Settings.css';

/** Props of the settings screen. */
export interface SettingsProps {
  theme: ThemeSetting;
  onTheme: (theme: ThemeSetting) => void;
  onClose: () => void;
}

/** App settings that hold across games. */
export function Settings({ theme, onTheme, onClose }: SettingsProps) {
  return (
    <section class="settings" aria-labelledby="settings-title">
      <h2 id="settings-title">{t('settings.title')}</h2>
      <ChoiceGroup
        legend={t('settings.theme')}
        name="theme"
        value={theme}
        onChange={onTheme}
        options={[
          { value: 'system', label: t('settings.theme.system') },
          { value: 'dark', label: t('settings.theme.dark') },
          { value: 'light', label: t('settings.theme.light') },
        ]}
      />
      <button type="button" class="button" onClick={onClose}>
        {t('common.back')}
      </button>
    </section>
  );
}
