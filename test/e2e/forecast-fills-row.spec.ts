// The card uses the room it has: the hourly chart spans its row at every hourly-step (and scrolls
// only when its hours need more), and a long daily column beside the current conditions has the
// chart move up under them rather than leave an empty box there.
import { expect, ForecastHarness, test } from '../../src/testing/index.ts';
import { openWidgets } from './widget-harness.ts';

const NOW = 'now="2026-03-20T09:00:00Z"';
const STEPS = [1, 2, 3, 6];

test('the hourly chart spans its row at every hourly-step, from 240 to 1000 px', async ({ page }) => {
  await openWidgets(
    page,
    STEPS.map(
      (step) =>
        `<div class="box" style="width: 800px"><weather-forecast place="Lisbon" show="hourly" locale="en-GB" loading="eager" hourly="24" hourly-step="${step}" ${NOW}></weather-forecast></div>`,
    ).join(''),
  );
  for (const forecast of await page.locator('weather-forecast').all()) await new ForecastHarness(forecast).whenReady();
  for (const width of [240, 400, 800, 1000]) {
    await page.evaluate((px) => {
      for (const box of document.querySelectorAll<HTMLElement>('.box')) box.style.width = `${px}px`;
    }, width);
    // The chart is drawn anew once its box's new width is observed: wait for it, then no row is
    // left partly empty (a chart wider than its row scrolls).
    await expect
      .poll(
        () =>
          page.evaluate(
            ({ width, steps }) =>
              [...document.querySelectorAll('weather-forecast')].flatMap((host, index) => {
                const scroller = host.shadowRoot!.querySelector<HTMLElement>('[part="chart-scroller"]')!;
                const empty = scroller.clientWidth - scroller.querySelector('svg')!.getBoundingClientRect().width;
                return empty > 1
                  ? [`${width} px, hourly-step ${steps[index]}: ${Math.round(empty)} px of the row left empty`]
                  : [];
              }),
            { width, steps: STEPS },
          ),
        { timeout: 10_000 },
      )
      .toEqual([]);
  }
});

test('beside a long daily column the hourly chart moves up under the current conditions', async ({ page }) => {
  const details = 'details="humidity wind pressure uv dew visibility sunrise moon"';
  await openWidgets(
    page,
    [
      `<div style="width: 800px"><weather-forecast id="week" place="Kyoto" locale="en-GB" loading="eager" days="7" ${details} ${NOW}></weather-forecast></div>`,
      `<div style="width: 1100px"><weather-forecast id="fortnight" place="Kyoto" locale="en-GB" loading="eager" days="14" ${NOW}></weather-forecast></div>`,
      `<div style="width: 800px"><weather-forecast id="three" place="Kyoto" locale="en-GB" loading="eager" days="3" ${NOW}></weather-forecast></div>`,
    ].join(''),
  );
  for (const forecast of await page.locator('weather-forecast').all()) await new ForecastHarness(forecast).whenReady();
  const layout = await page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll('weather-forecast')].map((host) => {
        const part = (name: string) => host.shadowRoot!.querySelector(`[part="${name}"]`)!.getBoundingClientRect();
        const [current, daily, hourly] = [part('current'), part('daily'), part('hourly')];
        return [
          host.id,
          {
            besideDays: hourly.top < daily.bottom && hourly.right <= daily.left,
            gapUnderCurrent: Math.round(hourly.top - current.bottom),
          },
        ];
      }),
    ),
  );
  // The body's gap (1em) and no more; three days are short: the chart keeps the whole width.
  expect(layout['week']).toEqual({ besideDays: true, gapUnderCurrent: 16 });
  expect(layout['fortnight']).toEqual({ besideDays: true, gapUnderCurrent: 16 });
  expect(layout['three']!.besideDays).toBe(false);
});
