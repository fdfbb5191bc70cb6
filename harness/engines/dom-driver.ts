// Drives the app from inside the page, the same way in every engine: buttons found by their text,
// clicked with .click(), inputs filled and radios checked through DOM events, waits by polling.
// Each call is one page.run (one round trip), which also keeps WebDriver classic fast enough.
import { SETTLE_MS } from '../settle';
import type { EnginePage } from './engine';

/**
 * In-page helpers put before every driver script. `until` polls a test every 40 ms (for SETTLE_MS,
 * the same generous wait as the Playwright tests' eventually()) and fails with what it waited for
 * and the text on screen; `tap` clicks the first shown, enabled button whose
 * text (or aria-label) matches a regular expression's source.
 */
const LIB = String.raw`
// Two animation frames, or 150 ms where frames come slowly (WebKitGTK under Xvfb: about 200 ms
// each): by then Preact has run a new screen's effects (after a frame, or its 100 ms fallback).
const frames = () =>
  Promise.race([
    new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    new Promise((resolve) => setTimeout(resolve, 150)),
  ]).then(() => new Promise((resolve) => setTimeout(resolve)));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const shown = (el) => !!el && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
const textOf = (el) => (el.getAttribute('aria-label') || el.textContent || '').replace(/\s+/g, ' ').trim();
const screenText = () => {
  const text = (document.querySelector('main, section, form')?.innerText || document.body.innerText || '').replace(/\s+/g, ' ');
  const alerts = [...document.querySelectorAll('[role="alert"], [aria-invalid="true"], .new-game__error, .step__error')].map(textOf).filter(Boolean);
  return text.slice(0, 300) + (alerts.length ? ' | alerts: ' + alerts.join(' | ') : '');
};
const until = async (what, test, ms = ${SETTLE_MS}) => {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = test();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('waited ' + ms + ' ms for ' + what + ' at ' + location.hash + '; on screen: ' + screenText());
    await sleep(40);
  }
};
const buttons = (pattern) => {
  const re = new RegExp(pattern);
  return [...document.querySelectorAll('button')].filter((b) => shown(b) && !b.disabled && re.test(textOf(b)));
};
// A screen's effects (such as the app's hashchange listener) run after its first paint: a tap waits
// two frames after its button shows, as no person taps faster, and takes the button shown then.
const tap = async (pattern, ms) => {
  await until('a button /' + pattern + '/', () => buttons(pattern)[0], ms);
  await frames();
  const button = await until('a button /' + pattern + '/', () => buttons(pattern)[0], ms);
  button.click();
  return textOf(button);
};
const fill = (input, value) => {
  const proto = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value').set.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
};
const game = () => document.querySelector('main.game[data-step]');
const stepNow = () => game()?.getAttribute('data-step') ?? null;
const holderNow = () => game()?.getAttribute('data-holder') ?? null;
const view = () => ({
  step: stepNow(),
  holder: holderNow(),
  status: document.querySelector('.game__status')?.textContent ?? '',
  fingerprint: game()?.getAttribute('data-fingerprint') ?? '',
});
`;

/** Runs a driver script (the body of an async function, with the helpers above in scope). */
export function drive<T>(page: EnginePage, body: string, ...args: unknown[]): Promise<T> {
  return page.run<T>(`${LIB}\n${body}`, ...args);
}

/** Taps the first shown, enabled button whose text matches `pattern` (a RegExp source). */
export async function tap(page: EnginePage, pattern: string): Promise<string> {
  return drive<string>(page, 'return tap(args[0]);', pattern);
}

/** Waits until an element matching `selector` is shown; returns its text as rendered (innerText). */
export async function waitFor(page: EnginePage, selector: string, ms = SETTLE_MS): Promise<string> {
  return shownText(page, selector, ms, 'innerText');
}

/**
 * The text of the first shown element matching `selector`, as the DOM holds it (textContent): unlike
 * innerText it keeps runs of spaces, which a code's text may have (base45 uses the space).
 */
export async function textContentOf(page: EnginePage, selector: string, ms = SETTLE_MS): Promise<string> {
  return shownText(page, selector, ms, 'textContent');
}

async function shownText(
  page: EnginePage,
  selector: string,
  ms: number,
  property: 'innerText' | 'textContent',
): Promise<string> {
  return drive<string>(
    page,
    `const el = await until(args[0], () => [...document.querySelectorAll(args[0])].find(shown), args[1]);
     return el[args[2]] ?? '';`,
    selector,
    ms,
    property,
  );
}

/** Goes to a screen by its hash route (as the app's own buttons do) and waits for `selector`. */
export async function route(page: EnginePage, hash: string, selector: string): Promise<void> {
  await drive(
    page,
    `await frames(); location.hash = args[0]; await until(args[1], () => [...document.querySelectorAll(args[1])].find(shown));`,
    hash,
    selector,
  );
}

/** The page's width against the viewport: no screen may scroll sideways. */
export interface Widths {
  scrollWidth: number;
  innerWidth: number;
}

/** Measures the document's scroll width and the viewport's width after the layout settles. */
export async function widths(page: EnginePage): Promise<Widths> {
  return drive<Widths>(
    page,
    `await frames();
     return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth };`,
  );
}

/** The game screen now: its step, the player holding the phone, the status line and fingerprint. */
export interface GameView {
  step: string | null;
  holder: string | null;
  status: string;
  fingerprint: string;
}

/** Reads the game screen (waiting for it to be there). */
export async function gameView(page: EnginePage): Promise<GameView> {
  return drive<GameView>(
    page,
    `await until('the game screen', game);
     return view();`,
  );
}

/** The five provinces' face-up displays typed on the new-game form. */
const DISPLAYS = { qin: '143', chu: '222', jinyan: '315', hanqi: '111', wu: '421' };

