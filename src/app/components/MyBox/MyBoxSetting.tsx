import { useState } from 'preact/hooks';
import { t } from '../../i18n';
import { MyBoxEditor } from './MyBoxEditor';
import { useMyBox } from './use-my-box';

/** My box in the settings: the ten displays, edited and saved. */
export function MyBoxSetting() {
  const { read, save } = useMyBox();
  const [saved, setSaved] = useState(false);
  return (
    <section class="my-box-panel" aria-labelledby="my-box-title">
      <h3 id="my-box-title" class="my-box-panel__title">
        {t('box.title')}
      </h3>
      {read && !read.ok && (
        <p class="my-box__error" role="alert">
          {t(read.error)}
        </p>
      )}
      {read && (
        <MyBoxEditor
          box={read.ok ? read.box : null}
          onSave={async (box) => {
            await save(box);
            setSaved(true);
          }}
        />
      )}
      {saved && (
        <p class="my-box__help" role="status">
          {t('box.saved')}
        </p>
      )}
    </section>
  );
}
