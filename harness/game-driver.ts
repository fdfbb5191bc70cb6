// Drives the app's game screens in a phone the way a player taps them, and shows one phone's QR
// code to the other phone's camera (a screenshot of the rendered code, as a camera would see it).
import type { Browser, Locator, Page } from 'playwright-core';
import QRCode from 'qrcode';
import { qrPng } from './camera';
import { CAMERA_STUB_SCRIPT, showToStubCamera } from './camera-stub';
import { openPhone, PHONE_SIZES, type Phone } from './phone';

/** A phone whose camera can be pointed at a picture. */
export interface CameraPhone extends Phone {
  /** Makes this phone's camera show the given PNG. */
  pointCameraAt: (png: Buffer) => Promise<void>;
}

/** Opens a phone in the browser with a stubbed camera (see camera-stub.ts). */
export async function startCameraPhone(
  browser: Browser,
  size: { width: number; height: number } = PHONE_SIZES.standard,
): Promise<CameraPhone> {
  const phone = await openPhone(browser, size);
  await phone.context.addInitScript(CAMERA_STUB_SCRIPT);
  return { ...phone, pointCameraAt: (png) => showToStubCamera(phone.page, png) };
}

/** A QR code drawn about `size` px wide, for a camera frame of 640×480 (whatever the code's version). */
export async function cameraPng(text: string, size = 400): Promise<Buffer> {
  const modules = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules.size;
  return qrPng(text, Math.max(2, Math.floor(size / (modules + 8))));
}

/**
 * The QR code the page shows, as the camera sees it: the text the page renders (its data-qr-text),
 * drawn by the same library and options the app uses.
 */
export async function qrScreenshot(page: Page): Promise<Buffer> {
  return cameraPng(await shownQrText(page));
}

/** The text of the QR code a page shows (once drawn), optionally waiting for it to differ from `previous`. */
export async function shownQrText(page: Page, previous?: string): Promise<string> {
  const code = page.getByTestId('qr-code');
  await code.locator('svg').waitFor();
  if (previous !== undefined)
    await page.locator(`[data-testid="qr-code"]:not([data-qr-text="${previous}"])`).waitFor();
  return (await code.getAttribute('data-qr-text')) ?? '';
}

/**
 * Sizes (px of the camera frame) a code is shown at in turn, as a player moves the phone closer or
 * further until it is read. ZXing-js, which html5-qrcode decodes with where the browser has no
 * BarcodeDetector (headless Chromium here, Safari on iPhones), cannot find a few codes in a hundred
 * at some sizes while it reads them at others.
 */
const DISTANCES = [400, 300, 350, 250, 430, 200];

/** Page script: watches the scanner (present once, reads counted) and returns its reads so far. */
const WATCH_SCANNER = `(() => {
  window.__scanWatch?.stop();
  const watch = { seen: false, reads: 0 };
  const look = () => {
    const scanner = document.querySelector('.scanner');
    if (!scanner) return;
    watch.seen = true;
    watch.reads = Math.max(watch.reads, Number(scanner.getAttribute('data-reads') ?? 0));
  };
  const observer = new MutationObserver(look);
  observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  watch.stop = () => observer.disconnect();
  look();
  window.__scanWatch = watch;
  return watch.reads;
})()`;

/**
 * Shows a code to the viewer's camera until the viewer's scanner reads it (a read counted by the
 * scanner, or the scanner closing because the message was taken); `openScanner` opens it first.
 * When the camera reads it at no distance, the player types the code (`typed`, the text form shown
 * under the QR code), as the app offers; without one, that is a failure.
 */
