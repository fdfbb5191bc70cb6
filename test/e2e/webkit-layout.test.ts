// WebKit lays out a <fieldset> that is a flex item as if its legend were there twice: every radio
// group in a column flexbox (Settings, New game, a game's More tab) got 27 px of empty space below
// it. Each group's box must end where its content ends, the space after each group must be the
// same as in Chromium, and each legend starts at the group's edge (as the screen's other text).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startAppServer, type AppServer } from '../../harness/app-server';
import { launchChromium } from '../../harness/browser';
import { runExpression } from '../../harness/engines/common';
import type { Engine, EnginePage } from '../../harness/engines/engine';
import { launchWebKit } from '../../harness/engines/webkit';

/** One fieldset: what it is, the empty space inside it below its content, and the space after it. */
interface Group {
  legend: string;
  /** Fieldset bottom minus its content's bottom (legend and children, margins included). */
  emptyBelow: number;
  /** From the content's bottom to the next element's top (the flex gap, in a correct layout). */
  spaceAfter: number;
  /** The row gap of the flex container the group sits in. */
  gap: number;
  /** How far the legend's text starts right of the fieldset's edge. */
  legendInset: number;
}

/** Waits for a selector, then measures every rendered fieldset on the screen. */
const MEASURE_GROUPS = `
  const deadline = Date.now() + 10000;
  while (!document.querySelector(args[0])) {
    if (Date.now() > deadline) throw new Error('no ' + args[0] + ' on ' + location.hash);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const marginBottom = (element) => parseFloat(getComputedStyle(element).marginBottom) || 0;
  return [...document.querySelectorAll('fieldset')].filter((f) => f.getClientRects().length > 0).map((fieldset) => {
    const contentBottom = Math.max(...[...fieldset.children].map((c) => c.getBoundingClientRect().bottom + marginBottom(c)));
    // The element that is the flex item: the fieldset or the wrapper it sits in.
    let item = fieldset;
    while (item.parentElement && !getComputedStyle(item.parentElement).display.includes('flex')) item = item.parentElement;
    let next = item.nextElementSibling;
    while (next && next.getClientRects().length === 0) next = next.nextElementSibling;
    const container = item.parentElement;
    return {
      legend: fieldset.querySelector('legend')?.textContent ?? '',
      emptyBelow: Math.round(fieldset.getBoundingClientRect().bottom - contentBottom),
      spaceAfter: next ? Math.round(next.getBoundingClientRect().top - contentBottom) : -1,
      gap: container ? parseFloat(getComputedStyle(container).rowGap) || 0 : 0,
      legendInset: Math.round((fieldset.querySelector('legend')?.getBoundingClientRect().left ?? 0) - fieldset.getBoundingClientRect().left),
    };
  });`;

/** In-page helpers for the scripts that open a screen: wait for something, wait two frames. */
const HELPERS = `
  const until = async (what, find) => {
    const deadline = Date.now() + 15000;
    for (;;) {
      const found = find();
      if (found) return found;
      if (Date.now() > deadline) throw new Error('waited in vain for ' + what + ': ' + document.body.innerText.slice(0, 300));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  await until('the screen', () => document.querySelector('#app > *'));
  await frames();`;

/** Starts a pass-and-play game with the app dealing the cards (runs after HELPERS). */
const NEW_PASS_GAME = `
      for (const choice of ['[name="mode"][value="pass-and-play"]', '[name="cardMode"][value="app"]']) {
        (await until(choice, () => document.querySelector('input' + choice))).click();
        await until(choice + ' checked', () => document.querySelector('input' + choice + ':checked'));
      }
      for (const [province, digits] of Object.entries({ qin: '143', chu: '222', jinyan: '315', hanqi: '111', wu: '421' })) {
        const input = await until(province, () => document.getElementById('display-' + province));
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, digits);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        await until(province + ' = ' + digits, () => document.getElementById('display-' + province)?.value === digits);
        await frames();
      }
      document.querySelector('form.new-game').requestSubmit();
`;

