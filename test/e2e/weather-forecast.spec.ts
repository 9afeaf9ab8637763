// <weather-forecast> as a visitor sees it: the embedded world by default, an HTTP upstream that
// misbehaves on demand (client-harness upstreamRun) for errors, 429s, stale data and hostile names.
// WCAG 2.2: 1.4.10 Reflow
import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, test } from '../../src/testing/index.ts';
import type { WeatherWidgetsConfig } from '../../src/page-client/page-api.ts';
import { upstreamRun } from './client-harness.ts';
import { databaseName } from '../../src/stores/idb-store.ts';
import { SITE_PORT } from './servers/ports.ts';
import { openWidgets } from './widget-harness.ts';

const LOADED = { timeout: 30_000 };
// A machine running other suites beside this one can take seconds for a re-render.
const expect = baseExpect.configure({ timeout: 15_000 });
// The first embedded answer decodes megabytes of data; two tests run at once on a small machine.
test.describe.configure({ timeout: 90_000 });

async function open(page: Page, markup: string, config?: WeatherWidgetsConfig): Promise<Locator> {
  await openWidgets(page, markup, config);
  return page.locator('weather-forecast').first();
}

async function loaded(widget: Locator): Promise<void> {
  await expect(widget.locator('[part="base"]')).toHaveAttribute('aria-busy', 'false', LOADED);
}

const contract = (baseUrl: string): WeatherWidgetsConfig => ({ source: 'contract', baseUrl, apiKey: 'demo' });

test('shows Oslo now, five days and 24 hours with a table of the same hours', async ({ page }) => {
  const widget = await open(page, '<weather-forecast place="Oslo" locale="en-GB"></weather-forecast>');
  await loaded(widget);
  await expect(widget.getByRole('heading', { name: 'Oslo' })).toBeVisible();
  await expect(widget.locator('[part="temperature"]')).toHaveText(/^-?\d+\s?°C$/);
  await expect(widget.locator('[part="day"]')).toHaveCount(5);
  await expect(widget.locator('[part="day"]').first()).toContainText('Today');
  await expect(widget.locator('[part="chart"] .pop-bar')).toHaveCount(24);
  await expect(widget.getByRole('img', { name: /Next 24 hours: temperatures from/ })).toBeVisible();
  await expect(widget.getByText('Simulated weather')).toBeVisible();
  // The observed climate's licences (CRU TS: OGL v3; ERA5: CC BY 4.0) ask for the credit.
  await expect(widget.locator('[part="footer"]')).toContainText('Climate: CRU TS, ERA5, MERRA-2');

  await widget.getByText('Show as table').click();
  const rows = widget.getByRole('table').locator('tbody tr');
  await expect(rows).toHaveCount(24);
  await expect(rows.first().locator('td').first()).toHaveText(/°C$/);
  await expect(rows.first().locator('td').nth(1)).toHaveText(/%$/);
});

test('replaces its skeleton with the data without moving anything', async ({ page }) => {
  await open(page, '');
  const { busy, before } = await page.evaluate(async () => {
    (window as unknown as { shifts: number }).shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    document.querySelector('main')!.innerHTML =
      '<div style="width: 480px"><weather-forecast place="Bergen" locale="en-GB"></weather-forecast></div>';
    const element = document.querySelector('weather-forecast')!;
    await (element as unknown as { updateComplete: Promise<boolean> }).updateComplete;
    return {
      busy: element.shadowRoot!.querySelector('[part="base"]')!.getAttribute('aria-busy'),
      before: element.getBoundingClientRect().height,
    };
  });
  expect(busy).toBe('true');
  const widget = page.locator('weather-forecast');
  await loaded(widget);
  await expect(widget.getByRole('heading', { name: 'Bergen' })).toBeVisible();
  expect((await widget.boundingBox())!.height).toBe(before);
  // Let a frame pass so any shift is reported.
  await page.evaluate(() => new Promise(requestAnimationFrame));
  expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
});

