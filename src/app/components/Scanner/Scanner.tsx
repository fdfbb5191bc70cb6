import { useEffect, useRef, useState } from 'preact/hooks';
import { t, type MessageKey } from '../../i18n';
import type { CameraScan, DecoderPath, ScanStartError, startCameraScan } from '../../bridges/qr-scanner';
import { useCameraPixelsView } from './camera-pixels';
import { CameraHelp } from './CameraHelp';
import './Scanner.css';

/** The scanning bridge, loaded when a scan starts (with it html5-qrcode and, if needed, zxing-wasm). */
const loadBridge = () => import('../../bridges/qr-scanner');

/** Starts the camera scan; a bridge that cannot load counts as a camera that failed to start. */
async function startScan(...args: Parameters<typeof startCameraScan>): ReturnType<typeof startCameraScan> {
  // Timeline mark for `npm run bench:scan` (camera opening → first decoded code, the 'scan-decoded'
  // mark of the bridge): set before the bridge loads, so its loading counts; harmless elsewhere.
  performance.mark('scan-open');
  try {
    return await (await loadBridge()).startCameraScan(...args);
  } catch {
    return { ok: false, error: 'camera/failed' };
  }
}

let nextViewId = 0;

/** What the owner of the scanner says about a text it was given: accepted, or why not. */
export type ScanVerdict = { ok: true } | { ok: false; message: string };

/** Props of the scanner. */
export interface ScannerProps {
  /** Handles a read text (from the camera, a picture or typed); a refusal is shown and scanning goes on. */
  onText: (text: string, source: 'camera' | 'photo' | 'typed') => ScanVerdict | Promise<ScanVerdict>;
  /** Offer the typed-code fallback (the text form of a message). */
  allowTyped?: boolean;
  /** Shown above the camera view. */
  prompt?: string;
  /** Show which decoder reads the codes (a small line under the status, for bug reports). */
  showDecoder?: boolean;
}

/** A decoder's name as shown: the libraries' own names, or the browser's "built-in" one. */
function decoderName(decoder: DecoderPath): string {
  if (decoder === 'built-in') return t('camera.decoderBuiltIn');
  // Both take turns: the browser's detector and zxing-wasm in the decoder's worker.
  if (decoder === 'built-in+zxing-wasm') return `${t('camera.decoderBuiltIn')} + zxing-wasm`;
  return decoder === 'zxing-wasm' ? 'zxing-wasm' : 'ZXing-js';
}

type Status = { kind: 'starting' } | { kind: 'scanning' } | { kind: 'error'; message: string };

/**
 * Reads a QR code with the camera (html5-qrcode, loaded on demand), from a photo or screenshot,
 * or as a typed code. A refused code shows why while the camera keeps looking for the right one;
 * a refused camera permission shows how to allow it (CameraHelp), with a button to try again.
 */
