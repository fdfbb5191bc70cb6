import { useEffect, useRef, useState } from 'preact/hooks';
import { language, t } from './i18n';
import { chooseLanguage, chosenLanguage } from './language';
import { Home } from './screens/Home/Home';
import { UpdatedNotice, UpdatePrompt } from './components/UpdatePrompt/UpdatePrompt';
import { startServiceWorker } from './bridges/service-worker';
import { parseRoute, routeHash, type Route } from './routing/route';
import { applyTheme, type ThemeSetting } from './theme';
import {
  askForPersistence,
  listGames,
  loadGame,
  loadSetting,
  saveGame,
  saveSetting,
  storageProblem,
} from './store/games';
import { useLazyModule } from './routing/lazy';
import { readTextFile } from './bridges/files';
import type { LocalGame } from './game/core/local-game';
import type { ImportComparison } from './game/file/game-file';
import type { Border } from '../engine/types';
import { bordersFromSetting, isDefaultBorders } from './borders-setting';

import { loadGameScreens, loadMoreScreens, loadRulesScreen } from './routing/screens';

/** The rules reference, loaded on first use (its texts are not start-up code). */
function RulesRoute(props: { gameId?: string; onHome: () => void; onGame: (id: string) => void }) {
  const rules = useLazyModule(loadRulesScreen);
  if (!rules) return <main class="rules" aria-busy="true" />;
  return <rules.RulesScreen {...props} />;
}

/** History state: the hash of the screen an entry was opened from. */
function backState(hash: string | null): { back: string | null } {
  return { back: hash };
}

function backHashOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('back' in state)) return null;
  const back = (state as { back: unknown }).back;
  return typeof back === 'string' ? back : null;
}

function useRoute(): [Route, (route: Route) => void] {
  const [route, setRoute] = useState<Route>(() => parseRoute(location.hash));
  useEffect(() => {
    const onHash = () => setRoute(parseRoute(location.hash));
    window.addEventListener('hashchange', onHash);
    // A hash that changed between the first render and this listener (early in start-up) is caught up.
    const now = parseRoute(location.hash);
    setRoute((current) => (routeHash(current) === routeHash(now) ? current : now));
    return () => window.removeEventListener('hashchange', onHash);
  }, []);
  const go = (next: Route) => {
    const hash = routeHash(next);
    const current = parseRoute(location.hash);
    if (routeHash(current) === hash) return;
    const cameFrom = backHashOf(history.state);
    // Going back where this screen was opened from pops the entry, so Back never re-enters it.
    if (cameFrom === hash) {
      history.back();
      return;
    }
    // A form (new game, join) that opens a game gives its place in the history to the game:
    // Back from the game then lands on the game list, never on an emptied form.
    if (current.name === 'new-game' || current.name === 'join') {
      history.replaceState(backState(cameFrom), '', hash);
    } else {
      history.pushState(backState(routeHash(current)), '', hash);
    }
    setRoute(next);
  };
  return [route, go];
}

/** The lines of the question before a file replaces the phone's copy of a game: where each is, which is further on. */
function importConfirmLines(comparison: ImportComparison): string[] {
  const { phone, file } = comparison;
  return [
    t('import.exists'),
    t(phone.sealed ? 'import.onPhoneSealed' : 'import.onPhone', {
      round: phone.round,
      actions: phone.actions,
    }),
    t(file.sealed ? 'import.inFileSealed' : 'import.inFile', { round: file.round, actions: file.actions }),
    t(comparison.newer === 'file' ? 'import.fileNewer' : 'import.same'),
  ];
}

