import { t } from '../../i18n';
import './Home.css';

/** Props of the home screen. */
export interface HomeProps {
  offlineReady: boolean;
  onCameraCheck: () => void;
}

/** The first screen: what the app is and which version is running. */
export function Home({ offlineReady, onCameraCheck }: HomeProps) {
  return (
    <main class="home">
      <img class="home__logo" src="/favicon.svg" alt="" width="96" height="96" />
      <h1 class="home__title">{t('app.name')}</h1>
      <p class="home__tagline">{t('app.tagline')}</p>
      <p class="home__meta">
        <span data-testid="app-version">{t('app.version', { version: __APP_VERSION__ })}</span>
        {offlineReady && <span class="home__offline"> · {t('app.offlineReady')}</span>}
      </p>
      <button type="button" class="button home__action" onClick={onCameraCheck}>
        {t('camera.check')}
      </button>
    </main>
  );
}
