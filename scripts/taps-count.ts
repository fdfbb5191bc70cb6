// Counts a player's taps in the browser: every trusted pointerdown on the page, with the game step and
// round shown at that moment, kept in sessionStorage so a reload loses none (used by taps.ts).
import type { Page } from 'playwright-core';

/** One tap: the step and round on screen when it was made, and what was tapped. */
export interface Tap {
  step: string | null;
  round: number | null;
  label: string;
}

/** Page script: records every trusted pointerdown (a real tap; a script's click() is not one). */
export const TAP_COUNTER_SCRIPT = `(() => {
  const read = () => { try { return JSON.parse(sessionStorage.getItem('taps-log') || '[]'); } catch { return []; } };
  document.addEventListener('pointerdown', (event) => {
    if (!event.isTrusted) return;
    const target = event.target instanceof Element ? event.target : null;
    const main = document.querySelector('main.game');
    const status = document.querySelector('.game__status')?.textContent ?? '';
    const round = /Round (\\d+)/.exec(status);
    const control = target?.closest('button, summary, a, label, input') ?? target;
    // A card of the deck tapped as kept on the plan (real cards' draw, R-R4).
    const kept = target?.closest('[data-testid="plan-keep"]') ? 'Kept: ' : '';
    const log = read();
    log.push({
      step: main?.getAttribute('data-step') ?? null,
      round: round ? Number(round[1]) : null,
      label: kept + (control?.getAttribute('aria-label') || control?.textContent || '').trim().slice(0, 60),
    });
    sessionStorage.setItem('taps-log', JSON.stringify(log));
  }, true);
})();`;

/** The taps made on a page so far. */
export async function tapsOf(page: Page): Promise<Tap[]> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('taps-log') ?? '[]') as Tap[]);
}

/** Marks the end of the setup on a page: the taps so far were the setup's, not a round's. */
export async function markSetupDone(page: Page): Promise<void> {
  await page.evaluate(() => {
    if (sessionStorage.getItem('taps-setup') !== null) return;
    const log = JSON.parse(sessionStorage.getItem('taps-log') ?? '[]') as unknown[];
    sessionStorage.setItem('taps-setup', String(log.length));
  });
}

/** The taps made on a page after its setup. */
export async function roundTapsOf(page: Page): Promise<Tap[]> {
  const setup = await page.evaluate(() => Number(sessionStorage.getItem('taps-setup') ?? '0'));
  return (await tapsOf(page)).slice(setup);
}

/** Taps per round (rounds 1…n) of the taps after the setup, by the round on screen when tapped. */
export function tapsPerRound(taps: readonly Tap[], rounds: number): number[] {
  const per = Array.from({ length: rounds }, () => 0);
  for (const tap of taps) {
    const index = Math.min(Math.max(tap.round ?? 1, 1), rounds) - 1;
    per[index] = (per[index] ?? 0) + 1;
  }
  return per;
}

/** How many of the in-game taps went to each step (where the taps go). */
export function tapsByStep(taps: readonly Tap[]): Record<string, number> {
  const by: Record<string, number> = {};
  for (const tap of taps) if (tap.step) by[tap.step] = (by[tap.step] ?? 0) + 1;
  return by;
}

/** True when a tap opens the camera to scan the other phone's code (two phones: the round's scans). */
export function isScanTap(tap: Tap): boolean {
  return tapKind(tap).endsWith(': scan');
}

/** What kind of control a tap hit, by its step and label (for "where the taps go"). */
export function tapKind(tap: Tap): string {
  const step = tap.step ?? 'none';
  const label = tap.label;
  const kinds: [RegExp, string][] = [
    [/^Seal my orders/, 'seal'],
    [/^Kept: /, 'kept card'],
    [/^Show the rest of the round/, 'rest'],
    [/^Reveal /, 'next province'],
    [/: Done$/, 'done'],
    [/^I am |^We are both here|show my screen$|^Go on to the orders/, 'cover'],
    [/^Play |^Discard |^Cancel/, 'window play'],
    [/\(default\)$/, 'question: default'],
    [/^Take these|^One (more|fewer)/, 'army sources'],
    [/^Take back/, 'take back'],
    [/^I have noted it|noted/i, 'recovery code'],
    [/^Scan |^Show |camera/i, 'scan'],
    [/^Choose /, 'choose warlord'],
  ];
  for (const [pattern, kind] of kinds) if (pattern.test(label)) return `${step}: ${kind}`;
  if (step === 'plan') return 'plan: card';
  if (step === 'reveal') return 'reveal: question (other)';
  return `${step}: other`;
}