for (const width of [240, 480, 1000]) {
  test(`fits a ${width} px container without overflowing it`, async ({ page }) => {
    const widget = await open(
      page,
      `<div style="width: ${width}px"><weather-forecast place="Reykjavik" locale="en-GB"></weather-forecast></div>`,
    );
    await loaded(widget);
    await widget.getByText('Show as table').click();
    const overflow = await widget.evaluate((host) => {
      const right = host.getBoundingClientRect().right;
      // The chart and the table scroll inside their own boxes; those boxes must fit.
      const scrollers = [...host.shadowRoot!.querySelectorAll('[part="chart-scroller"], .table-scroller')];
      const sticking = [...host.shadowRoot!.querySelectorAll('*')]
        .filter((element) => !scrollers.some((scroller) => scroller !== element && scroller.contains(element)))
        .filter((element) => element.getBoundingClientRect().right > right + 0.5)
        .map((element) => element.getAttribute('class') ?? element.tagName);
      return { scrollWidth: host.scrollWidth, clientWidth: host.clientWidth, sticking };
    });
    expect(overflow.sticking).toEqual([]);
    expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.clientWidth);
    expect(overflow.clientWidth).toBe(width);
    // The chart scrolls inside its own box, which a keyboard can reach.
    await expect(widget.locator('[part="chart-scroller"]')).toHaveAttribute('tabindex', '0');
    await widget.screenshot({ path: test.info().outputPath(`forecast-${width}px.png`) });
  });
}

test('is dark with theme="dark", and with theme="auto" when the visitor prefers dark', async ({ page }) => {
  const luminance = (widget: Locator) =>
    widget.locator('[part="base"]').evaluate((card) => {
      const [r, g, b] = getComputedStyle(card).backgroundColor.match(/\d+/g)!.map(Number);
      return (0.2126 * r! + 0.7152 * g! + 0.0722 * b!) / 255;
    });
  let widget = await open(page, '<weather-forecast place="Oslo" theme="dark"></weather-forecast>');
  await loaded(widget);
  expect(await luminance(widget)).toBeLessThan(0.2);
  await widget.screenshot({ path: test.info().outputPath('forecast-dark.png') });

  await page.emulateMedia({ colorScheme: 'dark' });
  widget = await open(page, '<weather-forecast place="Oslo"></weather-forecast>');
  await loaded(widget);
  expect(await luminance(widget)).toBeLessThan(0.2);
  await page.emulateMedia({ colorScheme: 'light' });
  expect(await luminance(widget)).toBeGreaterThan(0.8);
});

test.describe('at an instant when Berlin’s visibility has a fraction of a kilometre', () => {
  // The decimal comma needs a fractional value: the test fixes its own instant, whatever the suite's.
  // The visitor's browser is German: lang="de" names no region, so the visitor's decides the units.
  test.use({ weatherTime: '2026-07-14T12:00:00Z', locale: 'de-DE' });

  test('speaks German from the page’s lang: labels, weekdays, decimal commas', async ({ page }) => {
    const widget = await open(page, '<div lang="de"><weather-forecast place="Berlin"></weather-forecast></div>');
    await loaded(widget);
    await expect(widget.getByText('Gefühlt')).toBeVisible();
    await expect(widget.locator('[part="day"]').first()).toContainText('Heute');
    await expect(widget.locator('[part="day"] .weekday').nth(1)).toHaveText(/^(Mo|Di|Mi|Do|Fr|Sa|So)$/);
    await expect(widget.locator('.facts')).toContainText(/\d,\d km/);
    await expect(widget.locator('[part="temperature"]')).toHaveText(/°C$/);
    await expect(widget.getByText('Als Tabelle zeigen')).toBeVisible();
  });
});

test('speaks Japanese with locale="ja"', async ({ page }) => {
  const widget = await open(page, '<weather-forecast place="Tokyo" locale="ja"></weather-forecast>');
  await loaded(widget);
  await expect(widget.getByText('体感')).toBeVisible();
  await expect(widget.locator('[part="day"]').first()).toContainText('今日');
  await expect(widget.locator('[part="day"] .weekday').nth(1)).toHaveText(/^[月火水木金土日]$/);
});

test('measures in °F and mph with units="imperial" and by default in en-US', async ({ page }) => {
  for (const markup of [
    '<weather-forecast place="Oslo" units="imperial" locale="en-GB"></weather-forecast>',
    '<weather-forecast place="Oslo" locale="en-US"></weather-forecast>',
  ]) {
    const widget = await open(page, markup);
    await loaded(widget);
    await expect(widget.locator('[part="temperature"]')).toHaveText(/°F$/);
    await expect(widget.locator('.facts')).toContainText('mph');
  }
});

test.describe('on a lang="en" page, the units follow the visitor', () => {
  for (const [visitor, unit, wind] of [
    ['en-GB', '°C', 'km/h'],
    ['en-US', '°F', 'mph'],
  ] as const) {
    test.describe(`a visitor whose browser says ${visitor}`, () => {
      test.use({ locale: visitor });
      test(`measures in ${unit} and ${wind}`, async ({ page }) => {
        const widget = await open(page, '<weather-forecast place="Oslo"></weather-forecast>');
        await loaded(widget);
        await expect(widget.locator('[part="temperature"]')).toHaveText(new RegExp(`${unit}$`));
        await expect(widget.locator('.facts')).toContainText(wind);
      });
    });
  }
});

