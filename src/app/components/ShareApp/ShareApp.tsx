import { useState } from 'preact/hooks';
import { t } from '../../i18n';
import { useLazyModule } from '../../routing/lazy';
import './ShareApp.css';

const loadAddress = () => import('./AppAddress');

/** The address panel, loaded on first use (the QR code renderer is not start-up code). */
function LazyAddress() {
  const module = useLazyModule(loadAddress);
  if (!module) return <div class="share-app__panel" aria-busy="true" />;
  return <module.AppAddress />;
}

/** "Show this app's address": a QR code the second player scans with their camera app. */
export function ShareApp() {
  const [open, setOpen] = useState(false);
  return (
    <section class="share-app">
      <button
        type="button"
        class="button share-app__toggle"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {open ? t('share.hide') : t('share.show')}
      </button>
      {open && <LazyAddress />}
    </section>
  );
}
