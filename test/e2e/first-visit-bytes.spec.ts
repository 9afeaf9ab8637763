// What a first visit costs in bytes, counted by the test CDN in gzip, the measure of the embedded
// world's budgets (docs/embedded-world.md, "In chunks"; the CDN sends Brotli, which a browser
// prefers, and notes what gzip would have sent), asserted by size (never by time).
import type { Page } from '@playwright/test';
import { expect, ForecastHarness, test } from '../../src/testing/index.ts';
import { CDN_PORT, SITE_PORT } from './servers/ports.ts';

const KB = 1024;
let runs = 0;
const newRun = (name: string) => `${name}-${Date.now()}-${(runs += 1)}`;
const site = (page: string, run: string, through = 'run') => `http://127.0.0.1:${SITE_PORT}/${page}?${through}=${run}`;

interface Transfer {
  file: string;
  gzipBytes: number;
}

async function transfers(run: string): Promise<Transfer[]> {
  return (await fetch(`http://127.0.0.1:${CDN_PORT}/transfers/${run}`)).json() as Promise<Transfer[]>;
}

// The embedded world's data: everything from the CDN but the script and the engine.
const isData = ({ file }: Transfer) => file.startsWith('data/') && !file.endsWith('.js');
const sum = (list: Transfer[]) => list.reduce((total, { gzipBytes }) => total + gzipBytes, 0);
// The files a request read, by kind, each page of hashes (which checks the chunks) apart: two
// chunks may share one.
const kinds = (list: Transfer[]) =>
  list
    .map(({ file }) => file.replace(/-[0-9a-f]{8}(?:-\d+)?\./, '.'))
    .filter((file) => file !== 'data/hashes.bin')
    .sort();
const hashPages = (list: Transfer[]) => list.filter(({ file }) => /^data\/hashes-[0-9a-f]{8}\.bin$/.test(file)).length;

async function forecastShown(page: Page, name: string): Promise<void> {
  await expect(page.locator('weather-forecast').getByRole('heading', { name })).toBeVisible({ timeout: 15_000 });
}

test('a first forecast for a named place fetches the manifest, one name chunk and one climate tile: at most 60 KB of data', async ({
  page,
}) => {
  const run = newRun('named');
  await page.goto(site('weather.html', run));
  await forecastShown(page, 'Oslo');
  const fetched = await transfers(run);
  const data = fetched.filter(isData);
  expect(kinds(data)).toEqual(['data/climate.bin', 'data/names.bin', 'data/world.json']);
  expect(hashPages(data)).toBeGreaterThanOrEqual(1);
  expect(hashPages(data)).toBeLessThanOrEqual(2);
  console.log(`first-visit-bytes: a named forecast read ${(sum(data) / KB).toFixed(1)} KB of data`);
  expect(sum(data)).toBeLessThanOrEqual(60 * KB);
  // Besides the data, only the script, the worker's code, the engine and its weather model: not
  // the spatial index, which only a coordinate needs.
  expect(
    fetched
      .filter((transfer) => !isData(transfer))
      .map(({ file }) => file.replace(/-[0-9a-f]{8}(?:-\d+)?\./, '.'))
      .sort(),
  ).toEqual(['data/embedded-weather.js', 'data/embedded-world.js', 'weather-widgets-worker.js', 'weather-widgets.js']);
});

test("the name chunk of a first forecast's place is asked for once the manifest is read, before the worker's code arrives", async ({
  page,
}) => {
  // The CDN holds the worker's code back until a chunk of the world is asked for (5 s at most):
  // only the script's early fetches, or the bootstrap reading the manifest, can ask for it meanwhile.
  const run = newRun('ahead');
  await page.goto(site('weather.html', run, 'held'));
  await forecastShown(page, 'Oslo');
  const served = (await transfers(run)).map(({ file }) => file.replace(/-[0-9a-f]{8}(?:-\d+)?\./, '.'));
  expect(served.indexOf('data/names.bin')).toBeGreaterThanOrEqual(0);
  expect(served.indexOf('data/names.bin')).toBeLessThan(served.indexOf('weather-widgets-worker.js'));
  expect(served.filter((file) => file === 'data/names.bin')).toHaveLength(1);
});

// What the script asks for as it runs on a page with a forecast for Oslo, by kind.
const SCRIPT_FIRST_FILES = [
  'data/embedded-weather.js',
  'data/embedded-world.js',
  'data/names.bin',
  'data/world.json',
  'weather-widgets-worker.js',
  'weather-widgets.js',
];

