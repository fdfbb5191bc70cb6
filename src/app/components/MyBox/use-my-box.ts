import { useEffect, useState } from 'preact/hooks';
import { loadSetting, saveSetting } from '../../store/games';
import { loadMyBox, saveMyBox, type BoxRead, type MyBox } from '../../my-box';

const store = { loadSetting, saveSetting };

/** The remembered box (null while it loads) and a way to save a new one. */
export function useMyBox(): { read: BoxRead | null; save: (box: MyBox) => Promise<void> } {
  const [read, setRead] = useState<BoxRead | null>(null);
  useEffect(() => {
    void loadMyBox(store).then(setRead);
  }, []);
  const save = async (box: MyBox) => {
    await saveMyBox(store, box);
    setRead({ ok: true, box });
  };
  return { read, save };
}
