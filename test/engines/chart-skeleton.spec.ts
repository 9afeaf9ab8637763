// The hourly chart's skeleton spans its row by CSS alone (no measure, no second render): in every
// engine its placeholder keeps the chart's edge room either side and leaves none of a wide row
// empty, and a narrow row scrolls it as it will scroll the chart.
import { SITE_PORT } from '../e2e/servers/ports.ts';
import { expect, test } from './fixtures.ts';
import { waitFor } from './page-conditions.ts';

test('the chart skeleton spans its row, with the chart’s edge room, at 400 and 1000 px', async ({ tab }) => {
  await tab.goto(`http://127.0.0.1:${SITE_PORT}/cdn-script.html`);
  await waitFor(tab, 'window.WeatherWidgets', () => ('WeatherWidgets' in window ? true : undefined));
  // Far below the fold a lazy forecast keeps its skeleton: no data come to replace it.
  await tab.evaluate(() =>
    document.body.insertAdjacentHTML(
      'beforeend',
      '<div style="height: 4000px"></div><div id="box" style="width: 1000px"><weather-forecast place="Lisbon" show="hourly" hourly="12"></weather-forecast></div>',
    ),
  );
  for (const width of [1000, 400]) {
    const skeleton = await waitFor(
      tab,
      `the chart skeleton at ${width} px`,
      async (px) => {
        document.getElementById('box')!.style.width = `${px}px`;
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        const scroller = document
          .querySelector('weather-forecast')
          ?.shadowRoot?.querySelector<HTMLElement>('[part="chart-scroller"]');
        const placeholder = scroller?.querySelector('.chart-ph')?.getBoundingClientRect();
        if (!scroller || !placeholder) return undefined;
        const drawing = scroller.querySelector('svg')!.getBoundingClientRect();
        return {
          // A row wider than the hours need is spanned; a narrower one scrolls the least drawing.
          width: Math.round(drawing.width) === scroller.clientWidth ? 'the row' : Math.round(drawing.width),
          scrolls: scroller.scrollWidth > scroller.clientWidth,
          edges: [Math.round(placeholder.left - drawing.left), Math.round(drawing.right - placeholder.right)],
        };
      },
      width,
    );
    // Twelve hours need 512 px at the default font size: 400 px scrolls, 1000 px is spanned.
    expect(skeleton).toEqual(
      width === 1000
        ? { width: 'the row', scrolls: false, edges: [16, 16] }
        : { width: 512, scrolls: true, edges: [16, 16] },
    );
  }
});
