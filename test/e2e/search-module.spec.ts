// The search's interaction module (dist/weather-widgets-search-<hash>.js): a first visit that
// never turns to the search does not fetch it; a visitor who types before it has arrived loses no
// character, and sees the places once it has; a module changed on the CDN is refused and said.
import type { Page, Route } from '@playwright/test';
import { expect, test } from '../../src/testing/index.ts';
import { CDN_PORT, SITE_PORT } from './servers/ports.ts';

let runs = 0;
const newRun = (name: string) => `${name}-${Date.now()}-${(runs += 1)}`;
const MODULE = /\/weather-widgets-search-[0-9a-f]{8}\.js$/;

async function sentFiles(run: string): Promise<string[]> {
  const transfers = (await (await fetch(`http://127.0.0.1:${CDN_PORT}/transfers/${run}`)).json()) as { file: string }[];
  return transfers.map(({ file }) => file);
}

/** Holds the module's request until `release` is called; `asked` settles when the page asks for it. */
async function holdModule(page: Page) {
  let asked!: () => void;
  const wasAsked = new Promise<void>((resolve) => (asked = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(MODULE, async (route: Route) => {
    asked();
    await released;
    await route.continue();
  });
  return { wasAsked, release };
}

for (const script of ['widgets-from-cdn.html', 'search-script.html']) {
  test(`${script}: typed before the search's module arrives, every character stays and the places come once it has`, async ({
    page,
  }) => {
    const run = newRun('search-module');
    const held = await holdModule(page);
    await page.goto(`http://127.0.0.1:${SITE_PORT}/${script}?run=${run}`);
    const input = page.getByRole('combobox', { name: 'Find a place' });
    await expect(input).toBeEditable({ timeout: 15_000 });
    // Nothing asks for the module before the visitor turns to the search.
    expect((await sentFiles(run)).filter((file) => MODULE.test(`/${file}`))).toEqual([]);

    await input.pressSequentially('Tok', { delay: 30 });
    await held.wasAsked;
    await expect(input).toHaveValue('Tok');
    await expect(page.getByRole('listbox')).toBeHidden();
    await input.press('End');
    await input.pressSequentially('yo', { delay: 30 });
    await expect(input).toHaveValue('Tokyo');

    held.release();
    const tokyo = page.getByRole('option', { name: /Tokyo/ }).first();
    await expect(tokyo).toBeVisible({ timeout: 15_000 });
    await expect(tokyo.locator('mark')).toHaveText('Tokyo');
    await expect(input).toHaveValue('Tokyo');
    await expect(input).toBeFocused();
    await expect(page.locator('weather-search').getByRole('status')).toContainText(/places? found/);
    // Once there, the module answers the keyboard as ever.
    await page.keyboard.press('ArrowDown');
    await expect(tokyo).toHaveAttribute('aria-selected', 'true');
    expect((await sentFiles(run)).filter((file) => MODULE.test(`/${file}`))).toHaveLength(1);
  });
}

test('a key pressed before the module arrives is acted on once it has: Escape empties the field', async ({ page }) => {
  const held = await holdModule(page);
  await page.goto(`http://127.0.0.1:${SITE_PORT}/widgets-from-cdn.html`);
  const input = page.getByRole('combobox', { name: 'Find a place' });
  await expect(input).toBeEditable({ timeout: 15_000 });
  await input.pressSequentially('Osl', { delay: 30 });
  await held.wasAsked;
  await input.press('Escape');
  held.release();
  await expect(input).toHaveValue('');
  await expect(page.getByRole('listbox')).toBeHidden();
});

test("the search's module changed on the CDN is refused: the status line names it, and none of it runs", async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  await page.goto(`http://127.0.0.1:${SITE_PORT}/widgets-from-cdn.html?tamper=weather-widgets-search-`);
  const input = page.getByRole('combobox', { name: 'Find a place' });
  await expect(input).toBeEditable({ timeout: 15_000 });
  await input.pressSequentially('Osl', { delay: 30 });
  await expect(page.locator('weather-search').locator('[part="status"]')).toContainText(
    /set up wrongly: .*weather-widgets-search-[0-9a-f]{8}\.js is not the file this build pinned/,
    { timeout: 15_000 },
  );
  await expect(input).toHaveValue('Osl');
  expect(await page.evaluate(() => 'tampered' in globalThis)).toBe(false);
  expect(warnings.join('\n')).toMatch(/weather-widgets-search-[0-9a-f]{8}\.js is not the file/);
});
