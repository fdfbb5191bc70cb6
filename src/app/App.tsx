import { useEffect, useState } from 'preact/hooks';
import { Home } from './components/Home/Home';
import { CameraCheck } from './components/CameraCheck/CameraCheck';
import { UpdatePrompt } from './components/UpdatePrompt/UpdatePrompt';
import { startServiceWorker } from './bridges/service-worker';

/** The application shell: the current screen plus the update offer. */
export function App() {
  const [offlineReady, setOfflineReady] = useState(false);
  const [screen, setScreen] = useState<'home' | 'camera-check'>('home');
  const [applyUpdate, setApplyUpdate] = useState<(() => Promise<void>) | null>(null);

  useEffect(() => {
    startServiceWorker({
      onOfflineReady: () => setOfflineReady(true),
      onUpdateReady: (apply) => setApplyUpdate(() => apply),
    });
  }, []);

  return (
    <>
      {screen === 'home' && (
        <Home offlineReady={offlineReady} onCameraCheck={() => setScreen('camera-check')} />
      )}
      {screen === 'camera-check' && <CameraCheck onClose={() => setScreen('home')} />}
      {applyUpdate && (
        <UpdatePrompt onApply={() => void applyUpdate()} onDismiss={() => setApplyUpdate(null)} />
      )}
    </>
  );
}
