// The page's clock governs the widgets: which day and hours they show, for the embedded
// world and for an HTTP source; a fixed instant by attribute or data-now; identical screenshots
// under one frozen clock; and the testing entry's faults, reset and readiness.
import type { Browser, Page } from '@playwright/test';
import { CurrentEnvelopeSchema } from '../../src/contract/envelopes.ts';
import { createWeatherService } from '../../src/service/create-weather-service.ts';
import { createEmbeddedSource } from '../../src/sources/embedded/embedded-source.ts';
import { loadAssetsFromDisk } from '../../src/sources/embedded/load-assets-from-disk.ts';
import { databaseName } from '../../src/stores/database-names.ts';
import {
  expect,
  failNextAnswers,
  ForecastHarness,
  resetWeatherStorage,
  slowNextAnswers,
  test,
} from '../../src/testing/index.ts';
import { upstreamRun } from './client-harness.ts';
import { SITE_PORT } from './servers/ports.ts';
import { SUITE_TIME } from './servers/suite-time.ts';
import { openWidgets } from './widget-harness.ts';

const service = createWeatherService({
  source: createEmbeddedSource({ loadFile: loadAssetsFromDisk() }),
  onError: () => {},
});
const LOADED = { timeout: 15_000 };

/** What the service in this process says Oslo's temperature is at `instant`, as the widget would show it. */
async function osloTemperatureAt(instant: string): Promise<string> {
  const reply = await service.handle('current', { key: 'demo', place: 'Oslo' }, { now: Date.parse(instant) });
  return `${Math.round(CurrentEnvelopeSchema.parse(reply.body).data.temp)}°C`;
}

async function showOslo(page: Page, attributes = '') {
  await openWidgets(
    page,
    `<weather-forecast place="Oslo" locale="en-GB" hour-cycle="h23" ${attributes}></weather-forecast>`,
  );
  const forecast = new ForecastHarness(page.locator('weather-forecast'));
  await forecast.whenReady();
  return forecast;
}

test.describe('under page.clock.setFixedTime', () => {
  test.use({ weatherTime: null });

  for (const [instant, today, firstHour] of [
    ['2026-07-15T12:00:00Z', 'Wednesday 15 July', '14:00'],
    ['2026-12-22T09:30:00Z', 'Tuesday 22 December', '10:00'],
  ] as const) {
    test(`the embedded world shows the weather and the "Today" of ${instant}`, async ({ page }) => {
      await page.clock.setFixedTime(instant);
      const forecast = await showOslo(page);
      await expect(forecast.days.first()).toHaveAttribute('title', new RegExp(`^${today}:`));
      await expect(forecast.days.first()).toContainText('Today');
      await expect(forecast.temperature).toHaveText(await osloTemperatureAt(instant));
      await forecast.showTable();
      await expect(forecast.hourlyTable.locator('tbody th').first()).toContainText(firstHour);
    });
  }

  test('an HTTP source shows the hours and "Today" of the page’s instant within what the upstream sent', async ({
    page,
  }) => {
    // The test upstream answers for the suite's instant (a recorded upstream would for its recording's).
    await page.clock.setFixedTime(SUITE_TIME);
    const run = upstreamRun('page-clock');
    await openWidgets(page, '<weather-forecast place="Oslo" locale="en-GB"></weather-forecast>', {
      source: 'contract',
      baseUrl: run.baseUrl(),
      apiKey: 'demo-pro',
      keys: { 'demo-pro': 'pro' },
    });
    const forecast = new ForecastHarness(page.locator('weather-forecast'));
    await forecast.whenReady();
    const oslo = await service.handle(
      'forecast',
      { key: 'demo', place: 'Oslo', days: '1' },
      { now: Date.parse(SUITE_TIME) },
    );
    const [first] = (oslo.body as { daily: { date: string }[] }).daily;
    const date = new Intl.DateTimeFormat('en-GB', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    }).format(Date.parse(`${first!.date}T12:00:00Z`));
    await expect(forecast.days.first()).toHaveAttribute('title', new RegExp(`^${date.replace(',', '')}:`));
    await expect(forecast.temperature).toHaveText(await osloTemperatureAt(SUITE_TIME));
  });
});

