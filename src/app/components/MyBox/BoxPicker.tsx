import { t, type MessageKey } from '../../i18n';
import { PROVINCES } from '../../../engine/types';
import type { BoxPicks, MyBox } from '../../my-box';
import './MyBox.css';

/** Props of the box picker. */
export interface BoxPickerProps {
  box: MyBox;
  picks: BoxPicks;
  onTap: (index: number) => void;
  onRandom: () => void;
}

const provinceName = (p: (typeof PROVINCES)[number]) => t(`province.${p}` as MessageKey);

/** The new game's five taps: the ten displays of My box, each tap giving the next province (board order) its display. */
export function BoxPicker({ box, picks, onTap, onRandom }: BoxPickerProps) {
  const next = PROVINCES.find((p) => picks[p] === null);
  const entered = box.filter((d) => d !== null).length;
  return (
    <div class="box-picker">
      <p class="box-picker__next" aria-live="polite">
        {next ? t('box.pickNext', { province: provinceName(next) }) : t('box.pickDone')}
      </p>
      <div class="box-picker__grid">
        {box.map((d, i) => {
          if (!d) return null;
          const province = PROVINCES.find((p) => picks[p] === i);
          const values = d.join(' ');
          return (
            <button
              type="button"
              key={i}
              class="box-picker__display"
              aria-pressed={province !== undefined}
              onClick={() => onTap(i)}
            >
              <span class="box-picker__values">{values}</span>
              {province && <span class="box-picker__province">{provinceName(province)}</span>}
            </button>
          );
        })}
      </div>
      {entered >= PROVINCES.length ? (
        <>
          <button type="button" class="button" onClick={onRandom}>
            {t('box.random')}
          </button>
          <p class="my-box__help">{t('box.randomHelp')}</p>
        </>
      ) : (
        <p class="my-box__help">{t('box.tooFew')}</p>
      )}
    </div>
  );
}
