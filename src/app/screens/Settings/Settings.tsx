import { t, LANGUAGES, type Language } from '../../i18n';
import type { ThemeSetting } from '../../theme';
import type { Border } from '../../../engine/types';
import { ChoiceGroup } from '../../components/ChoiceGroup/ChoiceGroup';
import { BordersSetting } from '../../components/BordersSetting/BordersSetting';
import { ScreenAwake } from '../../components/ScreenAwake/ScreenAwake';
import { MyBoxSetting } from '../../components/MyBox/MyBoxSetting';
import { normaliseBorders } from '../../borders-setting';
import { DEFAULT_BORDERS } from '../../../engine/borders';
import './Settings.css';

/** Props of the settings screen. */
export interface SettingsProps {
  theme: ThemeSetting;
  onTheme: (theme: ThemeSetting) => void;
  language: Language;
  onLanguage: (language: Language) => void;
  /** The border table new games use (R-F5). */
  borders: readonly Border[];
  onBorders: (borders: Border[]) => void;
  onClose: () => void;
}

/** App settings that hold across games. */
export function Settings({
  theme,
  onTheme,
  language,
  onLanguage,
  borders,
  onBorders,
  onClose,
}: SettingsProps) {
  return (
    <section class="settings" aria-labelledby="settings-title">
      <h2 id="settings-title">{t('settings.title')}</h2>
      <ChoiceGroup
        legend={t('settings.language')}
        name="language"
        value={language}
        onChange={onLanguage}
        options={LANGUAGES.map((lang) => ({ value: lang, label: t(`settings.language.${lang}`) }))}
      />
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
      <BordersSetting
        borders={borders}
        onChange={onBorders}
        onReset={() => onBorders(normaliseBorders(DEFAULT_BORDERS))}
      />
      <MyBoxSetting />
      <ScreenAwake />
      <button type="button" class="button" onClick={onClose}>
        {t('common.back')}
      </button>
    </section>
  );
}