test('a fixed instant by attribute and by data-now wins over the page’s clock', async ({ page }) => {
  const forecast = await showOslo(page, 'now="2026-12-22T09:30:00Z"');
  await expect(forecast.days.first()).toHaveAttribute('title', /^Tuesday 22 December:/);
  await expect(forecast.temperature).toHaveText(await osloTemperatureAt('2026-12-22T09:30:00Z'));

  await page.goto(`http://127.0.0.1:${SITE_PORT}/configured.html?data-now=2026-12-22T09:30:00Z`);
  const fixed = ForecastHarness.of(page);
  await fixed.whenReady();
  await expect(fixed.days.first()).toHaveAttribute('title', /^Tuesday 22 December:/);
});

test('renders the same page identically in two new contexts under one frozen clock', async ({ browser, baseURL }) => {
  const shoot = async (browser: Browser) => {
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 900, height: 900 },
      reducedMotion: 'reduce',
    });
    await context.clock.setFixedTime('2026-03-20T07:00:00Z');
    const page = await context.newPage();
    const forecast = await showOslo(page);
    const shot = await forecast.root.screenshot({ animations: 'disabled', caret: 'hide' });
    await context.close();
    return shot;
  };
  const [first, second] = [await shoot(browser), await shoot(browser)];
  expect(first.length).toBeGreaterThan(10_000);
  expect(first.equals(second)).toBe(true);
});

test.describe('the testing entry', () => {
  test('a 429 it asks for shows the countdown, then the weather without a click; ready and the events tell each', async ({
    page,
  }) => {
    await openWidgets(page, '');
    // Long enough that a busy machine still finds the countdown on screen before the retry.
    await failNextAnswers(page, { status: 429, retryAfterSeconds: 5, count: 2 });
    const events = page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const seen: string[] = [];
          // The forecast goes into main, and its events bubble: there they have their own types.
          const main = document.querySelector('main')!;
          main.addEventListener('weather-error', (event) => seen.push(`error:${event.problem.code}`));
          main.addEventListener('weather-load', (event) => (seen.push(`load:${event.location?.name}`), resolve(seen)));
        }),
    );
    await page.evaluate(
      () =>
        (document.querySelector('main')!.innerHTML =
          '<weather-forecast place="Oslo" locale="en-GB"></weather-forecast>'),
    );
    const forecast = ForecastHarness.of(page);
    expect(await forecast.whenSettled()).toMatchObject({ shown: 'problem', problem: { code: 'rate_limited' } });
    await expect(forecast.error).toHaveText(/^\s*Too many requests — trying again in \d+\s?s\s*$/);
    await expect(forecast.place).toHaveText('Oslo', LOADED);
    await forecast.whenReady();
    expect(await events).toEqual(['error:rate_limited', 'load:Oslo']);
  });

  for (const [status, code, message] of [
    [503, 'upstream_unavailable', 'Weather is unavailable right now.'],
    [502, 'upstream_error', 'Weather is unavailable right now.'],
    [504, 'upstream_timeout', 'Weather is unavailable right now.'],
  ] as const) {
    test(`a ${status} it asks for shows the error of ${code} from the embedded world, and Retry brings the weather`, async ({
      page,
    }) => {
      await failNextAnswers(page, { status, count: 2 });
      await page.goto(`http://127.0.0.1:${SITE_PORT}/weather.html`);
      const forecast = ForecastHarness.of(page);
      expect(await forecast.whenSettled()).toMatchObject({ shown: 'problem', problem: { code } });
      await expect(forecast.error).toContainText(message);
      await forecast.retryButton.click();
      await forecast.whenReady();
    });
  }

  test('slow answers keep the card busy until they come', async ({ page }) => {
    await slowNextAnswers(page, { delayMs: 1500, count: 2 });
    await page.goto(`http://127.0.0.1:${SITE_PORT}/weather.html`);
    const card = ForecastHarness.of(page).root.locator('[part="base"]');
    await expect(card).toHaveAttribute('aria-busy', 'true');
    await ForecastHarness.of(page).whenReady();
    await expect(card).toHaveAttribute('aria-busy', 'false');
  });

  test('resetWeatherStorage empties the cache: the next answer is a first visit’s', async ({ page }) => {
    await showOslo(page);
    const count = () =>
      page.evaluate(
        (name) =>
          new Promise<number>((resolve) => {
            const open = indexedDB.open(name);
            open.onsuccess = () => {
              const request = open.result.transaction('entries').objectStore('entries').count();
              request.onsuccess = () => (open.result.close(), resolve(request.result));
            };
          }),
        databaseName('cache'),
      );
    expect(await count()).toBeGreaterThan(0);
    await resetWeatherStorage(page);
    expect(await count()).toBe(0);
    const reply = await page.evaluate(() => window.widgets.request('geocode', { place: 'Oslo' }));
    expect(reply.headers['Cache-Status']).toBe('weather-widgets; fwd=miss; stored');
  });

  test('context.route sees the worker’s requests: the embedded world’s data and an HTTP source’s calls', async ({
    page,
    context,
  }) => {
    const seen: string[] = [];
    await context.route(
      /\/cdn\/data\//,
      (route) => (seen.push(new URL(route.request().url()).pathname), route.continue()),
    );
    await page.goto(`http://127.0.0.1:${SITE_PORT}/weather.html`);
    await ForecastHarness.of(page).whenReady();
    expect(seen.some((path) => path.startsWith('/cdn/data/'))).toBe(true);

    const run = upstreamRun('routed');
    await context.route(
      (url) => url.href.startsWith(run.baseUrl()),
      (route) => route.fulfill({ status: 503, contentType: 'application/problem+json', body: '{}' }),
    );
    await openWidgets(page, '<weather-forecast place="Oslo" locale="en-GB"></weather-forecast>', {
      source: 'contract',
      baseUrl: run.baseUrl(),
      apiKey: 'demo-pro',
    });
    expect(await ForecastHarness.of(page).whenSettled()).toMatchObject({
      shown: 'problem',
      problem: { code: 'upstream_unavailable' },
    });
    expect(await run.counts()).toEqual({});
  });
});