test('shows a human error while the upstream is down, tells developers why, and Retry brings the forecast', async ({
  page,
}) => {
  const run = upstreamRun('forecast-retry');
  const warnings: string[] = [];
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  await run.down();
  const widget = await open(
    page,
    '<weather-forecast place="Oslo" locale="en-GB"></weather-forecast>',
    contract(run.baseUrl('switch')),
  );
  const alert = widget.getByRole('alert');
  await expect(alert).toContainText('Weather is unavailable right now.', LOADED);
  await expect
    .poll(() => warnings.find((text) => text.includes('<weather-forecast place="Oslo">')))
    .toMatch(/upstream_/);

  await run.up();
  await widget.getByRole('button', { name: 'Retry' }).click();
  await loaded(widget);
  await expect(widget.getByRole('heading', { name: 'Oslo' })).toBeVisible();
  await expect(widget.getByRole('alert')).toHaveCount(0);
});

test('says which place it could not find', async ({ page }) => {
  const widget = await open(page, '<weather-forecast place="Qwzxv Nowhere" locale="en-GB"></weather-forecast>');
  await expect(widget.getByRole('alert')).toContainText('We couldn’t find “Qwzxv Nowhere”.', LOADED);
  // Asking again finds it no better: no Retry.
  await expect(widget.getByRole('button', { name: 'Retry' })).toHaveCount(0);
});

test('waits out a 429 and then shows the forecast without a click', async ({ page }) => {
  const run = upstreamRun('forecast-429');
  const widget = await open(
    page,
    '<weather-forecast place="Oslo" locale="en-GB"></weather-forecast>',
    contract(run.baseUrl('limitedOnce')),
  );
  // The error holds the countdown alone, so a test can match it whole.
  await expect(widget.locator('[part="error"]')).toHaveText(
    /^\s*Too many requests — trying again in \d+\s?s\s*$/,
    LOADED,
  );
  await expect(widget.getByRole('status').filter({ hasText: 'Too many requests' })).toHaveCount(1);
  await loaded(widget);
  await expect(widget.getByRole('heading', { name: 'Oslo' })).toBeVisible(LOADED);
  await expect(widget.locator('[part="day"]')).toHaveCount(5);
});

test('flags data from the cache as old and offline when the upstream is down', async ({ page }) => {
  const run = upstreamRun('forecast-stale');
  const config = contract(run.baseUrl('switch'));
  let widget = await open(page, '<weather-forecast place="Oslo" locale="en-GB"></weather-forecast>', config);
  await loaded(widget);
  await expect(widget.locator('[part="footer"]')).not.toContainText('offline');

  // Two hours pass for the cached answers: move their storage time back.
  const aged = await page.evaluate(async (name) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('the cache database did not open'));
    });
    const store = db.transaction('entries', 'readwrite').objectStore('entries');
    let count = 0;
    await new Promise<void>((resolve, reject) => {
      const cursor = store.openCursor();
      cursor.onsuccess = () => {
        const at = cursor.result;
        if (!at) return resolve();
        // Bounded stores wrap the entry with its last use time: {usedAt, value: {v, storedAt, value}}.
        const record = at.value as { value?: { storedAt?: number }; storedAt?: number };
        const entry = record.value && typeof record.value.storedAt === 'number' ? record.value : record;
        if (typeof entry.storedAt === 'number') {
          entry.storedAt -= 2 * 3600_000;
          at.update(record);
          count++;
        }
        at.continue();
      };
      cursor.onerror = () => reject(cursor.error ?? new Error('the cache cursor failed'));
    });
    db.close();
    return count;
  }, databaseName('cache'));
  expect(aged).toBeGreaterThan(0);

  await run.down();
  widget = await open(page, '<weather-forecast place="Oslo" locale="en-GB"></weather-forecast>', config);
  await loaded(widget);
  await expect(widget.locator('[part="footer"]')).toContainText('Updated 2 hours ago · offline');
  await expect(widget.getByRole('heading', { name: 'Oslo' })).toBeVisible();
  await expect(widget.locator('[part="day"]')).toHaveCount(5);
});

