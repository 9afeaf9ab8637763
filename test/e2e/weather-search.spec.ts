// <weather-search> worked as a person would: typing, arrows, Enter, Escape, Tab, a pointer, a
// form, a location; against our contract server as the HTTP upstream, whose request counts show
// what reached the service.
// WCAG 2.2: 2.1.1 Keyboard, 2.1.2 No Keyboard Trap
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../../src/testing/index.ts';
import { collectWarnings, upstreamRun, type UpstreamMode } from './client-harness.ts';
import { openWidgets } from './widget-harness.ts';

/** Opens the widgets page with `markup` (inside `lang=locale`), the service reading from a fresh upstream run in `mode`. */
async function open(page: Page, markup: string, mode: UpstreamMode = 'ok', locale?: string) {
  // Counts the geocode calls that reach the page's weather service (its worker), below any
  // cache of the search element: each one counts against the site's rate limit.
  await page.addInitScript(() => {
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with the worker as `this`
    const post = Worker.prototype.postMessage;
    const counted = window as unknown as { geocodeCalls: number };
    counted.geocodeCalls = 0;
    Worker.prototype.postMessage = function (this: Worker, message: unknown, options?: StructuredSerializeOptions) {
      if (JSON.stringify(message ?? null).includes('"geocode"')) counted.geocodeCalls++;
      return post.call(this, message, options);
    } as typeof post;
  });
  const run = upstreamRun('search');
  await openWidgets(page, locale ? `<div lang="${locale}">${markup}</div>` : markup, {
    source: 'contract',
    baseUrl: run.baseUrl(mode),
    apiKey: 'demo',
  });
  await expect(page.getByRole('combobox').first()).toBeAttached();
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
    document.addEventListener('weather-place-select', (event) =>
      heard.push({ location: (event as Event & { location: unknown }).location, type: event.constructor.name }),
    );
  });
}

function selections(page: Page) {
  return page.evaluate(
    () => (window as unknown as { selections: { location: Record<string, unknown>; type: string }[] }).selections,
  );
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
    // The first list says how to use it too.
    await expect(page.getByRole('status')).toHaveText(
      `${count} places found. Use the up and down arrow keys to move through the places, and Enter to choose one.`,
    );
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
    expect(
      await page
        .locator('weather-search')
        .evaluate((el) => (el as HTMLElement & { value?: { name: string } }).value?.name),
    ).toBe('Paris');
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
    // The region "State of Berlin" repeats the place's name, so the line leaves it out.
    await page.getByRole('option', { name: 'Berlin, Germany', exact: true }).click({ timeout: 10_000 });
    await expect(input).toHaveValue('Berlin, Germany');
    await expect(input).toBeFocused();
    expect((await selections(page))[0]?.location).toMatchObject({ name: 'Berlin', timezone: 'Europe/Berlin' });
  });

  test('typing "sao p" marks "São P" in São Paulo, and the flag stays out of the option name', async ({ page }) => {
    await open(page, '<weather-search></weather-search>');
    await page.getByRole('combobox').pressSequentially('sao p');
    const saoPaulo = page
      .getByRole('option', { name: 'São Paulo, São Paulo, Brazil' })
      .or(page.getByRole('option', { name: 'São Paulo, Brazil' }));
    await expect(saoPaulo.first()).toBeVisible({ timeout: 10_000 });
    await expect(saoPaulo.first().locator('mark')).toHaveText('São P');
    await expect(saoPaulo.first().locator('[aria-hidden="true"]')).toHaveText('🇧🇷');
  });
});

