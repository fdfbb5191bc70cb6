import { useEffect, useRef } from 'preact/hooks';
import { t } from '../../i18n';
import type { LocalGame } from '../../game/core/local-game';
import { GameList } from '../../components/GameList/GameList';
import { InstallHint } from '../../components/InstallHint/InstallHint';
import { ShareApp } from '../../components/ShareApp/ShareApp';
import './Home.css';

/** Props of the home screen. */
export interface HomeProps {
  offlineReady: boolean;
  games: readonly LocalGame[];
  onOpenGame: (id: string) => void;
  onNewGame: () => void;
  onJoin: () => void;
  onSettings: () => void;
  onCameraCheck: () => void;
  /** Opens the rules reference. */
  onRules: () => void;
  onImport: (file: File) => void;
  /** Why the last import was refused, if it was. */
  importError: string | null;
  /** A file for a game already on this phone: the lines saying where each copy is, before asking. */
  importConfirm?: readonly string[] | null;
  /** Replaces the phone's copy with the file. */
  onImportReplace?: () => void;
  /** Keeps the phone's copy (the file is dropped). */
  onImportKeep?: () => void;
}

/** The first screen: the games on this phone, new game, join, rules, settings. */
export function Home(props: HomeProps) {
  const keep = useRef<HTMLButtonElement>(null);
  // The question is often below the fold: its safe answer takes the focus, which brings it into view.
  useEffect(() => {
    if (props.importConfirm) keep.current?.focus();
  }, [props.importConfirm]);
  return (
    <main class="home">
      <img class="home__logo" src={`${import.meta.env.BASE_URL}favicon.svg`} alt="" width="96" height="96" />
      <h1 class="home__title">{t('app.name')}</h1>
      <p class="home__tagline">{t('app.tagline')}</p>
      <div class="home__actions">
        <button type="button" class="button button--primary" onClick={props.onNewGame}>
          {t('home.newGame')}
        </button>
        <button type="button" class="button button--primary" onClick={props.onJoin}>
          {t('home.join')}
        </button>
      </div>
      <GameList games={props.games} onOpen={props.onOpenGame} />
      <div class="home__actions">
        <button type="button" class="button" onClick={props.onRules}>
          {t('home.rules')}
        </button>
        <button type="button" class="button" onClick={props.onSettings}>
          {t('home.settings')}
        </button>
        <button type="button" class="button" onClick={props.onCameraCheck}>
          {t('camera.check')}
        </button>
        <label class="button home__import">
          {t('home.import')}
          <input
            type="file"
            accept="application/json,.json"
            onChange={(event) => {
              const input = event.currentTarget;
              const file = input.files?.[0];
              input.value = '';
              if (file) props.onImport(file);
            }}
          />
        </label>
      </div>
      <ShareApp />
      {/* Below every button: the offer arrives after start-up (the browser's install prompt), moving nothing. */}
      <InstallHint />
      {props.importConfirm && (
        <section class="home__import-confirm" role="alertdialog" aria-labelledby="import-confirm-title">
          <p id="import-confirm-title">
            <strong>{props.importConfirm[0]}</strong>
          </p>
          {props.importConfirm.slice(1).map((line) => (
            <p key={line}>{line}</p>
          ))}
          <div class="home__actions">
            <button type="button" class="button button--danger" onClick={props.onImportReplace}>
              {t('import.replace')}
            </button>
            <button type="button" class="button button--primary" ref={keep} onClick={props.onImportKeep}>
              {t('import.keep')}
            </button>
          </div>
        </section>
      )}
      {props.importError && (
        <p class="step__error" role="alert">
          {props.importError}
        </p>
      )}
      <p class="home__meta">
        <span data-testid="app-version">{t('app.version', { version: __APP_VERSION__ })}</span>
        {props.offlineReady && <span class="home__offline"> · {t('app.offlineReady')}</span>}
      </p>
    </main>
  );
}