test('shows the place at lat/lon, and the name of a location set from script', async ({ page }) => {
  const widget = await open(page, '<weather-forecast lat="59.91" lon="10.75" locale="en-GB"></weather-forecast>');
  await loaded(widget);
  await expect(widget.getByRole('heading', { name: 'Oslo' })).toBeVisible();

  await widget.evaluate((element) => {
    (element as HTMLElement & { location: unknown }).location = {
      lat: 59.95,
      lon: 10.8,
      name: 'Grefsen',
      admin: 'Oslo',
      country: 'Norway',
      iso2: 'NO',
      timezone: 'Europe/Oslo',
    };
  });
  await expect(widget.getByRole('heading', { name: 'Grefsen' })).toBeVisible(LOADED);
  await expect(widget).toHaveAttribute('lat', '59.95');
  await expect(widget).toHaveAttribute('lon', '10.8');

  // The last one set wins: a place clears the coordinates.
  await widget.evaluate((element) => element.setAttribute('place', 'Bergen'));
  await expect(widget.getByRole('heading', { name: 'Bergen' })).toBeVisible(LOADED);
  await expect(widget).not.toHaveAttribute('lat');
});

test('clamps days="99" to 14 rows and names the attribute in one warning', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  const widget = await open(page, '<weather-forecast place="Oslo" days="99" show="daily, foo"></weather-forecast>');
  await loaded(widget);
  await expect(widget.locator('[part="day"]')).toHaveCount(14);
  await expect(widget.locator('[part="current"]')).toHaveCount(0);
  await expect(widget.locator('[part="hourly"]')).toHaveCount(0);
  expect(warnings.filter((text) => text.includes('days attribute'))).toHaveLength(1);
  expect(warnings.filter((text) => text.includes('show attribute'))).toHaveLength(1);
});

test('shows a hostile place name as text', async ({ page }) => {
  const run = upstreamRun('forecast-hostile');
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs++;
    void dialog.dismiss();
  });
  const widget = await open(
    page,
    '<weather-forecast place="Oslo"></weather-forecast>',
    contract(run.baseUrl('hostile')),
  );
  await loaded(widget);
  await expect(widget.locator('[part="place"]')).toHaveText('<img src=x onerror=alert(1)>');
  await expect(widget.locator('img')).toHaveCount(0);
  expect(dialogs).toBe(0);
});

// At the December solstice, on a site whose CSP forbids blob: workers (the service then runs on
// the main thread): the page's clock governs it there as in a worker.
test.describe('at the December solstice', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-12-21T12:00:00Z'));
    await page.goto(`http://127.0.0.1:${SITE_PORT}/strict-csp.html`);
    await page.waitForFunction(() => customElements.get('weather-forecast') !== undefined);
  });

  async function widgetFor(page: Page, attributes: string): Promise<Locator> {
    await page.evaluate(
      (attributes) => {
        const widget = document.createElement('weather-forecast');
        for (const [name, value] of Object.entries(attributes)) widget.setAttribute(name, value);
        document.body.append(widget);
      },
      Object.fromEntries(attributes.split(' ').map((pair) => pair.split('=') as [string, string])),
    );
    const widget = page.locator('weather-forecast').last();
    await loaded(widget);
    return widget;
  }

  test('Longyearbyen is in polar night: no sunrise, no sunset, a moon behind the clouds at 1 pm', async ({ page }) => {
    // 17 December, 13:00 local: partly cloudy there, so the icon shows a sun or a moon.
    await page.clock.setFixedTime(new Date('2026-12-17T12:00:00Z'));
    const widget = await widgetFor(page, 'place=Longyearbyen locale=en-GB');
    await expect(widget.getByRole('heading', { name: 'Longyearbyen' })).toBeVisible();
    await expect(widget.getByText('Polar night')).toBeVisible();
    await expect(widget.getByText('Sunrise')).toHaveCount(0);
    await expect(widget.locator('[part="current"] .moon')).toHaveCount(1);
    await expect(widget.locator('[part="current"] .sun')).toHaveCount(0);
    await expect(widget.locator('[part="day"]').first()).toContainText('Today');
    // Every shown day is one without sunrise: no row shows a sun, whatever its sky.
    await expect(widget.locator('[part="day"]')).toHaveCount(5);
    await expect(widget.locator('[part="day"] .sun')).toHaveCount(0);
  });

  test('McMurdo Sound is in polar day: no sunset, and the sun in a clear sky at midnight', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-12-21T11:00:00Z'));
    const widget = await widgetFor(page, 'lat=-77.85 lon=166.67 locale=en-GB');
    await expect(widget.getByText('Polar day')).toBeVisible();
    await expect(widget.getByText('Sunset')).toHaveCount(0);
    await expect(widget.locator('[part="current"] .sun')).toHaveCount(1);
    await expect(widget.locator('[part="current"] .moon')).toHaveCount(0);
    await expect(widget.locator('[part="day"] .moon')).toHaveCount(0);
  });
});