test.describe('under page.clock.install', () => {
  test.use({ weatherTime: null });

  test('the forecast refreshes itself after ten minutes of the page’s clock', async ({ page }) => {
    await page.clock.install({ time: SUITE_TIME });
    await openWidgets(page, '');
    await page.evaluate(() => {
      const counted = window as unknown as { loads: number };
      counted.loads = 0;
      document.addEventListener('weather-load', () => counted.loads++);
      document.querySelector('main')!.innerHTML = '<weather-forecast place="Oslo" locale="en-GB"></weather-forecast>';
    });
    const loads = () => page.evaluate(() => (window as unknown as { loads: number }).loads);
    await ForecastHarness.of(page).whenReady();
    expect(await loads()).toBe(1);
    await page.clock.runFor('09:00');
    expect(await loads()).toBe(1);
    await page.clock.runFor('01:30');
    await expect.poll(loads).toBe(2);
  });

  test('a 429’s countdown runs on the page’s clock', async ({ page }) => {
    await page.clock.install({ time: SUITE_TIME });
    await openWidgets(page, '');
    await failNextAnswers(page, { status: 429, retryAfterSeconds: 40, count: 2 });
    await page.evaluate(
      () =>
        (document.querySelector('main')!.innerHTML =
          '<weather-forecast place="Oslo" locale="en-GB"></weather-forecast>'),
    );
    const forecast = ForecastHarness.of(page);
    await expect(forecast.error).toContainText(/trying again in \d+\s?s/);
    // An installed clock also runs at the real pace, which a busy machine stretches: stopped, the
    // seconds on screen move only as far as runFor moves them.
    // (A moment ahead: the real pace may have carried the clock past the instant read.) Drawn
    // again once stopped, the countdown shows the seconds left at that stopped instant.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 3000);
    await page.evaluate(() => {
      const element = document.querySelector('weather-forecast')!;
      element.requestUpdate();
      return element.updateComplete;
    });
    const left = Number(/trying again in (\d+)/.exec((await forecast.error.textContent()) ?? '')?.[1]);
    expect(left).toBeGreaterThan(16);
    expect(left).toBeLessThanOrEqual(40);
    await page.clock.runFor(15_000);
    await expect(forecast.error).toContainText(new RegExp(`trying again in ${left - 15}\\s?s`));
    await page.clock.runFor((left - 15 + 1) * 1000);
    await page.clock.resume();
    await forecast.whenReady();
    await expect(forecast.place).toHaveText('Oslo');
  });
});