export function Scanner({ onText, allowTyped = true, prompt, showDecoder = false }: ScannerProps) {
  const [viewId] = useState(() => `scanner-view-${nextViewId++}`);
  const [status, setStatus] = useState<Status>({ kind: 'starting' });
  const [typed, setTyped] = useState('');
  // What is wrong with the typed code, next to it (a late camera message may replace the status line).
  const [typedError, setTypedError] = useState<string | null>(null);
  const scan = useRef<CameraScan | null>(null);
  const busy = useRef(false);
  // The camera reads the same code many times a second: a code already answered is not handled again.
  const lastCameraText = useRef<string | null>(null);
  const [reads, setReads] = useState(0);
  const [decoder, setDecoder] = useState<DecoderPath | null>(null);
  // Each "Try the camera again" starts the camera afresh.
  const [attempt, setAttempt] = useState(0);
  // The camera permission was refused or dismissed: the help stays until the camera is tried again.
  const [denied, setDenied] = useState(false);
  // Glare on the code seems to stop it reading: the status line says how to move it off.
  const [glare, setGlare] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  const view = useRef<HTMLDivElement>(null);
  useCameraPixelsView(frame, view);

  const handle = async (text: string, source: 'camera' | 'photo' | 'typed') => {
    if (busy.current) return;
    if (source === 'camera' && text === lastCameraText.current) return;
    busy.current = true;
    setReads((n) => n + 1);
    if (source === 'camera') lastCameraText.current = text;
    try {
      const verdict = await onText(text, source);
      if (verdict.ok) void scan.current?.stop();
      else setStatus({ kind: 'error', message: verdict.message });
      if (source === 'typed') setTypedError(verdict.ok ? null : verdict.message);
    } finally {
      busy.current = false;
    }
  };

  useEffect(() => {
    let cancelled = false;
    // A camera reopened after a while (back from the background) may be refused this time: iOS asks again.
    const onLost = (error: ScanStartError) => {
      if (cancelled || error !== 'camera/denied') return;
      void scan.current?.stop();
      scan.current = null;
      setDenied(true);
      setStatus({ kind: 'error', message: t('camera/denied') });
    };
    const onGlare = (glaring: boolean) => {
      if (!cancelled) setGlare(glaring);
    };
    void startScan(viewId, (text) => void handle(text, 'camera'), onLost, onGlare).then((result) => {
      if (cancelled) {
        if (result.ok) void result.scan.stop();
        return;
      }
      if (result.ok) {
        scan.current = result.scan;
        setDecoder(result.scan.decoder);
        setStatus((now) => (now.kind === 'starting' ? { kind: 'scanning' } : now));
      } else {
        setDenied(result.error === 'camera/denied');
        setStatus({ kind: 'error', message: t(result.error as MessageKey) });
      }
    });
    return () => {
      cancelled = true;
      setGlare(false);
      void scan.current?.stop();
      scan.current = null;
    };
  }, [attempt]);

  const retryCamera = () => {
    setDenied(false);
    setStatus({ kind: 'starting' });
    setAttempt((n) => n + 1);
  };

  const onPhoto = async (event: Event) => {
    const input = event.currentTarget as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const text = await loadBridge().then(
      (bridge) => bridge.scanImageFile(`${viewId}-file`, file),
      () => null,
    );
    if (text === null) setStatus({ kind: 'error', message: t('camera.photoNone') });
    else await handle(text, 'photo');
  };

  const onTypedSubmit = async (event: Event) => {
    event.preventDefault();
    if (typed.trim() !== '') await handle(typed, 'typed');
  };

  return (
    <div class="scanner" data-reads={reads} data-decoder={decoder ?? undefined}>
      {prompt && <p class="scanner__prompt">{prompt}</p>}
      {denied && <CameraHelp allowTyped={allowTyped} onRetry={retryCamera} />}
      <div ref={frame} class="scanner__frame" hidden={denied}>
        <div ref={view} id={viewId} class="scanner__view" />
        <div class="scanner__aim" aria-hidden="true" />
      </div>
      <div id={`${viewId}-file`} hidden />
      <p class="scanner__status" role="status" data-testid="scanner-status">
        {status.kind === 'starting' && t('camera.starting')}
        {status.kind === 'scanning' && t(glare ? 'camera.glare' : 'camera.scanning')}
        {status.kind === 'error' && status.message}
      </p>
      {showDecoder && decoder && (
        <p class="scanner__decoder" data-testid="scanner-decoder">
          {t('camera.decoder', { name: decoderName(decoder) })}
        </p>
      )}
      <label class="button scanner__photo">
        {t('camera.photo')}
        <input type="file" accept="image/*" onChange={(e) => void onPhoto(e)} />
      </label>
      {allowTyped && (
        <form class="scanner__typed" onSubmit={(e) => void onTypedSubmit(e)}>
          <label for={`${viewId}-typed`}>{t('scanner.typedLabel')}</label>
          <textarea
            id={`${viewId}-typed`}
            rows={5}
            autocapitalize="characters"
            autocomplete="off"
            spellcheck={false}
            value={typed}
            aria-describedby={typedError ? `${viewId}-typed-error` : undefined}
            onInput={(e) => setTyped((e.currentTarget as HTMLTextAreaElement).value)}
          />
          {typedError && (
            <p
              class="scanner__typed-error"
              id={`${viewId}-typed-error`}
              role="alert"
              data-testid="typed-error"
            >
              {typedError}
            </p>
          )}
          <button type="submit" class="button">
            {t('scanner.typedSubmit')}
          </button>
        </form>
      )}
    </div>
  );
}
