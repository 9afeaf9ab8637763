// Setup mistakes in each engine, as the site owner's console shows them: a data folder that is
// not where the script looks (the widgets' first line names the 404 and data-data-url, and no line
// blames integrity), and options on the script tag that cannot work or do nothing.
// docs/troubleshooting.md quotes the lines this suite saw.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CDN_PORT, SITE_PORT } from '../e2e/servers/ports.ts';
import { expect, test } from './fixtures.ts';
import { shownError, waitFor } from './page-conditions.ts';

const CDN = `http://127.0.0.1:${CDN_PORT}`;

/** A line as docs/troubleshooting.md quotes it: the suite's CDN as a site's, content hashes elided. */
const asDocumented = (line: string) =>
  line
    .replace(/http:\/\/127\.0\.0\.1:\d+\/(?:nocors\/[\w-]+\/)?cdn\//g, 'https://cdn.example/')
    .replace(/-[0-9a-f]{8}\./g, '-….');

/** The lines the page's own scripts gave the console, once one names `text`. */
const widgetLines = (text: string) => {
  const all = (window as unknown as { consoleLines: { level: string; text: string }[] }).consoleLines;
  return all.some((line) => line.text.includes(text)) ? all : undefined;
};

test('a data folder that is not there: the console names the 404 and data-data-url, never integrity', async ({
  tab,
}) => {
  const query = new URLSearchParams({ 'data-data-url': `${CDN}/cdn/nowhere/` });
  await tab.goto(`http://127.0.0.1:${SITE_PORT}/setup-mistake.html?${query}`);
  const error = await waitFor(tab, 'the error', shownError, '#forecast');
  expect(error).toContain('This widget is set up wrongly.');
  const lines = await waitFor(tab, "the widgets' console line", widgetLines, 'weather-forecast');
  expect(lines.filter((line) => /integrity/i.test(line.text))).toEqual([]);
  const first = lines.find((line) => line.text.includes('weather-forecast'))!;
  expect(first.level).toBe('warn');
  expect(first.text).toMatch(/HTTP 404\).*data-data-url/);
  const page = readFileSync(join(import.meta.dirname, '../../docs/troubleshooting.md'), 'utf8');
  const quoted = asDocumented(first.text);
  expect(page.includes(quoted), `docs/troubleshooting.md quotes the line\n${quoted}`).toBe(true);
});

test('a data folder on a CDN that sends no CORS header: the console names the header, never integrity', async ({
  tab,
}) => {
  const query = new URLSearchParams({ 'data-data-url': `${CDN}/nocors/setup/cdn/data/` });
  await tab.goto(`http://127.0.0.1:${SITE_PORT}/setup-mistake.html?${query}`);
  const lines = await waitFor(tab, "the widgets' console line", widgetLines, 'weather-forecast');
  expect(lines.filter((line) => /integrity/i.test(line.text))).toEqual([]);
  const first = lines.find((line) => line.text.includes('weather-forecast'))!;
  expect(first.text).toContain('Access-Control-Allow-Origin');
  const page = readFileSync(join(import.meta.dirname, '../../docs/troubleshooting.md'), 'utf8');
  const quoted = asDocumented(first.text);
  expect(page.includes(quoted), `docs/troubleshooting.md quotes the line\n${quoted}`).toBe(true);
});

// Options on the script tag that cannot work or do nothing: each gives one console line, which
// the page quotes as the engines print it.
const SCRIPT_TAG_MISTAKES = [
  { mistake: 'a base URL that is not http(s)', attributes: { 'data-base-url': 'ftp://weather.example/' } },
  { mistake: "an element's attribute on the script tag", attributes: { 'data-units': 'imperial' } },
  { mistake: 'a misspelt option', attributes: { 'data-api-kye': 'demo-standard' } },
] as const;

for (const { mistake, attributes } of SCRIPT_TAG_MISTAKES) {
  test(`${mistake}: the console line docs/troubleshooting.md quotes`, async ({ tab }) => {
    const [name] = Object.keys(attributes);
    await tab.goto(`http://127.0.0.1:${SITE_PORT}/setup-mistake.html?${new URLSearchParams(attributes)}`);
    const line = await waitFor(
      tab,
      `the console line naming ${name}`,
      (name) =>
        (window as unknown as { consoleLines: { level: string; text: string }[] }).consoleLines.find(
          (line) => line.text.startsWith('weather-widgets script tag') && line.text.includes(name),
        ),
      name!,
    );
    const page = readFileSync(join(import.meta.dirname, '../../docs/troubleshooting.md'), 'utf8');
    const quoted = asDocumented(line.text);
    expect(page.includes(quoted), `docs/troubleshooting.md quotes the line\n${quoted}`).toBe(true);
  });
}
