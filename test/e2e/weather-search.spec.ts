// <weather-search> worked as a person would: typing, arrows, Enter, Escape, Tab, a pointer, a
// form, a location; against our contract server as the HTTP upstream, whose request counts show
// what reached the service.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { collectWarnings, upstreamRun, type UpstreamMode } from './client-harness.ts';
import { openWidgets } from './widget-harness.ts';

const forecastBuilt = existsSync(resolve(import.meta.dirname, '../../src/components/weather-forecast/weather-forecast.ts'));

// <weather-forecast> is built in parallel; until it exists, the page gets a bare element in its
// place so that the search can be tested (the `for` test then checks the property it sets).
async function open(page: Page, markup: string, mode: UpstreamMode = 'ok', locale?: string) {
  if (!forecastBuilt) {
    await page.route('**/src/components/define-forecast.ts*', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: 'export class WeatherForecast extends HTMLElement {}\ncustomElements.define("weather-forecast", WeatherForecast);',
      }),
    );
  }
  // Counts the geocode calls that reach the page's weather service (its worker), below any
  // cache of the search element: each one counts against the site's rate limit.
  await page.addInitScript(() => {
    const post = Worker.prototype.postMessage;
    const counted = window as unknown as { geocodeCalls: number };
    counted.geocodeCalls = 0;
    Worker.prototype.postMessage = function (this: Worker, message: unknown, ...rest: [StructuredSerializeOptions?]) {
      if (JSON.stringify(message ?? null).includes('"geocode"')) counted.geocodeCalls++;
      return post.call(this, message, ...rest);
    };
  });
  const run = upstreamRun('search');
  await openWidgets(page, locale ? `<div lang="${locale}">${markup}</div>` : markup, { source: 'contract', baseUrl: run.baseUrl(mode), apiKey: 'demo' });
  await expect(page.locator('weather-search').first()).toHaveJSProperty('isConnected', true);
  return run;
}

function geocodeCalls(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { geocodeCalls: number }).geocodeCalls);
}

/** Collects the locations of weather-place-select events heard on the document. */
async function listenForSelections(page: Page): Promise<void> {
  await page.evaluate(() => {
    const heard: unknown[] = [];
    (window as unknown as { selections: unknown[] }).selections = heard;
    document.addEventListener('weather-place-select', (event) => heard.push({ location: (event as Event & { location: unknown }).location, type: event.constructor.name }));
  });
}

function selections(page: Page) {
  return page.evaluate(() => (window as unknown as { selections: { location: Record<string, unknown>; type: string }[] }).selections);
}

test.describe('the combobox', () => {
  test('typing lists matching places, arrows move through them and wrap, Enter chooses one', async ({ page }) => {
    await open(page, '<weather-search></weather-search>');
    await listenForSelections(page);
    const input = page.getByRole('combobox', { name: 'Search for a place' });
    await input.pressSequentially('par');

    const listbox = page.getByRole('listbox');
    await expect(listbox).toBeVisible({ timeout: 10_000 });
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    const options = listbox.getByRole('option');
    const count = await options.count();
    expect(count).toBeGreaterThan(1);
    await expect(page.getByRole('status')).toHaveText(`${count} places found`);
    const paris = options.filter({ hasText: 'Paris' }).first();
    await expect(paris.locator('mark')).toHaveText('Par');
    await expect(paris).toContainText('France');
    await expect(input).not.toHaveAttribute('aria-activedescendant');

    await page.keyboard.press('ArrowDown');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', (await options.nth(0).getAttribute('id'))!);
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'false');
    await expect(input).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id'))!);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    // Up from the first option wraps to the last.
    await expect(options.nth(count - 1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    await expect(input).toBeFocused();
    await page.screenshot({ path: test.info().outputPath('search-open.png') });

    await page.keyboard.press('Enter');
    await expect(input).toHaveValue('Paris, Île-de-France, France');
    await expect(listbox).toBeHidden();
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    const [heard] = await selections(page);
    expect(heard?.type).toBe('WeatherPlaceSelectEvent');
    expect(heard?.location).toMatchObject({ name: 'Paris', country: 'France', iso2: 'FR', timezone: 'Europe/Paris' });
    expect(typeof heard?.location['lat']).toBe('number');
    expect(typeof heard?.location['lon']).toBe('number');
    expect(await page.locator('weather-search').evaluate((el) => (el as HTMLElement & { value?: { name: string } }).value?.name)).toBe('Paris');
  });

  test('Escape closes the list, a second Escape clears the input', async ({ page }) => {
    await open(page, '<weather-search></weather-search>');
    const input = page.getByRole('combobox');
    await input.pressSequentially('osl');
    await expect(page.getByRole('listbox')).toBeVisible({ timeout: 10_000 });
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(input).toHaveValue('osl');
    await expect(input).not.toHaveAttribute('aria-activedescendant');
    await page.keyboard.press('Escape');
    await expect(input).toHaveValue('');
    // ↓ after clearing has nothing to show.
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('listbox')).toBeHidden();
  });

  test('Tab with an open list moves focus on without choosing', async ({ page }) => {
    await open(page, '<weather-search></weather-search><button>Next</button>');
    await listenForSelections(page);
    const input = page.getByRole('combobox');
    await input.pressSequentially('osl');
    await expect(page.getByRole('listbox')).toBeVisible({ timeout: 10_000 });
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Next' })).toBeFocused();
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(input).toHaveValue('osl');
    expect(await selections(page)).toEqual([]);
  });

  test('a click on an option chooses it and keeps focus in the input', async ({ page }) => {
    await open(page, '<weather-search></weather-search>');
    await listenForSelections(page);
    const input = page.getByRole('combobox');
    await input.pressSequentially('berl');
    await page.getByRole('option', { name: /Berlin, State of Berlin, Germany/ }).click({ timeout: 10_000 });
    await expect(input).toHaveValue('Berlin, State of Berlin, Germany');
    await expect(input).toBeFocused();
    expect((await selections(page))[0]?.location).toMatchObject({ name: 'Berlin', timezone: 'Europe/Berlin' });
  });

  test('typing "sao p" marks "São P" in São Paulo, and the flag stays out of the option name', async ({ page }) => {
    await open(page, '<weather-search></weather-search>');
    await page.getByRole('combobox').pressSequentially('sao p');
    const saoPaulo = page.getByRole('option', { name: 'São Paulo, São Paulo, Brazil' }).or(page.getByRole('option', { name: 'São Paulo, Brazil' }));
    await expect(saoPaulo.first()).toBeVisible({ timeout: 10_000 });
    await expect(saoPaulo.first().locator('mark')).toHaveText('São P');
    await expect(saoPaulo.first().locator('[aria-hidden="true"]')).toHaveText('🇧🇷');
  });
});