test("the script asks for the worker's code, the manifest, the engine, its weather model and the place's name chunk as it runs, and the worker reads them from the HTTP cache", async ({
  page,
}) => {
  // The forecast is defined only when the test says so: until then nothing asks, and no worker starts.
  await page.addInitScript(() => {
    const define = customElements.define.bind(customElements);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    Object.assign(window, { releaseForecast: release });
    customElements.define = (name, element, options) =>
      name === 'weather-forecast'
        ? void released.then(() => define(name, element, options))
        : define(name, element, options);
  });
  const run = newRun('early');
  await page.goto(site('weather.html', run));
  const served = async () => kinds(await transfers(run));
  await expect.poll(served).toEqual(SCRIPT_FIRST_FILES);
  // Oslo's name chunk with the page that holds its hash.
  await expect.poll(async () => hashPages(await transfers(run))).toBe(1);
  expect(await page.evaluate(() => customElements.get('weather-forecast'))).toBeUndefined();
  await page.evaluate(() => (window as unknown as { releaseForecast: () => void }).releaseForecast());
  await forecastShown(page, 'Oslo');
  // Each file once: the worker's own fetches found the script's in the cache.
  const all = (await transfers(run)).map(({ file }) => file);
  expect(all.length).toBeGreaterThan(6);
  expect(all).toEqual([...new Set(all)]);
  expect((await served()).filter((file) => !/^data\/(climate|hashes)/.test(file))).toEqual(SCRIPT_FIRST_FILES);
});

test("a Russian page's first forecast adds its language's file, one of its name chunks and its country's region names: still at most 60 KB of data", async ({
  page,
}) => {
  const run = newRun('named-ru');
  await page.goto(site('weather-ru.html', run));
  await forecastShown(page, 'Москва');
  const data = (await transfers(run)).filter(isData);
  expect(kinds(data)).toEqual([
    'data/climate.bin',
    'data/language.bin',
    // The place's name chunk and the chunk of its country's region names (region-lines.ts).
    'data/local.bin',
    'data/local.bin',
    'data/names.bin',
    'data/world.json',
  ]);
  console.log(`first-visit-bytes: a Russian named forecast read ${(sum(data) / KB).toFixed(1)} KB of data`);
  expect(sum(data)).toBeLessThanOrEqual(60 * KB);
});

test('typing "Tok" fetches one name chunk of at most 30 KB; choosing Tokyo its spatial tile, climate tile and the spatial index', async ({
  page,
}) => {
  const run = newRun('search');
  await page.goto(site('weather.html', run));
  await forecastShown(page, 'Oslo');
  const before = (await transfers(run)).length;
  const input = page.getByRole('combobox');
  await input.pressSequentially('Tok', { delay: 50 });
  await expect(page.getByRole('option', { name: /Tokyo/ }).first()).toBeVisible({ timeout: 15_000 });
  const typed = (await transfers(run)).slice(before);
  // The search's interaction module comes with the first focus, the name chunk with the query.
  expect(kinds(typed)).toEqual(['data/names.bin', 'weather-widgets-search.js']);
  console.log(`first-visit-bytes: "Tok" read ${(sum(typed.filter(isData)) / KB).toFixed(1)} KB of data`);
  expect(sum(typed.filter(isData))).toBeLessThanOrEqual(30 * KB);

  await page.getByRole('option', { name: /Tokyo/ }).first().click();
  await forecastShown(page, 'Tokyo');
  // The forecast asks for the chosen coordinates, which the tile around them names, with the
  // code that reads a tile by coordinate.
  const chosen = async () => kinds((await transfers(run)).slice(before + typed.length));
  await expect.poll(chosen).toEqual(['data/climate.bin', 'data/embedded-spatial.js', 'data/tile.bin']);
});

test('"Use my location" fetches the manifest, one spatial tile and one climate tile: at most 40 KB of data', async ({
  page,
  context,
}) => {
  const run = newRun('locate');
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 48.8566, longitude: 2.3522 });
  await page.goto(site('locate.html', run));
  await page.getByRole('button', { name: 'Use my location' }).click();
  await forecastShown(page, 'Paris');
  const data = (await transfers(run)).filter(isData);
  expect(kinds(data)).toEqual(['data/climate.bin', 'data/tile.bin', 'data/world.json']);
  console.log(
    `first-visit-bytes: a located forecast read ${(sum(data) / KB).toFixed(1)} KB of data, ${hashPages(data)} pages of hashes`,
  );
  expect(sum(data)).toBeLessThanOrEqual(40 * KB);
});

test('a page whose widgets are never used fetches no data', async ({ page }) => {
  const run = newRun('unused');
  await page.goto(site('locate.html', run));
  await page.waitForFunction(() => 'WeatherWidgets' in window);
  await page.getByRole('combobox').focus();
  // Focus brings the search's own code, and nothing of the world's.
  const files = async () => (await transfers(run)).map(({ file }) => file.replace(/-[0-9a-f]{8}\./, '.')).sort();
  await expect.poll(files).toEqual(['weather-widgets-search.js', 'weather-widgets.js']);
  await page.waitForTimeout(500);
  expect(await files()).toEqual(['weather-widgets-search.js', 'weather-widgets.js']);
});

test("a CDN that drops a name chunk gives the service's 503, and Retry fetches it again and shows the weather", async ({
  page,
}) => {
  const forecast = ForecastHarness.of(page);
  await page.goto(`http://127.0.0.1:${SITE_PORT}/weather.html?flaky=${newRun('flaky')}`);
  const settled = await forecast.whenSettled();
  expect(settled).toMatchObject({ shown: 'problem', problem: { status: 503, code: 'upstream_unavailable' } });
  await expect(forecast.error).toBeVisible();
  await forecast.retryButton.click();
  await forecast.whenReady();
  await expect(forecast.place).toHaveText('Oslo');
});
