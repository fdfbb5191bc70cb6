import { useState } from 'preact/hooks';
import { t } from '../../i18n';
import { PROVINCES, type ProvinceId } from '../../../engine/types';
import { displayDigits, drawFive, tapDisplay, type BoxPicks } from '../../my-box';
import { BoxPicker } from './BoxPicker';
import { MyBoxEditor } from './MyBoxEditor';
import { useMyBox } from './use-my-box';

/** Props of the new-game form's My box panel. */
export interface MyBoxPanelProps {
  picks: BoxPicks;
  /** New picks, with the typed values of the provinces they changed. */
  onPicks: (picks: BoxPicks, displays: Partial<Record<ProvinceId, string>>) => void;
}

/** A random number in [0, 1) from the platform's generator (the draw of the five displays is the app's, outside the engine). */
function random(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]! / 2 ** 32;
}

/** My box in the new-game form: five taps (or a random draw) fill the five displays; the box can be entered or edited here. */
export function MyBoxPanel({ picks, onPicks }: MyBoxPanelProps) {
  const { read, save } = useMyBox();
  const [editing, setEditing] = useState(false);
  if (read === null) return null;
  const box = read.ok ? read.box : null;
  if (editing || !read.ok) {
    return (
      <div class="my-box-panel">
        <h3 class="my-box-panel__title">{t('box.title')}</h3>
        {!read.ok && (
          <p class="my-box__error" role="alert">
            {t(read.error)}
          </p>
        )}
        <MyBoxEditor
          box={box}
          onSave={async (saved) => {
            await save(saved);
            setEditing(false);
          }}
          onCancel={read.ok ? () => setEditing(false) : undefined}
        />
      </div>
    );
  }
  if (!box) {
    return (
      <div class="my-box-panel">
        <button type="button" class="button" onClick={() => setEditing(true)}>
          {t('box.enter')}
        </button>
        <p class="my-box__help">{t('box.enterHelp')}</p>
      </div>
    );
  }
  const valuesOf = (next: BoxPicks, provinces: readonly ProvinceId[]) =>
    Object.fromEntries(provinces.map((p) => [p, displayDigits(next[p] === null ? null : box[next[p]])]));
  return (
    <div class="my-box-panel">
      <h3 class="my-box-panel__title">{t('box.title')}</h3>
      <BoxPicker
        box={box}
        picks={picks}
        onTap={(index) => {
          const tapped = tapDisplay(picks, index);
          if (tapped.province) onPicks(tapped.picks, valuesOf(tapped.picks, [tapped.province]));
        }}
        onRandom={() => {
          const drawn = drawFive(box, random);
          if (drawn) onPicks(drawn, valuesOf(drawn, PROVINCES));
        }}
      />
      <button type="button" class="button" onClick={() => setEditing(true)}>
        {t('box.edit')}
      </button>
    </div>
  );
}