export async function showUntilRead(
  viewer: CameraPhone,
  text: string,
  openScanner?: () => Promise<void>,
  typed?: string,
): Promise<'camera' | 'typed'> {
  // Watched from inside the page: a scanner opened by `openScanner` may read the code and close
  // before any poll from here would see it.
  const before = Number(await viewer.page.evaluate(WATCH_SCANNER));
  // Taken: the scanner counted a new read, or it closed (the message was accepted).
  const taken = () =>
    viewer.page.evaluate((reads) => {
      const watch = (window as unknown as { __scanWatch?: { seen: boolean; reads: number } }).__scanWatch;
      if (!watch) return true;
      return watch.reads > reads || (watch.seen && !document.querySelector('.scanner'));
    }, before);
  const waitTaken = async (ms: number) => {
    for (const deadline = Date.now() + ms; Date.now() < deadline;) {
      if (await taken()) return true;
      await viewer.page.waitForTimeout(100);
    }
    return false;
  };
  for (const [attempt, distance] of DISTANCES.entries()) {
    await viewer.pointCameraAt(await cameraPng(text, distance));
    if (attempt === 0) await openScanner?.();
    if (await waitTaken(2_500)) return 'camera';
  }
  if (typed === undefined)
    throw new Error(`the other phone's camera did not read ${text.slice(0, 20)}… at any distance`);
  await viewer.page.locator('.scanner__typed textarea').fill(typed);
  await viewer.page.locator('.scanner__typed button[type="submit"]').click();
  if (await waitTaken(5_000)) return 'typed';
  throw new Error(`the other phone took neither the QR code nor the typed code ${typed.slice(0, 20)}…`);
}

/**
 * Shows `shower`'s QR code to `viewer`'s camera; `openScanner` (if given) then opens the viewer's
 * scanner. A message in several parts is shown part by part, waiting for the viewer's progress.
 * Returns how many codes the viewer's player had to type (codes the camera read at no distance).
 */
export async function showQr(
  shower: Page,
  viewer: CameraPhone,
  openScanner?: () => Promise<void>,
): Promise<number> {
  const typedCode = async () => (await shower.getByTestId('typed-code').textContent()) ?? undefined;
  let text = await shownQrText(shower);
  let typed = (await showUntilRead(viewer, text, openScanner, await typedCode())) === 'typed' ? 1 : 0;
  const next = shower.getByRole('button', { name: 'Next code' });
  for (let part = 1; (await next.count()) > 0 && !(await next.isDisabled()); part++) {
    const total = (await shower.locator('.show-code__part').textContent())?.match(/of (\d+)/)?.[1];
    await viewer.page.getByText(`Code ${part} of ${total}`).first().waitFor({ timeout: 20_000 });
    await next.click();
    text = await shownQrText(shower, text);
    if ((await showUntilRead(viewer, text, undefined, await typedCode())) === 'typed') typed++;
  }
  return typed;
}

/** The step the game screen is on. */
export async function stepOf(page: Page): Promise<string | null> {
  return page.locator('main.game').getAttribute('data-step');
}

/**
 * The game screen while it is on the given step: a button found in it is tapped only while that step
 * shows (the reveal's "I am …: show my screen" and the next round's window share a label; a retried tap
 * on the reveal must not land on the screen that replaced it).
 */
export function onStep(page: Page, step: string): Locator {
  return page.locator(`main.game[data-step="${step}"]`);
}

/** Waits until the game screen is on the given step. */
export async function waitForStep(page: Page, step: string, timeout = 20_000): Promise<void> {
  await onStep(page, step).waitFor({ timeout });
}

/** The game's check numbers (the fingerprint's human form), in every mode: shown on screen with two phones only. */
export async function fingerprintOf(page: Page): Promise<string> {
  return (await page.locator('main.game').getAttribute('data-fingerprint')) ?? '';
}

/** Types the five score displays of the new-game form (the tests' usual box). */
export async function fillScoreDisplays(page: Page): Promise<void> {
  const values = { Qin: '143', Chu: '222', 'Jin-Yan': '315', 'Han-Qi': '111', Wu: '421' };
  for (const [province, digits] of Object.entries(values)) {
    await page.getByLabel(province, { exact: true }).fill(digits);
  }
}