/** The application shell: routes between screens, keeps settings, and offers updates outside games. */
export function App({ initialGames = [] }: { initialGames?: LocalGame[] }) {
  const [route, go] = useRoute();
  const [offlineReady, setOfflineReady] = useState(false);
  const [applyUpdate, setApplyUpdate] = useState<(() => Promise<void>) | null>(null);
  const [theme, setTheme] = useState<ThemeSetting>('system');
  const [borders, setBorders] = useState<Border[]>(() => bordersFromSetting(undefined));
  const [games, setGames] = useState<LocalGame[]>(initialGames);
  const [error, setError] = useState<string | null>(null);
  // A checked file for a game already on this phone, waiting for the person to say replace or keep.
  const [pendingImport, setPendingImport] = useState<{
    game: LocalGame;
    comparison: ImportComparison;
  } | null>(null);
  const screens = useLazyModule(loadGameScreens);
  // New game, settings, camera check: loaded just after the first screen (main.tsx waits for them when
  // the app opens on one of them, so they never appear late).
  const more = useLazyModule(loadMoreScreens);
  // A new version took over while this tab was in a game; it reloads once the game is left.
  const [reloadDue, setReloadDue] = useState<(() => void) | null>(null);
  // An update never interrupts a game: it is offered only outside the game screen (and its rules).
  const inGame = route.name === 'game' || (route.name === 'rules' && route.gameId !== undefined);
  const inGameRef = useRef(inGame);
  inGameRef.current = inGame;

  useEffect(() => {
    startServiceWorker({
      onOfflineReady: () => setOfflineReady(true),
      onUpdateReady: (apply) => setApplyUpdate(() => apply),
      onUpdated: (reload) => {
        if (inGameRef.current) setReloadDue(() => reload);
        else reload();
      },
    });
    void loadSetting<ThemeSetting>('theme').then((saved) => {
      const setting = saved ?? 'system';
      setTheme(setting);
      applyTheme(setting);
    });
    void loadSetting<unknown>('borders').then((saved) => setBorders(bordersFromSetting(saved)));
    void askForPersistence();
  }, []);

  useEffect(() => {
    if (route.name === 'home') void listGames().then(setGames);
  }, [route]);

  useEffect(() => {
    if (reloadDue && !inGame) reloadDue();
  }, [reloadDue, inGame]);

  const openGame = (id: string) => go({ name: 'game', id });
  const chooseTheme = (setting: ThemeSetting) => {
    setTheme(setting);
    applyTheme(setting);
    void saveSetting('theme', setting);
  };

  const chooseBorders = (table: Border[]) => {
    setBorders(table);
    void saveSetting('borders', table);
  };

  const problem = storageProblem.value;
  const offerUpdate = applyUpdate && !inGame && !reloadDue;
  // A new game is opened only once stored: its invitation is a code the other phone relies on.
  const savedOrSaid = async (game: LocalGame): Promise<boolean> => {
    const saved = await saveGame(game);
    if (!saved.ok) setError(t('save.tryAgain'));
    return saved.ok;
  };

  return (
    <>
      {reloadDue && inGame && <UpdatedNotice onReload={reloadDue} />}
      {problem && (
        <p class="storage-banner" role="alert">
          {t(problem)}
        </p>
      )}
      {route.name === 'home' && (
        <Home
          offlineReady={offlineReady}
          games={games}
          onOpenGame={openGame}
          onNewGame={() => go({ name: 'new-game' })}
          onJoin={() => go({ name: 'join' })}
          onSettings={() => go({ name: 'settings' })}
          onCameraCheck={() => go({ name: 'camera-check' })}
          onRules={() => go({ name: 'rules' })}
          importError={error}
          importConfirm={pendingImport && importConfirmLines(pendingImport.comparison)}
          onImportKeep={() => setPendingImport(null)}
          onImportReplace={() => {
            const pending = pendingImport;
            setPendingImport(null);
            if (!pending) return;
            void (async () => {
              // Checked again against the phone's copy as it is now (it may have moved on meanwhile).
              const gameScreens = screens ?? (await loadGameScreens());
              const stored = await loadGame(pending.game.id);
              const compared = stored ? gameScreens.compareWithStored(stored, pending.game) : null;
              if (compared && !compared.ok) {
                setError(t(compared.error));
                return;
              }
              if (await savedOrSaid(pending.game)) openGame(pending.game.id);
            })();
          }}
          onImport={(file) => {
            void readTextFile(file).then(async (text) => {
              // The game screens' code may still be loading: wait for it rather than drop the file.
              const gameScreens = screens ?? (await loadGameScreens());
              setPendingImport(null);
              const imported = gameScreens.importGame(text ?? '');
              if (!imported.ok) {
                setError(t(imported.error));
                return;
              }
              setError(null);
              // A game already on this phone: never replaced by an older copy, and never
              // replaced without asking.
              const stored = await loadGame(imported.game.id);
              if (stored) {
                const compared = gameScreens.compareWithStored(stored, imported.game);
                if (!compared.ok) {
                  setError(t(compared.error));
                  return;
                }
                setPendingImport({ game: imported.game, comparison: compared.comparison });
                return;
              }
              if (await savedOrSaid(imported.game)) openGame(imported.game.id);
            });
          }}
        />
      )}
      {route.name === 'new-game' && more && (
        <>
          {error && (
            <p class="step__error" role="alert">
              {error}
            </p>
          )}
          <more.NewGame
            language={language.value}
            borders={isDefaultBorders(borders) ? null : borders}
            onCancel={() => go({ name: 'home' })}
            onCreate={async (choices) => {
              // As for a file: a tap before the game screens' code has loaded waits for it.
              const gameScreens = screens ?? (await loadGameScreens());
              const create = choices.solo
                ? gameScreens.createSoloGame
                : choices.passAndPlay
                  ? gameScreens.createPassGame
                  : gameScreens.createTableGame;
              const created = create(choices, Date.now());
              if (!created.ok) {
                setError(gameScreens.refusalText(created.refusal));
                return;
              }
              if (!(await savedOrSaid(created.game))) return;
              setError(null);
              openGame(created.game.id);
            }}
          />
        </>
      )}
      {route.name === 'join' && screens && (
        <screens.JoinGame
          onCancel={() => go({ name: 'home' })}
          onJoined={async (game) => {
            if (await savedOrSaid(game)) openGame(game.id);
            else go({ name: 'home' });
          }}
        />
      )}
      {route.name === 'settings' && more && (
        <more.Settings
          theme={theme}
          onTheme={chooseTheme}
          language={chosenLanguage.value}
          onLanguage={chooseLanguage}
          borders={borders}
          onBorders={chooseBorders}
          onClose={() => go({ name: 'home' })}
        />
      )}
      {route.name === 'camera-check' && more && <more.CameraCheck onClose={() => go({ name: 'home' })} />}
      {route.name === 'game' && screens && (
        <screens.GameScreen key={route.id} id={route.id} onHome={() => go({ name: 'home' })} />
      )}
      {route.name === 'rules' && (
        <RulesRoute
          key={route.gameId ?? ''}
          gameId={route.gameId}
          onHome={() => go({ name: 'home' })}
          onGame={openGame}
        />
      )}
      {offerUpdate && (
        <UpdatePrompt onApply={() => void applyUpdate()} onDismiss={() => setApplyUpdate(null)} />
      )}
    </>
  );
}
