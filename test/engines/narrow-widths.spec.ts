// A narrow sidebar in every engine: at 160, 200 and 240 px, in every language the widgets speak,
// no text of the forecast (full card and compact line) or the search is cut, and no number ends
// in an ellipsis. One page holds every language's widgets, widened step by step.
import { LANGUAGES } from '../../src/contract/languages.ts';
import { SITE_PORT } from '../e2e/servers/ports.ts';
import { expect, test } from './fixtures.ts';
import { waitFor } from './page-conditions.ts';

const WIDTHS = [160, 200, 240];
// Yakutsk in January: the longest temperatures ("−40 °C"), every fact, a week of days.
const FULL =
  'place="Yakutsk" now="2026-01-15T06:00:00Z" units="metric" days="7" details="humidity wind pressure uv dew visibility sunrise moon"';
const COMPACT = 'place="Yakutsk" now="2026-01-15T06:00:00Z" layout="compact"';
// The longest one-word name of a place in the gazetteer's cities that the widgets show whole.
const LONG_NAME = 'place="Thiruvananthapuram" now="2026-01-15T06:00:00Z" units="imperial"';

/** The texts that do not fit their box, in every widget on the page, and the numbers cut by an ellipsis. */
function cutTexts(): string[] {
  const found: string[] = [];
  for (const host of document.querySelectorAll('weather-forecast, weather-search')) {
    const root = host.shadowRoot!;
    const who = `${host.localName} ${host.getAttribute('locale')} ${host.getAttribute('layout') ?? ''}`;
    for (const element of root.querySelectorAll('*')) {
      if (!(element instanceof HTMLElement) || element.closest('.visually-hidden')) continue;
      const style = getComputedStyle(element);
      if (['inline', 'contents', 'none'].includes(style.display)) continue;
      // The chart and the table scroll sideways in their own boxes.
      if (style.overflowX === 'auto' || style.overflowX === 'scroll') continue;
      // The compact line's place and footer are for screen readers only, in a 1 px box; its list
      // of next hours drops those that do not fit onto a hidden second line (checked below).
      if (element.closest('.compact') && element.closest('.header, .footer')) continue;
      if (element.classList.contains('next')) continue;
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (text === '') continue;
      if (element.scrollWidth > element.clientWidth)
        found.push(
          `${who}: ${element.className || element.localName}: ${text.slice(0, 60)} (${element.scrollWidth} > ${element.clientWidth})`,
        );
      if (/\d…/.test(text)) found.push(`${who}: a number ends in an ellipsis: ${text.slice(0, 60)}`);
    }
    const list = root.querySelector('.next')?.getBoundingClientRect();
    for (const item of root.querySelectorAll('.next-item')) {
      const box = item.getBoundingClientRect();
      const shown = list !== undefined && box.top < list.bottom && box.left < list.right;
      if (shown && (box.right > list.right + 0.5 || box.left < list.left - 0.5 || box.bottom > list.bottom + 0.5))
        found.push(`${who}: partly shown: ${(item.textContent ?? '').replace(/\s+/g, ' ').trim()}`);
    }
  }
  return found;
}

test('at 160, 200 and 240 px no text of either element is cut, in every language', async ({ tab }) => {
  test.setTimeout(240_000);
  await tab.goto(`http://127.0.0.1:${SITE_PORT}/cdn-script.html`);
  await waitFor(tab, 'window.WeatherWidgets', () => ('WeatherWidgets' in window ? true : undefined));
  await tab.evaluate(
    (languages, full, compact, longName) => {
      const boxes = languages.map(
        (language) =>
          `<div class="box"><weather-forecast locale="${language}" loading="eager" ${full}></weather-forecast><weather-forecast locale="${language}" loading="eager" ${compact}></weather-forecast><weather-search locale="${language}"></weather-search></div>`,
      );
      boxes.push(
        `<div class="box"><weather-forecast locale="en" loading="eager" ${longName}></weather-forecast></div>`,
      );
      document.body.insertAdjacentHTML('beforeend', `<div id="boxes">${boxes.join('')}</div>`);
    },
    [...LANGUAGES],
    FULL,
    COMPACT,
    LONG_NAME,
  );
  // Forty-five forecasts in one tab take WebKit a while on a busy machine: a longer wait than
  // waitFor's, still on the condition.
  const shown = () =>
    tab.evaluate(() => {
      const cards = [...document.querySelectorAll('weather-forecast')].map((host) =>
        host.shadowRoot?.querySelector('[part~="base"]'),
      );
      return cards.filter((card) => card?.getAttribute('aria-busy') === 'false' && !card.querySelector('.ph')).length;
    });
  await expect.poll(shown, { timeout: 150_000, intervals: [250] }).toBe(LANGUAGES.length * 2 + 1);
  const cut: string[] = [];
  for (const width of WIDTHS) {
    await tab.evaluate(async (px) => {
      for (const box of document.querySelectorAll<HTMLElement>('.box')) box.style.width = `${px}px`;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }, width);
    cut.push(...(await tab.evaluate(cutTexts)).map((text) => `${width} px, ${text}`));
  }
  expect(cut).toEqual([]);
});