/** How a one-phone game is set up on the new-game form (cards always dealt by the app, the usual displays). */
export interface OnePhoneGame {
  /** One phone passed between the players (the default), or against the phone at `level`. */
  mode?: 'pass' | 'solo';
  level?: 'Easy' | 'Normal' | 'Hard';
  /** Against the phone: the person plays red. */
  red?: boolean;
  variant?: 'standard' | 'beginner';
  /** No event cards. */
  noEvents?: boolean;
  /** Runs once the form is filled, before "Create the game" (screenshots of the form). */
  onFilled?: () => Promise<void>;
}

/** A new one-phone game from the home screen: passed between the players or against the phone, app-dealt cards. */
export async function newOnePhoneGame(page: Page, url: string, game: OnePhoneGame = {}): Promise<void> {
  await page.goto(url);
  await page.getByRole('button', { name: 'New game' }).click();
  if (game.mode === 'solo') {
    await page.getByRole('radio', { name: /^Against the phone/ }).check();
    await page.getByRole('radio', { name: new RegExp(`^${game.level ?? 'Easy'}`) }).check();
  } else await page.getByRole('radio', { name: /^One phone, passed between us/ }).check();
  if (game.variant === 'beginner') await page.getByRole('radio', { name: /^Beginner/ }).check();
  await page.getByRole('radio', { name: /^Dealt by the app/ }).check();
  if (game.noEvents) await page.getByRole('radio', { name: /^No events/ }).check();
  if (game.red) await page.getByRole('radio', { name: /\(red\)$/ }).check();
  await fillScoreDisplays(page);
  await game.onFilled?.();
  await page.getByRole('button', { name: 'Create the game' }).click();
  await page.locator('main.game[data-step]').waitFor();
}

/**
 * Fills the new-game form (app-dealt cards, events shuffled by the app; or, `realCards`, the real cards
 * and event deck on the table, a game without the setup handshake) and creates the game.
 */
export async function createGame(
  page: Page,
  options: {
    variant?: 'standard' | 'beginner';
    onFilled?: () => Promise<void>;
    /** Standard game: the table player's warlord, picked before the invitation (default: the first offered). */
    warlord?: string;
    /** The real cards and the real event deck: nothing for the app to deal, so no join code to scan. */
    realCards?: boolean;
  } = {},
): Promise<void> {
  await page.getByRole('button', { name: 'New game' }).click();
  if (options.variant === 'beginner') await page.getByRole('radio', { name: /^Beginner/ }).check();
  if (options.realCards) {
    await page.getByRole('radio', { name: /We turn the real cards/ }).check();
    await page.getByRole('radio', { name: /^Real cards/ }).check();
  } else {
    await page.getByRole('radio', { name: /^Dealt by the app/ }).check();
  }
  await fillScoreDisplays(page);
  await options.onFilled?.();
  await page.getByRole('button', { name: 'Create the game' }).click();
  if (options.variant !== 'beginner') {
    await waitForStep(page, 'warlord');
    const choose = options.warlord
      ? page.getByRole('button', { name: `Choose ${options.warlord}` })
      : page.getByRole('button', { name: /^Choose / }).first();
    await choose.click();
  }
  await waitForStep(page, 'invite');
}

/**
 * Taps "I have noted it" when the recovery code's own moment is on screen (it comes right
 * after a secret warlord is chosen, on the next private step); returns the code shown, or null.
 */
export async function noteRecoveryCode(page: Page): Promise<string | null> {
  const noted = page.getByRole('button', { name: 'I have noted it' });
  if ((await noted.count()) === 0) return null;
  const code = ((await page.getByTestId('recovery-code').textContent()) ?? '').trim();
  await noted.click();
  await page.getByTestId('recovery-code').waitFor({ state: 'detached' });
  return code;
}

/**
 * On one phone (passed between the players, or against the phone): the tap a player makes on a step that
 * asks the test nothing (a cover, the first warlord offered, the hand dealt, the window before the orders
 * closed; the phone at work waited out). True when `step` was one of those, false otherwise.
 */
