// The scripts of one element alone (dist/weather-widgets-forecast.js, weather-widgets-search.js,
// weather-widgets-climate.js): a page with only that element loads it instead of the script of
// both, and downloads less.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ClimateHarness, expect, test } from '../../src/testing/index.ts';
import { CDN_PORT, SITE_PORT } from './servers/ports.ts';

let runs = 0;
const newRun = (name: string) => `${name}-${Date.now()}-${(runs += 1)}`;

async function sentFiles(run: string): Promise<{ file: string; gzipBytes: number }[]> {
  return (await (await fetch(`http://127.0.0.1:${CDN_PORT}/transfers/${run}`)).json()) as {
    file: string;
    gzipBytes: number;
  }[];
}

async function scriptSent(run: string, file: string): Promise<number> {
  return (await sentFiles(run)).find((transfer) => transfer.file === file)!.gzipBytes;
}

// The script of both elements, as the CDN would send it in gzip.
const bothScript = gzipSync(readFileSync(resolve(import.meta.dirname, '../../dist/weather-widgets.js')), {
  level: 9,
}).length;

test("the forecast's script alone shows a forecast, defines no search and is smaller than the script of both", async ({
  page,
}) => {
  const run = newRun('forecast-script');
  await page.goto(`http://127.0.0.1:${SITE_PORT}/forecast-script.html?run=${run}`);
  await expect(page.locator('weather-forecast').getByRole('heading', { name: 'Oslo' })).toBeVisible({
    timeout: 15_000,
  });
  expect(await page.evaluate(() => customElements.get('weather-search'))).toBeUndefined();
  expect(await scriptSent(run, 'weather-widgets-forecast.js')).toBeLessThan(bothScript);
});

test("the search's script alone finds a place, defines no forecast and is smaller than the script of both", async ({
  page,
}) => {
  const run = newRun('search-script');
  await page.goto(`http://127.0.0.1:${SITE_PORT}/search-script.html?run=${run}`);
  await page.getByRole('combobox').pressSequentially('Tok', { delay: 50 });
  await expect(page.getByRole('option', { name: /Tokyo/ }).first()).toBeVisible({ timeout: 15_000 });
  expect(await page.evaluate(() => customElements.get('weather-forecast'))).toBeUndefined();
  expect(await scriptSent(run, 'weather-widgets-search.js')).toBeLessThan(bothScript);
});

test("the climate's script alone shows its charts in two languages, defines neither other element and loads no climate module", async ({
  page,
}) => {
  const run = newRun('climate-script');
  await page.goto(`http://127.0.0.1:${SITE_PORT}/climate-script.html?run=${run}`);
  const [oslo, lisbon] = [0, 1].map((at) => new ClimateHarness(page.locator('weather-climate').nth(at)));
  await oslo!.whenReady();
  await lisbon!.whenReady();
  await expect(oslo!.summary).toHaveText(/^Oslo: warmest in \w+, /);
  // The German words come from their file beside the script, checked against the script's pin.
  await expect(lisbon!.summary).toHaveText(/^Lissabon: am wärmsten im \w+, /);
  expect(
    await page.evaluate(() => [customElements.get('weather-forecast'), customElements.get('weather-search')]),
  ).toEqual([undefined, undefined]);
  const files = (await sentFiles(run)).map((transfer) => transfer.file);
  expect(files.filter((file) => /^weather-widgets-climate-[0-9a-f]{8}\.js$/.test(file))).toEqual([]);
  expect(files.filter((file) => file.startsWith('climate-messages/de-'))).toHaveLength(1);
  expect(await scriptSent(run, 'weather-widgets-climate.js')).toBeLessThan(bothScript);
});
