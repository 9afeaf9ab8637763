// What a host page does around the widgets must not break them: inherited text styles (React's
// template centres #root), and the chart's own edges (its last hour's label whole, not "11:0").
import { expect, ForecastHarness, test } from '../../src/testing/index.ts';
import { openWidgets } from './widget-harness.ts';

test('a page that centres, capitalises and spaces its text leaves the widgets’ layout as it is', async ({ page }) => {
  const forecast = '<weather-forecast place="Oslo" locale="en-GB" loading="eager"></weather-forecast>';
  await openWidgets(
    page,
    `<div id="plain">${forecast}</div><div id="root" style="text-align: center; text-transform: uppercase; letter-spacing: 0.3em; word-spacing: 1em; text-indent: 4em; white-space: nowrap; font-style: italic">${forecast}<weather-search></weather-search></div>`,
  );
  const plain = ForecastHarness.of(page, '#plain weather-forecast');
  const centred = ForecastHarness.of(page, '#root weather-forecast');
  await plain.whenReady();
  await centred.whenReady();
  // The same words in the same places, whatever the host's styles.
  const layout = (forecast: ForecastHarness) =>
    forecast.root.evaluate((element) => {
      const card = element.shadowRoot!.querySelector('[part="base"]')!.getBoundingClientRect();
      return [
        ...element.shadowRoot!.querySelectorAll(
          '[part="place"], [part="temperature"], .day .max, .day .weekday, dt, dd',
        ),
      ].map((part) => {
        // The text's own box: a block's box spans its line whatever the alignment.
        const range = document.createRange();
        range.selectNodeContents(part);
        const box = range.getBoundingClientRect();
        return { text: part.textContent.trim(), left: Math.round(box.left - card.left), width: Math.round(box.width) };
      });
    });
  const expected = await layout(plain);
  expect(expected.length).toBeGreaterThan(10);
  expect(await layout(centred)).toEqual(expected);
  const search = page.locator('#root weather-search').getByRole('combobox');
  await expect(search).toHaveCSS('text-align', 'start');
  await expect(search).toHaveCSS('text-transform', 'none');
});

// Spanish hours are the widest: "11 a. m." is 46 px at the chart's 11 px, its hour 40.
for (const [locale, hourCycle] of [
  ['es-ES', 'h12'],
  ['ja-JP', 'h12'],
  ['en-GB', 'h23'],
] as const) {
  test(`every label of the hourly chart lies whole inside it (${locale}, ${hourCycle})`, async ({ page }) => {
    // 22 hours: a label falls on the last hour, at the chart's right edge; the first is at its left.
    await openWidgets(
      page,
      `<weather-forecast place="Oslo" locale="${locale}" hour-cycle="${hourCycle}" hourly="22" loading="eager"></weather-forecast>`,
    );
    const forecast = ForecastHarness.of(page);
    await forecast.whenReady();
    const outside = await forecast.root.evaluate((element) => {
      const chart = element.shadowRoot!.querySelector('svg[part="chart"]')!.getBoundingClientRect();
      return [...element.shadowRoot!.querySelectorAll('svg[part="chart"] text')].flatMap((label) => {
        const box = label.getBoundingClientRect();
        return box.left < chart.left - 0.5 || box.right > chart.right + 0.5
          ? [
              `${label.textContent} at ${Math.round(box.left - chart.left)}–${Math.round(box.right - chart.left)} of ${Math.round(chart.width)}`,
            ]
          : [];
      });
    });
    expect(outside).toEqual([]);
  });
}