test.describe('asking the service', () => {
  test('a word typed quickly is one request, and typing it again asks nothing', async ({ page }) => {
    // The page's timers stand still while the word is typed, however slowly a busy machine
    // delivers the keys; then the debounce runs out once.
    await page.clock.install();
    const run = await open(page, '<weather-search></weather-search>');
    const input = page.getByRole('combobox');
    await input.pressSequentially('berlin');
    await page.clock.runFor(500);
    await expect(page.getByRole('option').first()).toContainText('Berlin', { timeout: 10_000 });
    expect(await geocodeCalls(page)).toBe(1);
    // The upstream may be asked twice for one search (the service's own lookups), never per key.
    expect((await run.counts())['geocode']).toBeLessThanOrEqual(2);

    await input.press('ControlOrMeta+a');
    await input.press('Backspace');
    await expect(page.getByRole('listbox')).toBeHidden();
    await input.pressSequentially('Berlin');
    await page.clock.runFor(500);
    await expect(page.getByRole('option').first()).toContainText('Berlin', { timeout: 10_000 });
    // Past the debounce, on the page's clock: any request would have been sent.
    expect(await geocodeCalls(page)).toBe(1);
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

  test('a refusal for too many searches says when to try again, and the details go to the console', async ({
    page,
  }) => {
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
    await expect(page.getByRole('status')).toHaveText('Search is not available right now, please try again later', {
      timeout: 15_000,
    });
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

test.describe('wiring', () => {
  test('for= shows the chosen place in the forecast with that id, with no script', async ({ page }) => {
    await open(
      page,
      '<weather-search for="fc"></weather-search><weather-forecast id="fc" place="Oslo"></weather-forecast>',
    );
    const input = page.getByRole('combobox', { name: 'Search for a place' });
    await input.pressSequentially('paris');
    await expect(page.getByRole('option').first()).toBeVisible({ timeout: 10_000 });
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const forecast = page.locator('#fc');
    await expect
      .poll(() => forecast.evaluate((el) => (el as HTMLElement & { location?: { name: string } }).location?.name))
      .toBe('Paris');
    await expect(forecast).toHaveAttribute('lat', '48.8534');
    await expect(forecast).toHaveAttribute('lon', '2.3488');
    await expect(page.getByRole('heading', { name: 'Paris' })).toBeVisible({ timeout: 15_000 });
  });

  test('a canceled selection leaves the forecast alone', async ({ page }) => {
    await open(
      page,
      '<weather-search for="fc"></weather-search><weather-forecast id="fc" place="Oslo"></weather-forecast>',
    );
    await page.evaluate(() => document.addEventListener('weather-place-select', (event) => event.preventDefault()));
    await page.getByRole('combobox').pressSequentially('paris');
    await expect(page.getByRole('option').first()).toBeVisible({ timeout: 10_000 });
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('combobox')).toHaveValue('Paris, Île-de-France, France');
    await expect(page.locator('#fc')).toHaveAttribute('place', 'Oslo');
    expect(
      await page.locator('#fc').evaluate((el) => (el as HTMLElement & { location?: unknown }).location),
    ).toBeUndefined();
  });

  test('for= naming no element warns once with the id', async ({ page }) => {
    const warnings = collectWarnings(page);
    await open(page, '<weather-search for="nowhere"></weather-search>');
    const input = page.getByRole('combobox');
    for (let round = 0; round < 2; round++) {
      await input.fill('');
      await input.pressSequentially('oslo');
      await expect(page.getByRole('option').first()).toBeVisible({ timeout: 10_000 });
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(input).toHaveValue('Oslo, Norway');
    }
    expect(warnings.filter((text) => text.includes('for="nowhere"'))).toHaveLength(1);
  });

  test('in a form it submits the chosen place with its coordinates, else the typed text; reset clears it', async ({
    page,
  }) => {
    await open(page, '<form><weather-search name="city"></weather-search><button>Go</button></form>');
    await page.evaluate(() => {
      const form = document.querySelector('form')!;
      const submitted: [string, string][][] = [];
      (window as unknown as { submitted: typeof submitted }).submitted = submitted;
      form.addEventListener('submit', (event) => {
        event.preventDefault();
        submitted.push(
          [...new FormData(form)].map(([key, value]) => [
            key,
            typeof value === 'string' ? value : `File ${value.name}`,
          ]),
        );
      });
    });
    const submitted = () => page.evaluate(() => (window as unknown as { submitted: [string, string][][] }).submitted);
    const input = page.getByRole('combobox');
    await input.pressSequentially('paris');
    await expect(page.getByRole('option').first()).toBeVisible({ timeout: 10_000 });
    await page.keyboard.press('ArrowDown');
    // Enter on an active option chooses it and does not submit.
    await page.keyboard.press('Enter');
    await expect(input).toHaveValue('Paris, Île-de-France, France');
    expect(await submitted()).toEqual([]);
    // Enter with the list closed submits, as in any text field.
    await page.keyboard.press('Enter');
    await expect.poll(submitted).toEqual([
      [
        ['city', 'Paris, Île-de-France, France'],
        ['city-lat', '48.8534'],
        ['city-lon', '2.3488'],
      ],
    ]);

    await page.evaluate(() => document.querySelector('form')!.reset());
    await expect(input).toHaveValue('');
    expect(
      await page.locator('weather-search').evaluate((el) => (el as HTMLElement & { value?: unknown }).value),
    ).toBeUndefined();

    await input.pressSequentially('Nowhere town');
    await page.getByRole('button', { name: 'Go' }).click();
    await expect.poll(async () => (await submitted())[1]).toEqual([['city', 'Nowhere town']]);

    await page.evaluate(() => document.querySelector('form')!.reset());
    await page.getByRole('button', { name: 'Go' }).click();
    await expect.poll(async () => (await submitted())[2]).toEqual([]);
  });

  test('disabled, it cannot be focused or typed into, also inside a disabled fieldset', async ({ page }) => {
    await open(
      page,
      '<button>Before</button><weather-search disabled locate></weather-search><fieldset disabled><weather-search name="b"></weather-search></fieldset><button>After</button>',
    );
    const inputs = page.getByRole('combobox');
    await expect(inputs.nth(0)).toBeDisabled();
    await expect(inputs.nth(1)).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Use my location' })).toBeDisabled();
    await page.getByRole('button', { name: 'Before' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'After' })).toBeFocused();
    // Enabled again, it works.
    await page
      .locator('weather-search')
      .first()
      .evaluate((el) => ((el as HTMLElement & { disabled: boolean }).disabled = false));
    await expect(inputs.nth(0)).toBeEnabled();
    await page.evaluate(() => (document.querySelector('fieldset')!.disabled = false));
    await expect(inputs.nth(1)).toBeEnabled();
  });
});

test.describe('use my location', () => {
  test('chooses the place at the browser position', async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 48.8566, longitude: 2.3522 });
    await open(page, '<weather-search locate></weather-search>');
    await listenForSelections(page);
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page.getByRole('combobox')).toHaveValue('Paris, Île-de-France, France', { timeout: 10_000 });
    expect((await selections(page))[0]?.location).toMatchObject({ name: 'Paris', timezone: 'Europe/Paris' });
  });

  test('says so when the visitor does not share the position', async ({ page, context }) => {
    await context.clearPermissions();
    await open(page, '<weather-search locate></weather-search>');
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page.getByRole('status')).toHaveText('Your location was not shared, so it cannot be used', {
      timeout: 10_000,
    });
    await expect(page.getByRole('status')).toBeVisible();
    await expect(page.getByRole('combobox')).toHaveValue('');
  });
});

