// The one-screen battle check, as a page script any driver can carry: each time the
// reveal shows a new battle state (a province, its result, a question, the next button), the script
// measures, in the page, where both cards, the result, the moves to make, the armies row and the
// next button lie, and whether the card-turn animation runs. The records survive reloads
// (sessionStorage), so the drivers that reload mid-reveal keep theirs.

/** One battle state as measured in the page. */
export interface BattleRecord {
  province: string;
  /** What was measured and where (document coordinates, as at scroll 0). */
  boxes: { what: string; top: number; bottom: number; left: number; right: number }[];
  /** Whether the result line, a question and the next button were on the screen. */
  result: boolean;
  question: boolean;
  next: string | null;
  width: number;
  height: number;
  /** Running card-turn animations, and the longest one's end (delay + duration, ms). */
  animations: number;
  longest: number;
  reducedMotion: boolean;
  /** The page's blocks above and around the battle (class and document top–bottom): said with a fault. */
  layout: string;
}

/** The page script: records every new battle state into sessionStorage 'battle-records'. */
export const BATTLE_RECORDER = `(() => {
  let last = '';
  const box = (what, el) => {
    const r = el.getBoundingClientRect();
    return { what, top: r.top + scrollY, bottom: r.bottom + scrollY, left: r.left + scrollX, right: r.right + scrollX };
  };
  const visible = (el) => el.getClientRects().length > 0 && !el.closest('[hidden]');
  // Every resolved battle a screen shows ("round:province", data-battle), wherever it is shown (the reveal,
  // the round record, the screen after a round without scoring): noted once each time it comes into view.
  const noteBattles = () => {
    const on = [...document.querySelectorAll('main.game [data-battle]')].filter(visible);
    const shown = JSON.parse(sessionStorage.getItem('battles-shown') || '[]');
    for (const el of on) {
      const battle = el.getAttribute('data-battle');
      if (battle && shown[shown.length - 1] !== battle) shown.push(battle);
    }
    sessionStorage.setItem('battles-shown', JSON.stringify(shown));
  };
  const measure = () => {
    noteBattles();
    const main = document.querySelector('main.game[data-step="reveal"]');
    const shown = main && main.querySelector('.reveal__shown');
    if (!shown) return;
    // A full-page screenshot in Chromium lays the page out at 4×4 px for a moment (seen in CI and here):
    // no phone has that screen, so the state is measured once the page has its own size again.
    if (innerWidth < 200 || innerHeight < 200) {
      setTimeout(measure, 50);
      return;
    }
    const province = shown.querySelector('h3')?.textContent ?? '';
    const result = shown.querySelector('.reveal__result');
    const question = main.querySelector('.reveal__decision');
    const next = [...main.querySelectorAll('.reveal button.button--primary')].find(visible) ?? null;
    // Lines added under the same battle (a warlord in the end window) make a new state: measured again.
    const lines = shown.querySelectorAll('.reveal__lines li').length;
    const key = [province, result?.textContent, question?.textContent, next?.textContent, lines].join('|');
    if (key === last) return;
    last = key;
    const boxes = [...shown.querySelectorAll('figure.card')].map((el, i) => box('card ' + (i + 1), el));
    if (result) boxes.push(box('result', result));
    for (const el of shown.querySelectorAll('.reveal__instruction')) boxes.push(box('instruction', el));
    const strip = shown.querySelector('.battle-armies');
    if (strip) boxes.push(box('armies', strip));
    if (next) boxes.push(box('next button', next));
    const turning = document.getAnimations().filter((a) => a.effect?.target?.closest?.('.battle-card'));
    const longest = Math.max(0, ...turning.map((a) => {
      const t = a.effect.getComputedTiming();
      return Number(t.delay || 0) + Number(t.duration || 0);
    }));
    // Where each block of the game screen lies, so that a fault says what pushed the battle down.
    const blocks = [main.querySelector('.game__header'), main.querySelector('.game__tabs'),
      ...main.querySelectorAll(':scope > .step__error, .game__body > *, .reveal > *')];
    const layout = blocks.filter(Boolean).map((el) => {
      const r = el.getBoundingClientRect();
      return (el.className || el.tagName) + ' ' + Math.round(r.top + scrollY) + '–' + Math.round(r.bottom + scrollY);
    }).join('; ');
    const record = {
      province, boxes, layout, result: !!result, question: !!question, next: next?.textContent ?? null,
      width: innerWidth, height: innerHeight, animations: turning.length, longest,
      reducedMotion: matchMedia('(prefers-reduced-motion: reduce)').matches,
    };
    const all = JSON.parse(sessionStorage.getItem('battle-records') || '[]');
    all.push(record);
    sessionStorage.setItem('battle-records', JSON.stringify(all));
  };
  // For drivers that step the reveal themselves (the cross-engine tests): measure the screen now.
  window.__battleMeasure = measure;
  let queued = false;
  const watch = () => new MutationObserver(() => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => { queued = false; measure(); });
  }).observe(document.documentElement, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['hidden', 'open'] });
  if (document.documentElement) watch(); else addEventListener('DOMContentLoaded', watch);
})();`;