test.describe('asking the service', () => {
  test('a word typed quickly is one request, and typing it again asks nothing', async ({ page }) => {
    const run = await open(page, '<weather-search></weather-search>');
    const input = page.getByRole('combobox');
    await input.pressSequentially('berlin');
    await expect(page.getByRole('option').first()).toContainText('Berlin', { timeout: 10_000 });
    expect((await run.counts())['geocode']).toBeLessThanOrEqual(2);
    const asked = await geocodeCalls(page);
    expect(asked).toBeLessThanOrEqual(2);

    await input.press('ControlOrMeta+a');
    await input.press('Backspace');
    await expect(page.getByRole('listbox')).toBeHidden();
    await input.pressSequentially('Berlin');
    await expect(page.getByRole('option').first()).toContainText('Berlin', { timeout: 10_000 });
    // Beyond the debounce: any request would have been made by now.
    await page.waitForTimeout(600);
    expect(await geocodeCalls(page)).toBe(asked);
    expect((await run.counts())['geocode']).toBeLessThanOrEqual(2);
  });

  test('one letter asks nothing', async ({ page }) => {
    await open(page, '<weather-search></weather-search>');
    await page.getByRole('combobox').pressSequentially('p');
    await page.waitForTimeout(600);
    expect(await geocodeCalls(page)).toBe(0);
    await expect(page.getByRole('listbox')).toBeHidden();
  });

  test('no match is announced', async ({ page }) => {
    await open(page, '<weather-search></weather-search>');
    await page.getByRole('combobox').pressSequentially('xqzxqz');
    await expect(page.getByRole('status')).toHaveText('No places found', { timeout: 10_000 });
    await expect(page.getByRole('listbox')).toBeHidden();
  });

  test('a refusal for too many searches says when to try again, and the details go to the console', async ({ page }) => {
    const warnings = collectWarnings(page);
    await open(page, '<weather-search></weather-search>', 'limited');
    await page.getByRole('combobox').pressSequentially('par');
    await expect(page.getByRole('status')).toHaveText(/^Too many searches, try again in \d+\s?s/, { timeout: 10_000 });
    await expect(page.getByRole('status')).toBeVisible();
    expect(warnings.some((text) => text.includes('<weather-search>') && text.includes('429'))).toBe(true);
    // The search still works as a text field.
    await page.getByRole('combobox').pressSequentially('is');
    await expect(page.getByRole('combobox')).toHaveValue('paris');
  });

  test('a failing service gives a short human message', async ({ page }) => {
    const warnings = collectWarnings(page);
    await open(page, '<weather-search></weather-search>', 'fail500');
    await page.getByRole('combobox').pressSequentially('par');
    await expect(page.getByRole('status')).toHaveText('Search is not available right now, please try again later', { timeout: 15_000 });
    expect(warnings.some((text) => text.includes('<weather-search>: geocode failed'))).toBe(true);
  });

  test('place names with markup show as text', async ({ page }) => {
    let dialogs = 0;
    page.on('dialog', (dialog) => void (dialogs++, dialog.dismiss()));
    await open(page, '<weather-search></weather-search>', 'hostile');
    await page.getByRole('combobox').pressSequentially('par');
    const option = page.getByRole('option').first();
    await expect(option).toContainText('<img src=x onerror=alert(1)>', { timeout: 10_000 });
    await expect(option.locator('img')).toHaveCount(0);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('combobox')).toHaveValue(/<img src=x onerror=alert\(1\)>/);
    expect(dialogs).toBe(0);
  });
});
