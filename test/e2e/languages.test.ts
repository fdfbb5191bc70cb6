// English and Polish in the real app: the first run follows the phone's language, Settings switches
// every screen (the lazily loaded game screens too), the choice survives a reload, also offline, and a
// new game's edition follows the language. Polish screens are captured at both phone sizes (no
// sideways scrolling: phone.screenshotSizes records it as an error).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useAppInBrowser } from '../../harness/app-in-browser';
import { openPhone, PHONE_SIZES } from '../../harness/phone';
import { eventually } from '../../harness/eventually';

const app = useAppInBrowser();

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** Opens Settings from the home screen and picks a language by its own name. */
async function chooseLanguage(page: Page, name: 'English' | 'Polski'): Promise<void> {
  await page.getByRole('button', { name: /^(Settings|Ustawienia)$/ }).click();
  await page.getByRole('radio', { name }).check();
  await page.getByRole('heading', { name: name === 'Polski' ? 'Ustawienia' : 'Settings' }).waitFor();
  await page.getByRole('button', { name: /^(Back|Wróć)$/ }).click();
}

describe('languages', () => {
  it('starts in Polish on a Polish phone, switches everywhere, and keeps the choice offline', async () => {
    const phone = await openPhone(app.browser, PHONE_SIZES.small, { locale: 'pl-PL' });
    const { page } = phone;
    await page.goto(app.url);
    await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Sędzia gry Sun Tzu');
    await eventually(() => htmlLang(page)).toBe('pl');
    await phone.screenshotSizes('pl-home');

    // A new game follows the language: Polish edition, King Shao as "Król Shao".
    await page.getByRole('button', { name: 'Nowa gra' }).click();
    await eventually(() => page.locator('input[name=edition][value=pl]').isChecked()).toBe(true);
    const redChoice = page.locator('label', { has: page.locator('input[name=tablePlays][value=red]') });
    await eventually(async () => (await redChoice.textContent())?.replace(/\u00a0/g, ' ')).toContain(
      'Król Shao (czerwony)',
    );
    await page.locator('input[name=edition][value=en]').check();
    await eventually(async () => (await redChoice.textContent())?.replace(/\u00a0/g, ' ')).toContain(
      'Król Chu (czerwony)',
    );
    await page.locator('input[name=edition][value=pl]').check();
    await phone.screenshotSizes('pl-new-game');

    // One phone, passed between the players: the game screens without scanning.
    await page.locator('input[name=mode][value=pass-and-play]').check();
    await page.locator('input[name=cardMode][value=app]').check();
    const displays = { Qin: '143', Chu: '222', 'Jin-Yan': '315', 'Han-Qi': '111', Wu: '421' };
    for (const [province, digits] of Object.entries(displays)) {
      await page.getByLabel(province, { exact: true }).fill(digits);
    }
    await page.getByRole('button', { name: 'Załóż grę' }).click();
    await page.getByRole('heading', { name: 'Wybierz w tajemnicy generała' }).waitFor();
    await eventually(() => page.locator('.game__status').textContent()).toContain('Runda 1 z 9');
    await phone.screenshotSizes('pl-warlord');
    await page.getByRole('button', { name: 'Plansza' }).click();
    await page.getByRole('heading', { name: 'Plansza' }).waitFor();
    await phone.screenshotSizes('pl-board');
    await page.getByRole('button', { name: 'Dziennik' }).click();
    await page.getByText('Gra przygotowana; znacznik punktów stoi na środku toru.').waitFor();
    await phone.screenshotSizes('pl-log');

    // English from Settings: the game screens, already loaded, speak English when reopened.
    await page.getByRole('button', { name: 'Gry' }).first().click();
    await chooseLanguage(page, 'English');
    await eventually(() => htmlLang(page)).toBe('en');
    await page.locator('.game-list__item').first().click();
    await eventually(() => page.locator('.game__status').textContent()).toContain('Round 1 of 9');
    await page.getByRole('button', { name: 'Log' }).click();
    await page.getByText('Game set up; the score marker starts at the centre.').waitFor();

    // Back to Polish; the choice is saved, and the Polish catalogue is there offline too.
    await page.getByRole('button', { name: 'Games' }).first().click();
    await chooseLanguage(page, 'Polski');
    await page.evaluate(async () => navigator.serviceWorker.ready);
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await phone.context.setOffline(true);
    await page.reload();
    await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Sędzia gry Sun Tzu');
    await eventually(() => htmlLang(page)).toBe('pl');

    expect(phone.errors).toEqual([]);
    await phone.context.close();
  });

  it('shows the language just tapped as chosen while its words load, also after leaving Settings and coming back (a slow phone)', async () => {
    // Found under load: Settings showed English again while the Polish words were still on their way,
    // so the tap looked lost. Here the Polish words are held back 3 s; meanwhile the player leaves
    // Settings and opens it again.
    const phone = await openPhone(app.browser, PHONE_SIZES.small, { serviceWorkers: 'block' });
    const { page } = phone;
    await page.route('**/assets/startup-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await route.continue();
    });
    await page.goto(`${app.url}#/settings`);
    await page.getByRole('heading', { name: 'Settings' }).waitFor();
    const whileLoading = await page.evaluate(async () => {
      const wait = async (done: () => boolean) => {
        const end = performance.now() + 2_000;
        while (!done() && performance.now() < end) await new Promise((resolve) => setTimeout(resolve, 20));
      };
      const input = (value: string) =>
        document.querySelector<HTMLInputElement>(`input[name=language][value=${value}]`);
      input('pl')?.click();
      location.hash = '#/';
      await wait(() => input('pl') === null);
      location.hash = '#/settings';
      await wait(() => input('pl') !== null);
      return {
        lang: document.documentElement.lang,
        polish: input('pl')?.checked,
        english: input('en')?.checked,
      };
    });
    expect(whileLoading).toEqual({ lang: 'en', polish: true, english: false });
    await eventually(() => htmlLang(page)).toBe('pl');
    await page.getByRole('heading', { name: 'Ustawienia' }).waitFor();
    await eventually(() => page.locator('input[name=language][value=pl]').isChecked()).toBe(true);
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  });

  it('starts in English on an English phone', async () => {
    const phone = await openPhone(app.browser, PHONE_SIZES.small);
    await phone.page.goto(app.url);
    await eventually(() => phone.page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Sun Tzu Referee',
    );
    await eventually(() => htmlLang(phone.page)).toBe('en');
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  });
});
