import { t } from '../../i18n';
import type { Border } from '../../../engine/types';
import { isDefaultBorders, pairKey, PROVINCE_PAIRS, toggleBorder } from '../../borders-setting';
import { provinceName } from '../../format';
import './BordersSetting.css';

/** Props of the borders setting. */
export interface BordersSettingProps {
  borders: readonly Border[];
  onChange: (borders: Border[]) => void;
  onReset: () => void;
}

/**
 * Which provinces touch (R-F5): a tick per pair, the default table marked, and a way back to it.
 * The fieldset sits in a plain box (.fieldset-box, see global.css) so that it is never a flex item.
 */
export function BordersSetting({ borders, onChange, onReset }: BordersSettingProps) {
  const on = new Set(borders.map(pairKey));
  const isDefault = isDefaultBorders(borders);
  return (
    <div class="fieldset-box">
      <fieldset class="borders-setting">
        <legend class="choice-group__legend">{t('borders.title')}</legend>
        <p class="borders-setting__help">{t('borders.help')}</p>
        <p class="borders-setting__state" role="status">
          {isDefault ? t('borders.isDefault') : t('borders.isCustom')}
        </p>
        <ul class="borders-setting__list">
          {PROVINCE_PAIRS.map((pair) => {
            const key = pairKey(pair);
            return (
              <li key={key}>
                <label class="borders-setting__pair">
                  <input
                    type="checkbox"
                    checked={on.has(key)}
                    onChange={() => onChange(toggleBorder(borders, pair))}
                  />
                  <span>{t('borders.pair', { a: provinceName(pair[0]), b: provinceName(pair[1]) })}</span>
                </label>
              </li>
            );
          })}
        </ul>
        <button type="button" class="button" disabled={isDefault} onClick={onReset}>
          {t('borders.reset')}
        </button>
      </fieldset>
    </div>
  );
}
