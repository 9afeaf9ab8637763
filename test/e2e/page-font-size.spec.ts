// The visitor's default font size rules both elements: at 16, 20, 24 and 32 px (Chromium's
// setting, through the DevTools protocol) the text and the hourly chart grow with it, the card reflows with no text
// cut and no column so narrow that it wraps a character or two per line, and the card is as tall
// as the 16 px card is at the same width in em, scaled with the text (within a tenth): nothing
// in it is sized in pixels that should grow, and no column squeezes.
import type { Page } from '@playwright/test';
import { expect, ForecastHarness, test } from '../../src/testing/index.ts';
import { cutText } from './forecast-checks.ts';
import { openWidgets } from './widget-harness.ts';

const SIZES = [16, 20, 24, 32];
const WIDTH = 1280;
const TOLERANCE = 1.1;

/** Sets the browser's default font size and waits for the frame that lays the page out anew. */
async function defaultFontSize(page: Page, px: number): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Page.setFontSizes', { fontSizes: { standard: px } });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Boxes of text that wrap although they are narrower than four of their characters. */
function squeezed(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('weather-forecast, weather-search')].flatMap((host) =>
      [...host.shadowRoot!.querySelectorAll('*')].flatMap((element) => {
        if (!(element instanceof HTMLElement) || element.closest('.visually-hidden')) return [];
        const text = element.textContent.replace(/\s+/g, ' ').trim();
        const style = getComputedStyle(element);
        if (text.length < 4 || element.children.length > 0 || style.display === 'none') return [];
        const size = parseFloat(style.fontSize);
        const lines = Math.round(element.getBoundingClientRect().height / (parseFloat(style.lineHeight) || size * 1.4));
        return lines > 1 && element.clientWidth < 4 * size
          ? [`${text} (${element.clientWidth} px wide, ${lines} lines)`]
          : [];
      }),
    ),
  );
}

test('the widgets follow the visitor’s default font size from 16 to 32 px and reflow whole', async ({ page }) => {
  await page.setViewportSize({ width: WIDTH, height: 900 });
  await openWidgets(
    page,
    '<weather-search locale="en-GB"></weather-search><div id="box"><weather-forecast place="Kyoto" locale="en-GB" loading="eager" days="7" details="humidity wind pressure uv dew visibility sunrise moon"></weather-forecast></div>',
  );
  const forecast = ForecastHarness.of(page);
  await forecast.whenReady();
  const sizes = () =>
    page.evaluate(() => {
      const search = document.querySelector('weather-search')!.shadowRoot!;
      const forecast = document.querySelector('weather-forecast')!.shadowRoot!;
      const px = (element: Element | null) => parseFloat(getComputedStyle(element!).fontSize);
      return {
        label: px(search.querySelector('label')),
        input: px(search.querySelector('input')),
        weekday: px(forecast.querySelector('.weekday')),
        dailyMax: px(forecast.querySelector('.day .max')),
        // The chart's drawing scales as a whole, its labels with it.
        chartHeight: forecast.querySelector('[part="chart"]')!.getBoundingClientRect().height,
        height: document.querySelector('weather-forecast')!.getBoundingClientRect().height,
      };
    });
  const base = await sizes();
  // The 16 px card at each size's width in em: the card at that size is this one, scaled.
  const boxWidth = (px: number) =>
    page.locator('#box').evaluate((box, px) => ((box as HTMLElement).style.width = `${px}px`), px);
  const sameInEm: number[] = [];
  for (const px of SIZES) {
    await boxWidth((WIDTH * 16) / px);
    sameInEm.push((await sizes()).height);
  }
  await boxWidth(WIDTH);
  const problems: string[] = [];
  const heights: string[] = [];
  for (const [index, px] of SIZES.entries()) {
    await defaultFontSize(page, px);
    const now = await sizes();
    expect({ label: now.label, input: now.input, weekday: now.weekday, dailyMax: now.dailyMax }, `at ${px} px`).toEqual(
      {
        label: base.label * (px / 16),
        input: base.input * (px / 16),
        weekday: base.weekday * (px / 16),
        dailyMax: base.dailyMax * (px / 16),
      },
    );
    expect(now.chartHeight / base.chartHeight, `the chart at ${px} px`).toBeCloseTo(px / 16, 2);
    heights.push(`${px} px: ${Math.round(now.height)} px, ${(now.height / base.height).toFixed(2)}× the 16 px card`);
    expect(now.height, `the card's height at ${px} px`).toBeLessThanOrEqual(sameInEm[index]! * (px / 16) * TOLERANCE);
    problems.push(...(await cutText(forecast.root)).map((text) => `${px} px, cut: ${text}`));
    problems.push(...(await squeezed(page)).map((text) => `${px} px, squeezed: ${text}`));
  }
  console.log(`font sizes: ${heights.join('; ')}`);
  expect(problems).toEqual([]);
});