export async function tapPlainStep(page: Page, step: string): Promise<boolean> {
  switch (step) {
    case 'phone':
      await page.waitForFunction(
        () => document.querySelector('main.game')?.getAttribute('data-step') !== 'phone',
        undefined,
        { timeout: 60_000 },
      );
      return true;
    case 'hand-over':
      await page.getByRole('button', { name: /^I am |^We are both here/ }).click();
      return true;
    case 'warlord':
    case 'extra-warlord':
      await page
        .getByRole('button', { name: /^Choose / })
        .first()
        .click();
      return true;
    case 'hand':
      // The secret warlord's recovery code, its own moment before the hand.
      await noteRecoveryCode(page);
      await page.getByRole('button', { name: 'Deal my cards' }).click();
      return true;
    case 'before':
      await page.getByRole('button', { name: /^I am .*: show my screen$|^Go on to the orders$/ }).click();
      return true;
    default:
      return false;
  }
}

/** Chooses the first warlord offered, if this step is shown, notes its recovery code, then deals the hand. */
export async function chooseWarlordAndDeal(page: Page, warlord?: string): Promise<void> {
  if ((await stepOf(page)) === 'warlord') {
    const choose = warlord
      ? page.getByRole('button', { name: `Choose ${warlord}` })
      : page.getByRole('button', { name: /^Choose / }).first();
    await choose.click();
  }
  await waitForStep(page, 'hand');
  await noteRecoveryCode(page);
  await page.getByRole('button', { name: 'Deal my cards' }).click();
  await waitForStep(page, 'plan');
}

/**
 * Two phones with the setup handshake (app cards or the app event deck): the guest, having scanned the
 * invitation, chooses its warlord if this step is shown, then shows its join code, which the table scans
 * (in place of a tap) before its own hand.
 */
export async function tableScansJoinCode(
  table: CameraPhone,
  guest: CameraPhone,
  guestWarlord?: string,
): Promise<void> {
  await guest.page.locator('main.game:is([data-step="warlord"], [data-step="join-code"])').waitFor();
  if ((await stepOf(guest.page)) === 'warlord') {
    const choose = guestWarlord
      ? guest.page.getByRole('button', { name: `Choose ${guestWarlord}` })
      : guest.page.getByRole('button', { name: /^Choose / }).first();
    await choose.click();
  }
  await waitForStep(guest.page, 'join-code');
  await guest.page.getByTestId('qr-code').waitFor();
  await showQr(guest.page, table, () =>
    table.page.getByRole('button', { name: 'Scan the other phone’s join code' }).click(),
  );
  await table.page.locator('main.game:not([data-step="invite"])').waitFor();
}

/**
 * Round 1 with the setup handshake: the guest, on its join code, scans the table's sealed orders (they
 * reveal the table's share of the deal), then notes its recovery code and deals its hand.
 */
export async function guestScansSealAndDeals(table: CameraPhone, guest: CameraPhone): Promise<void> {
  await waitForStep(table.page, 'commitment');
  await waitForStep(guest.page, 'join-code');
  await showQr(table.page, guest, () =>
    guest.page.getByRole('button', { name: 'Scan the table phone’s seal' }).click(),
  );
  await chooseWarlordAndDeal(guest.page);
}

/** Places a card in every province (the one asked for, else the first allowed one) and seals (`tap` taps the button). */
export async function planAndSeal(
  page: Page,
  cards: Record<string, string> = {},
  tap: (seal: Locator) => Promise<void> = (seal) => seal.click(),
): Promise<void> {
  // Real cards: the kept cards of the draw first, so they are in the hand the provinces are filled from.
  await keepOnPlan(page);
  for (const province of ['Qin', 'Chu', 'Jin-Yan', 'Han-Qi', 'Wu']) {
    await page.locator('.plan__province', { hasText: province }).click();
    const wanted = cards[province];
    const chip = wanted
      ? page.locator('.plan__hand').getByRole('button', { name: new RegExp(`^${wanted}( ×\\d)?$`) })
      : page.locator('.plan__hand .card-chip:not([disabled])').first();
    await chip.click();
  }
  await tap(page.getByRole('button', { name: 'Seal my orders' }));
}