/**
 * From the home screen: a new game (two phones, one passed between the players, or against the
 * phone at the easy level) with cards dealt by the app; waits for the game screen.
 */
export async function createGame(
  page: EnginePage,
  mode: 'two-phones' | 'pass-and-play' | 'solo',
): Promise<void> {
  await drive(
    page,
    `await tap('^New game$');
     const radio = (name, value) => until(name + '=' + value, () => document.querySelector('input[name="' + name + '"][value="' + value + '"]'));
     const radios = [['mode', args[0]], ['cardMode', 'app'], ...(args[0] === 'solo' ? [['level', 'easy']] : [])];
     for (const [name, value] of radios) {
       (await radio(name, value)).click();
       await until(name + '=' + value + ' checked', () => document.querySelector('input[name="' + name + '"][value="' + value + '"]')?.checked);
     }
     // One field at a time, each shown back by the form before the next (the form keeps its state).
     for (const [province, digits] of Object.entries(args[1])) {
       fill(await until(province, () => document.getElementById('display-' + province)), digits);
       await until(province + ' = ' + digits, () => document.getElementById('display-' + province)?.value === digits);
       await frames();
     }
     await frames();
     for (const [province, digits] of Object.entries(args[1]))
       if (document.getElementById('display-' + province)?.value !== digits) throw new Error('the form lost ' + province + ': ' + screenText());
     await tap('^Create the game$');
     await until('the game screen', game, 30000);`,
    mode,
    DISPLAYS,
  );
}

/**
 * Taps through one screen of a pass-and-play game (every choice at its default, the first card
 * that may go in each province), then waits for the screen to move on. Returns the step handled
 * and who held the phone; 'over' when the game has ended.
 */
export async function playPassScreen(
  page: EnginePage,
): Promise<{ step: string; holder: string; after: GameView }> {
  return drive<{ step: string; holder: string; after: GameView }>(
    page,
    `const step = await until('a game step', stepNow);
     const holder = holderNow() ?? '';
     switch (step) {
       case 'hand-over':
         // The cover shows nothing of the previous player's hand or orders.
         if (document.querySelector('.plan__hand, .card-chip')) throw new Error('a card shows on the hand-over cover');
         await tap('^I am |^We are both here');
         break;
       case 'warlord':
         await tap('^Choose ');
         break;
       case 'hand':
         await tap('^Deal my cards$');
         break;
       case 'before':
         // The start-of-round window is also the cover before the first player's screen.
         await tap('^I am |^Go on to the orders$');
         break;
       case 'scoring':
       case 'turn-displays':
         // The scoring moment after rounds 3 and 6 (with the turn of the displays), one
         // tap; on a passed phone it is the next player's "I am …: show my screen": nothing private shows yet.
         // The next start-of-round window under the turn of the displays lists public support cards.
         const privateChip = [...document.querySelectorAll('.card-chip')].some((chip) => !chip.closest('.reveal__next-window'));
         if (document.querySelector('.plan__hand') || privateChip) throw new Error('a card shows on a table moment');
         await tap('^Go on to round |^See the result$|^Done: all five are turned$|^I am .*: show my screen$');
         break;
       case 'phone':
         // Against the phone: it takes its own decisions in its worker; the screen moves on when it is done.
         break;
       case 'plan': {
         // Real cards: the draw's kept cards first (R-R4), one tap each, each seen pressed before the next.
         for (let i = 0; i < 4; i++) {
           const free = document.querySelector('[data-testid="plan-keep"] .card-chip:not([disabled]):not([aria-pressed="true"])');
           if (!free) break;
           const kept = document.querySelectorAll('[data-testid="plan-keep"] .card-chip[aria-pressed="true"]').length;
           free.click();
           await until('a kept card', () => document.querySelectorAll('[data-testid="plan-keep"] .card-chip[aria-pressed="true"]').length > kept);
         }
         const provinces = () => [...document.querySelectorAll('.plan__province')];
         const count = provinces().length;
         for (let i = 0; i < count; i++) {
           provinces()[i].click();
           await until('province ' + i + ' active', () => provinces()[i]?.getAttribute('aria-pressed') === 'true');
           const chip = await until('a card for province ' + i, () => document.querySelector('.plan__hand .card-chip:not([disabled])'));
           chip.click();
           await until('a card placed in province ' + i, () => !provinces()[i]?.querySelector('.plan__province-card')?.textContent?.match(/^(no card)?$/));
         }
         await tap('^Seal my orders$');
         break;
       }
       case 'reveal': {
         // The screen re-renders after each tap: tap whichever of these is there, then wait for a change.
         for (let guard = 0; guard < 300 && stepNow() === 'reveal'; guard++) {
           // On a passed phone the round's Done may open the next player's screen: nothing private yet.
           if (document.querySelector('.plan__hand')) throw new Error('a hand shows on the reveal');
           const button = buttons('^Reveal |[(]default[)]$|: Done$|: show my screen$')[0];
           if (!button) { await sleep(40); continue; }
           const before = game()?.innerHTML;
           button.click();
           const deadline = Date.now() + 3000;
           while (Date.now() < deadline && stepNow() === 'reveal' && game()?.innerHTML === before) await sleep(20);
         }
         if (stepNow() === 'reveal') throw new Error('the reveal did not end: ' + screenText());
         break;
       }
       case 'over':
         return { step, holder, after: view() };
       default:
         throw new Error('unexpected step ' + step);
     }
     await until('the screen after ' + step + ' (' + holder + ')', () => stepNow() !== step || holderNow() !== holder, ${SETTLE_MS});
     return { step, holder, after: view() };`,
  );
}
