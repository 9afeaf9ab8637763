// A setup mistake in each engine, as the site owner's console shows it: a data folder that is not
// where the script looks. The first line of the widgets names the 404 and data-data-url, and no
// line blames integrity. docs/troubleshooting.md quotes the lines this suite saw.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CDN_PORT, SITE_PORT } from '../e2e/servers/ports.ts';
import { expect, test } from './fixtures.ts';
import { shownError, waitFor } from './page-conditions.ts';

const CDN = `http://127.0.0.1:${CDN_PORT}`;

/** A line as docs/troubleshooting.md quotes it: the suite's CDN as a site's, content hashes elided. */
const asDocumented = (line: string) =>
  line.replaceAll(`${CDN}/cdn/`, 'https://cdn.example/').replace(/-[0-9a-f]{8}\./g, '-….');

test('a data folder that is not there: the console names the 404 and data-data-url, never integrity', async ({
  tab,
}) => {
  const query = new URLSearchParams({ 'data-data-url': `${CDN}/cdn/nowhere/` });
  await tab.goto(`http://127.0.0.1:${SITE_PORT}/setup-mistake.html?${query}`);
  const error = await waitFor(tab, 'the error', shownError, '#forecast');
  expect(error).toContain('This widget is set up wrongly.');
  const lines = await waitFor(tab, "the widgets' console line", () => {
    const all = (window as unknown as { consoleLines: { level: string; text: string }[] }).consoleLines;
    return all.some((line) => line.text.includes('weather-forecast')) ? all : undefined;
  });
  expect(lines.filter((line) => /integrity/i.test(line.text))).toEqual([]);
  const first = lines.find((line) => line.text.includes('weather-forecast'))!;
  expect(first.level).toBe('warn');
  expect(first.text).toMatch(/HTTP 404\).*data-data-url/);
  const page = readFileSync(join(import.meta.dirname, '../../docs/troubleshooting.md'), 'utf8');
  const quoted = asDocumented(first.text);
  expect(page.includes(quoted), `docs/troubleshooting.md quotes the line\n${quoted}`).toBe(true);
});