/**
 * Table phone: taps through the reveal (next province, every choice at its default, then Done for both
 * players; on a passed phone that Done may be the next player's "I am …: show my screen").
 */
export async function playReveal(page: Page): Promise<void> {
  const reveal = onStep(page, 'reveal');
  const next = reveal.getByRole('button', { name: /^Reveal / });
  const byDefault = reveal.getByRole('button', { name: /\(default\)$/ });
  const done = reveal.getByRole('button', { name: /: Done$|: show my screen$/ });
  const any = next.or(byDefault).or(done);
  for (let guard = 0; guard < 200; guard++) {
    if ((await stepOf(page)) !== 'reveal') return;
    // The screen re-renders after each tap: tap whichever of these is there now.
    await any
      .first()
      .click({ timeout: 2_000 })
      .catch(() => undefined);
  }
  throw new Error('the reveal did not end');
}

/** The scoring moment and the turn of the displays (one screen at rounds 4 and 7): the steps a round may end with before the draw. */
const MOMENTS = '[data-step="scoring"], [data-step="turn-displays"]';

/** Taps past the scoring moment (rounds 3, 6, 9) and the turn of the score displays (rounds 4, 7) if shown, at most `most` of them; the taps. */
export async function passTableMoments(page: Page, check?: () => Promise<void>, most = 2): Promise<number> {
  let taps = 0;
  for (let i = 0; i < most; i++) {
    const step = await stepOf(page);
    if (step !== 'scoring' && step !== 'turn-displays') break;
    if (check) await check();
    await page.getByTestId(step).getByRole('button').last().click();
    taps++;
    await page.locator(`main.game:not([data-step="${step}"])`).waitFor();
  }
  return taps;
}

/** After a round: past the scoring moment and the turn of the displays, if shown (the draw is chosen on the plan, R-R4). */
export async function drawIfDue(page: Page): Promise<void> {
  await page.locator(`main.game:is([data-step="plan"], [data-step="over"], ${MOMENTS})`).waitFor();
  await passTableMoments(page);
}

/**
 * Real cards, on the plan: taps the first cards of the deck offered as kept until the draw's keep is
 * chosen (R-R4), each tap seen saved on screen before the next; the taps. None when no draw is due
 * (or app-dealt cards, whose put-back is already marked).
 */
export async function keepOnPlan(page: Page): Promise<number> {
  const box = page.getByTestId('plan-keep');
  const free = box.locator('.card-chip:not([disabled]):not([aria-pressed="true"])');
  const pressed = box.locator('.card-chip[aria-pressed="true"]');
  let taps = 0;
  for (let guard = 0; guard < 4 && (await free.count()) > 0; guard++) {
    const kept = await pressed.count();
    await free.first().click();
    await pressed.nth(kept).waitFor();
    taps++;
  }
  return taps;
}

/**
 * The table phone of two phones after its reveal, on the round record: at rounds 3 and 6 the scoring
 * moment comes first, one tap; `check` looks at it before that tap.
 */
export async function reachRoundRecord(page: Page, check?: () => Promise<void>): Promise<void> {
  await page.locator('main.game:is([data-step="round-record"], [data-step="scoring"])').waitFor();
  await passTableMoments(page, check, 1);
  await waitForStep(page, 'round-record');
}

/** The round record screen's one button: at rounds 4 and 7 it also says the displays are turned. */
export function recordDoneButton(page: Page): Locator {
  return page.getByRole('button', {
    name: /^(The other phone shows the same numbers|Displays turned, and the other phone shows the same numbers)$/,
  });
}