test.describe('languages and looks', () => {
  test('speaks German', async ({ page }) => {
    await open(page, '<weather-search locate></weather-search>', 'ok', 'de');
    const input = page.getByRole('combobox', { name: 'Ort suchen' });
    await expect(page.getByRole('button', { name: 'Meinen Standort verwenden' })).toBeVisible();
    await input.pressSequentially('berlin');
    await expect(page.getByRole('status')).toHaveText(/^\d+ Orte gefunden(\. Mit den Pfeiltasten .+)?$/, {
      timeout: 10_000,
    });
  });

  test('speaks Japanese, and lets an input method finish composing', async ({ page }) => {
    await open(page, '<weather-search></weather-search>', 'ok', 'ja');
    const input = page.getByRole('combobox', { name: '場所を検索' });
    await input.pressSequentially('tokyo');
    await expect(page.getByRole('status')).toHaveText(/^\d+ 件の場所が見つかりました(。上下の矢印キー.+)?$/, {
      timeout: 10_000,
    });
    await input.fill('');
    const asked = await geocodeCalls(page);
    // An input method composing かな: nothing is asked until the visitor commits the word.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.imeSetComposition', { text: 'とうきょう', selectionStart: 5, selectionEnd: 5 });
    await expect(input).toHaveValue('とうきょう');
    await page.waitForTimeout(600);
    expect(await geocodeCalls(page)).toBe(asked);
    await cdp.send('Input.insertText', { text: '東京' });
    await expect(input).toHaveValue('東京');
    // The committed word is asked once, and found by its Japanese name.
    await expect(page.getByRole('status')).toHaveText(/^\d+ 件の場所が見つかりました(。上下の矢印キー.+)?$/, {
      timeout: 10_000,
    });
    await expect(page.getByRole('option').first()).toContainText('東京');
    expect(await geocodeCalls(page)).toBe(asked + 1);
  });

  test('the locale attribute wins over the page language', async ({ page }) => {
    await open(page, '<weather-search locale="fr"></weather-search>', 'ok', 'de');
    await expect(page.getByRole('combobox', { name: 'Rechercher un lieu' })).toBeVisible();
  });

  test('label and placeholder attributes replace the defaults', async ({ page }) => {
    await open(page, '<weather-search label="City" placeholder="e.g. Lyon"></weather-search>');
    await expect(page.getByRole('combobox', { name: 'City' })).toHaveAttribute('placeholder', 'e.g. Lyon');
  });

  test('limit caps the list (and is clamped to 25)', async ({ page }) => {
    await open(
      page,
      '<weather-search limit="2"></weather-search><weather-search limit="99" label="Wide"></weather-search>',
    );
    await page.getByRole('combobox', { name: 'Search for a place' }).pressSequentially('san');
    await expect(page.getByRole('status').first()).toHaveText(/^2 places found\b/, { timeout: 10_000 });
    await page.getByRole('combobox', { name: 'Wide' }).pressSequentially('san');
    await expect(page.getByRole('status').nth(1)).toHaveText(/^25 places found\b/, { timeout: 10_000 });
  });

  // The label and status stand on the page's background: a search themed unlike its page must stay readable.
  const PAGES = {
    light: { background: '#ffffff', color: '#15191e' },
    dark: { background: '#16191d', color: '#eef1f4' },
  };
  for (const [theme, pageScheme] of [
    ['light', 'light'],
    ['dark', 'dark'],
    ['dark', 'light'],
    ['light', 'dark'],
  ] as const) {
    test(`has no accessibility violations with the list open (${theme}, on a ${pageScheme} page)`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: pageScheme });
      await open(page, `<weather-search theme="${theme}" locate></weather-search>`);
      await page.evaluate((colours) => Object.assign(document.body.style, colours), PAGES[pageScheme]);
      await page.getByRole('combobox').pressSequentially('par');
      await expect(page.getByRole('option').first()).toBeVisible({ timeout: 10_000 });
      await page.keyboard.press('ArrowDown');
      const results = await new AxeBuilder({ page }).include('weather-search').analyze();
      expect(
        results.violations.map(
          (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`search-${theme}-on-${pageScheme}.png`) });
    });
  }

  test('fits a 240 px sidebar, the list under the input', async ({ page }) => {
    await open(page, '<aside style="width: 240px"><weather-search locate></weather-search></aside>');
    const input = page.getByRole('combobox');
    await input.pressSequentially('sao p');
    const listbox = page.getByRole('listbox');
    await expect(listbox).toBeVisible({ timeout: 10_000 });
    const host = (await page.locator('weather-search').boundingBox())!;
    const box = (await listbox.boundingBox())!;
    const field = (await input.boundingBox())!;
    expect(host.width).toBeLessThanOrEqual(240);
    expect(box.x).toBeGreaterThanOrEqual(host.x - 1);
    expect(box.x + box.width).toBeLessThanOrEqual(host.x + host.width + 1);
    expect(box.y).toBeGreaterThanOrEqual(field.y + field.height);
    const button = (await page.getByRole('button', { name: 'Use my location' }).boundingBox())!;
    expect(button.x + button.width).toBeLessThanOrEqual(host.x + host.width + 1);
    await page.screenshot({ path: test.info().outputPath('search-240px.png') });
  });
});
