// <weather-climate> from the CDN's script in Chromium, Firefox and WebKit: its module loads only
// once the page has one; in English, German, Arabic and Japanese, light and dark, at 160, 240, 400
// and 800 px, every chart shows twelve months with no text cut; its figures are the operation's,
// and its table opens from the keyboard. One page holds all 32 charts. The module runs on the
// script's Lit and fetches the words of the languages the page speaks, no others.
import { SITE_PORT } from '../e2e/servers/ports.ts';
import type { ClimateEnvelope } from '../../src/contract/climate.ts';
import { expect, test } from './fixtures.ts';
import { waitFor } from './page-conditions.ts';

const site = (page: string) => `http://127.0.0.1:${SITE_PORT}/${page}`;

/** Every chart once all have their normals on screen: its width, months shown and the texts cut off. */
function shownCharts(): { width: number; months: number; rows: number; cut: string[] }[] | undefined {
  const charts = [...document.querySelectorAll('weather-climate')];
  const roots = charts.map((chart) => chart.shadowRoot);
  const ready = roots.every(
    (root) =>
      root?.querySelector('[part="base"]')?.getAttribute('aria-busy') === 'false' &&
      root.querySelector('[part="chart"]'),
  );
  if (charts.length === 0 || !ready) return undefined;
  const text = (element: Element) => element.textContent.replace(/\s+/g, ' ').trim();
  return charts.map((chart) => {
    const root = chart.shadowRoot!;
    const cut = [...root.querySelectorAll('*')]
      .filter(
        (element): element is HTMLElement => element instanceof HTMLElement && !element.closest('.visually-hidden'),
      )
      .filter((element) => {
        const style = getComputedStyle(element);
        if (['inline', 'contents', 'none'].includes(style.display) || ['auto', 'scroll'].includes(style.overflowX))
          return false;
        return text(element) !== '' && element.scrollWidth > element.clientWidth + 0.5;
      })
      .map(
        (element) =>
          `${element.className || element.tagName}: ${text(element)} (${element.scrollWidth} > ${element.clientWidth})`,
      );
    return {
      width: Math.round(chart.getBoundingClientRect().width),
      months: root.querySelectorAll('[part="chart"] .months > span').length,
      rows: root.querySelectorAll('[part="table"] tbody tr').length,
      cut: chart.scrollWidth > chart.clientWidth + 0.5 ? [...cut, 'wider than its box'] : cut,
    };
  });
}

test('a page of forecasts fetches none of the climate chart’s code', async ({ tab }) => {
  await tab.goto(site('engines.html'));
  await waitFor(tab, 'the page API', () => ('WeatherWidgets' in window ? true : undefined));
  const loaded = await tab.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  expect(loaded.filter((name) => name.includes('climate'))).toEqual([]);
});

test('32 climate charts fit from 160 to 800 px in four languages and both themes, with the operation’s figures', async ({
  tab,
}) => {
  await tab.goto(site('engines-climate.html'));
  const charts = await waitFor(tab, 'every climate chart', shownCharts);
  expect(charts).toHaveLength(32);
  for (const chart of charts) {
    expect(chart.months, `at ${chart.width} px`).toBe(12);
    expect(chart.rows).toBe(12);
    expect(chart.cut, `at ${chart.width} px`).toEqual([]);
  }
  const page = await tab.evaluate(() => ({
    words: performance
      .getEntriesByType('resource')
      .map((entry) => /\/climate-messages\/([\w-]+)-[0-9a-f]{8}\.json$/.exec(entry.name)?.[1])
      .filter((language) => language !== undefined)
      .sort(),
    german: document.querySelector('weather-climate[locale="de"]')!.shadowRoot!.querySelector('[part="summary"]')!
      .textContent,
    // Each copy of Lit on a page adds its version to these lists.
    lits: ['litElementVersions', 'reactiveElementVersions', 'litHtmlVersions'].map(
      (name) => (window as unknown as Record<string, unknown[] | undefined>)[name]?.length,
    ),
  }));
  expect(page.words).toEqual(['ar', 'de', 'ja']);
  expect(page.german).toMatch(/: am wärmsten im \p{L}+, tagsüber /u);
  expect(page.lits).toEqual([1, 1, 1]);
  // The first chart (en-GB, metric) shows the operation's figures, and its table opens from the keyboard.
  const envelope = await tab.evaluate(async () => {
    const reply = await window.WeatherWidgets.request('climate', { place: 'Lisbon', units: 'metric' });
    return reply.body as ClimateEnvelope;
  });
  const shown = await tab.evaluate(() =>
    [...document.querySelector('weather-climate')!.shadowRoot!.querySelectorAll('[part="table"] tbody tr')].map((row) =>
      [...row.querySelectorAll('td')]
        .slice(0, 2)
        .map((cell) => Number(/-?\d+(\.\d+)?/.exec(cell.textContent.replace('\u2212', '-'))![0])),
    ),
  );
  expect(shown).toEqual(envelope.months.map((month) => [month.temp_max_mean, month.temp_min_mean]));
  await tab.evaluate(() =>
    (
      document
        .querySelector('weather-climate')!
        .shadowRoot!.querySelector('[part="table-toggle"] summary') as HTMLElement
    ).focus(),
  );
  await tab.press('Enter');
  const open = await waitFor(
    tab,
    'the open table',
    () =>
      (
        document
          .querySelector('weather-climate')!
          .shadowRoot!.querySelector('[part="table-toggle"]') as HTMLDetailsElement
      ).open || undefined,
  );
  expect(open).toBe(true);
});