/** Screens with radio groups: the route loaded, a script run there (after HELPERS), what to wait for. */
const SCREENS: { name: string; hash: string; open: string; ready: string }[] = [
  { name: 'settings', hash: '#/settings', open: '', ready: '.settings fieldset' },
  { name: 'new game', hash: '#/new-game', open: '', ready: '.new-game fieldset' },
  {
    name: 'game menu',
    hash: '#/new-game',
    open: `${NEW_PASS_GAME}
      const more = await until('the More tab', () => [...document.querySelectorAll('.game__tab')].find((b) => b.textContent.trim() === 'More'));
      more.click();`,
    ready: '.game-menu fieldset',
  },
  {
    name: 'plan step',
    hash: '#/new-game',
    open: `
      ${NEW_PASS_GAME}
      // Through the hand-over covers, the warlord pick and the deal, to the first player's orders.
      const next = /^(I am |We are both here|Choose |Deal my cards|Go on to the orders)/;
      for (let i = 0; i < 40 && !document.querySelector('.plan__hand'); i++) {
        [...document.querySelectorAll('button')].find((b) => next.test(b.textContent.trim()))?.click();
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      await until('the plan step, after ' + document.body.innerText.slice(0, 200), () => document.querySelector('.plan__hand'));`,
    ready: '.plan__hand',
  },
];

describe('radio groups in WebKit', () => {
  let server: AppServer;
  let webkit: Engine;
  let webkitPage: EnginePage;
  let chromium: Browser;
  let chromiumPage: Page;

  beforeAll(async () => {
    server = await startAppServer();
    webkit = await launchWebKit();
    webkitPage = await webkit.open();
    chromium = await launchChromium();
    chromiumPage = await chromium.newPage({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
  });

  afterAll(async () => {
    await webkitPage?.close();
    await webkit?.close();
    await chromium?.close();
    await server?.close();
  });

  /** Opens a screen from a fresh load of the app in both engines and measures its groups. */
  const measure = async (
    screen: (typeof SCREENS)[number],
  ): Promise<{ webkit: Group[]; chromium: Group[] }> => {
    // Loaded afresh at the screen's route: WebKit's error shows in a first layout, not after a restyle.
    await webkitPage.goto(server.url + screen.hash);
    await webkitPage.reload();
    await webkitPage.run(`${HELPERS}\n${screen.open}\nreturn null;`);
    const inWebKit = await webkitPage.run<Group[]>(MEASURE_GROUPS, screen.ready);
    await chromiumPage.goto(server.url + screen.hash);
    await chromiumPage.reload();
    await chromiumPage.evaluate(runExpression(`${HELPERS}\n${screen.open}\nreturn null;`, []));
    const inChromium = (await chromiumPage.evaluate(
      runExpression(MEASURE_GROUPS, [screen.ready]),
    )) as Group[];
    return { webkit: inWebKit, chromium: inChromium };
  };

  for (const screen of SCREENS) {
    it(`ends each radio group on ${screen.name} where its content ends, spaced as in Chromium`, async () => {
      const groups = await measure(screen);
      console.log(`${screen.name}: WebKit ${JSON.stringify(groups.webkit)}`);
      expect(groups.webkit.length).toBeGreaterThan(0);
      expect(groups.webkit.map((g) => g.legend)).toEqual(groups.chromium.map((g) => g.legend));
      for (const [i, group] of groups.webkit.entries()) {
        const inChromium = groups.chromium[i]!;
        expect(Math.abs(group.emptyBelow), `empty space below "${group.legend}"`).toBeLessThanOrEqual(2);
        expect(Math.abs(inChromium.emptyBelow), `Chromium: below "${group.legend}"`).toBeLessThanOrEqual(2);
        // Every legend lines up with the screen's other text (a legend's default 2 px padding does not).
        expect(group.legendInset, `"${group.legend}" starts at the edge`).toBe(0);
        if (group.spaceAfter >= 0) {
          expect(Math.abs(group.spaceAfter - group.gap), `space after "${group.legend}"`).toBeLessThanOrEqual(
            2,
          );
          expect(
            Math.abs(group.spaceAfter - inChromium.spaceAfter),
            `vs Chromium after "${group.legend}"`,
          ).toBeLessThanOrEqual(2);
        }
      }
    });
  }
});