/** The faults of the records: anything outside the first screen, sideways, or a card missing. */
export function battleFaults(records: readonly BattleRecord[]): string[] {
  const faults: string[] = [];
  for (const r of records) {
    const at = `${r.province} at ${r.width}×${r.height} (next: ${r.next ?? 'none'})`;
    const before = faults.length;
    if (r.boxes.filter((b) => b.what.startsWith('card')).length !== 2) faults.push(`${at}: not two cards`);
    for (const b of r.boxes) {
      if (b.top < -0.5 || b.bottom > r.height + 0.5 || b.left < -0.5 || b.right > r.width + 0.5)
        faults.push(`${at}: ${b.what} at ${Math.round(b.top)}–${Math.round(b.bottom)} px, off the screen`);
    }
    if (faults.length > before) faults.push(`${at}: the screen's blocks: ${r.layout}`);
  }
  return faults;
}

/** The page script's body that returns the battles shown so far ("round:province", in the order shown). */
export const BATTLES_SHOWN = `return JSON.parse(sessionStorage.getItem('battles-shown') || '[]');`;

/** The page script's body that returns the game on screen as stored (its JSON, Uint8Arrays as {$bytes}), or null. */
export const STORED_GAME = `
  const id = decodeURIComponent(location.hash.split('/')[2] || '');
  if (!id) return null;
  const db = await new Promise((resolve, reject) => {
    const request = indexedDB.open('sun-tzu-referee');
    request.onupgradeneeded = () => request.transaction && request.transaction.abort();
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => (request.error && request.error.name === 'AbortError' ? resolve(null) : reject(request.error));
  });
  if (!db) return null;
  try {
    const game = await new Promise((resolve, reject) => {
      const request = db.transaction('games').objectStore('games').get(id);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    return game ? JSON.stringify(game, (key, value) => value instanceof Uint8Array
      ? { $bytes: [...value].map((b) => b.toString(16).padStart(2, '0')).join('') } : value) : null;
  } finally {
    db.close();
  }`;

/** Every battle the engine resolved in a game's log, "round:province" in the engine's order. */
export function resolvedBattles(
  log: readonly { round: number; entry: { kind: string; province?: string } }[],
): string[] {
  return log.filter((e) => e.entry.kind === 'reveal').map((e) => `${e.round}:${e.entry.province ?? ''}`);
}

/** What is wrong with the battles shown against those resolved: one missing, shown twice, or out of order. */
export function shownFaults(resolved: readonly string[], shown: readonly string[]): string[] {
  const faults: string[] = [];
  const missing = resolved.filter((b) => !shown.includes(b));
  if (missing.length > 0) faults.push(`never shown: ${missing.join(', ')}`);
  const twice = shown.filter((b, i) => shown.indexOf(b) !== i);
  if (twice.length > 0) faults.push(`shown again later: ${twice.join(', ')}`);
  const extra = shown.filter((b) => !resolved.includes(b));
  if (extra.length > 0) faults.push(`shown but not resolved: ${extra.join(', ')}`);
  if (faults.length === 0 && shown.join() !== resolved.join())
    faults.push(`out of order: ${shown.join(', ')}`);
  return faults;
}
