// What keyboard and screen-reader users meet, the same in Chromium, Firefox and WebKit: focus kept
// in the forecast after Retry and in the search after choosing a place, the choice said politely,
// no landmark the page did not ask for, and a focus ring that stands out on white and black pages
// in both themes. (Forced colours are emulated in Chromium only: test/e2e/accessibility-colours.)
// WCAG 2.2: 1.3.1 Info and Relationships, 2.4.3 Focus Order, 2.4.7 Focus Visible, 4.1.3 Status Messages
import { upstreamRun } from '../e2e/client-harness.ts';
import { SITE_PORT } from '../e2e/servers/ports.ts';
import { SUITE_TIME } from '../e2e/servers/suite-time.ts';
import type { EngineTab } from './engine.ts';
import { expect, test } from './fixtures.ts';
import { shownError, shownForecast, waitFor } from './page-conditions.ts';

const site = (page: string) => `http://127.0.0.1:${SITE_PORT}/${page}`;

async function scriptTagReady(tab: EngineTab): Promise<void> {
  await waitFor(tab, 'window.WeatherWidgets', () => ('WeatherWidgets' in window ? true : undefined));
}

/** Where focus is: the widget and the part (or tag) inside it, or "body". */
function focused(): string {
  const host = document.activeElement;
  if (!host || host === document.body) return 'body';
  const inner = host.shadowRoot?.activeElement;
  return inner ? `${host.localName} ${inner.getAttribute('part') ?? inner.localName}` : host.localName;
}

test('Retry keeps focus in the forecast, and the place heading has it once the weather is back', async ({ tab }) => {
  const upstream = upstreamRun('engines-a11y-retry');
  await upstream.down();
  await tab.goto(site('cdn-script.html'));
  await scriptTagReady(tab);
  await tab.evaluate(
    (baseUrl, now) => {
      window.WeatherWidgets.configure({ source: 'contract', baseUrl, apiKey: 'demo-pro', now });
      document.body.insertAdjacentHTML(
        'beforeend',
        '<weather-forecast id="retrying" place="Oslo" days="2"></weather-forecast>',
      );
    },
    upstream.baseUrl('switch'),
    SUITE_TIME,
  );
  await waitFor(tab, 'the error', shownError, '#retrying');
  await upstream.up();
  await tab.evaluate(() =>
    (document.querySelector('#retrying')!.shadowRoot!.querySelector('[part~="retry-button"]') as HTMLElement).focus(),
  );
  await tab.press('Enter');
  await waitFor(tab, 'the forecast after Retry', shownForecast, '#retrying');
  const focus = await waitFor(tab, 'focus on the place', () => {
    const inner = document.activeElement?.shadowRoot?.activeElement;
    return inner?.getAttribute('part') === 'place' ? `${document.activeElement!.localName} place` : undefined;
  });
  expect(focus).toBe('weather-forecast place');
});

test('three widgets in <body>: no landmarks, a chosen place said politely, focus kept in the search, a visible focus ring', async ({
  tab,
  engineName,
}) => {
  await tab.goto(site('cdn-script.html'));
  await scriptTagReady(tab);
  await tab.evaluate((now) => {
    window.WeatherWidgets.configure({ now });
    document.body.innerHTML = `<weather-search for="fc" label="Find a place"></weather-search>
      <weather-forecast id="fc" place="Oslo" days="2" hourly="6"></weather-forecast>
      <weather-forecast id="other" place="Bergen" days="2" hourly="6" theme="dark"></weather-forecast>`;
  }, SUITE_TIME);
  await waitFor(tab, 'the forecast for Oslo', shownForecast, '#fc');
  await waitFor(tab, 'the forecast for Bergen', shownForecast, '#other');

  // Elements that are landmarks by themselves, or by a role, in the widgets' shadow roots.
  const landmarks = await tab.evaluate(() =>
    [...document.querySelectorAll('weather-forecast, weather-search')].flatMap((host) =>
      [
        ...host.shadowRoot!.querySelectorAll(
          'header, footer, main, nav, aside, section[aria-label], section[aria-labelledby], form, search, [role="banner"], [role="contentinfo"], [role="main"], [role="navigation"], [role="region"], [role="complementary"], [role="search"], [role="form"]',
        ),
      ].map((element) => `${host.localName} ${element.localName}`),
    ),
  );
  expect(landmarks).toEqual([]);

  // The focus ring of the search's field and of the forecasts' table toggle, on white and black,
  // the first reached with the keyboard (the window then has focus, which WebKit needs too).
  await tab.press('Tab');
  const rings = await tab.evaluate(() => {
    const rgb = (css: string) => (css.match(/[\d.]+/g) ?? ['NaN']).slice(0, 3).map(Number);
    const luminance = (colour: number[]) => {
      const [r, g, b] = colour.map((channel) => {
        const value = channel / 255;
        return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const contrast = (one: number[], other: number[]) => {
      const [light, dark] = [luminance(one), luminance(other)].sort((a, b) => b - a);
      return (light! + 0.05) / (dark! + 0.05);
    };
    const problems: string[] = [];
    // A window without focus shows no focus at all (WebKitGTK under Xvfb, with no window manager).
    if (!document.hasFocus()) return { windowFocused: false, problems };
    for (const page of ['rgb(255, 255, 255)', 'rgb(0, 0, 0)']) {
      document.body.style.background = page;
      const targets = [
        document.querySelector('weather-search')!.shadowRoot!.querySelector('input')!,
        ...[...document.querySelectorAll('weather-forecast')].map((host) => host.shadowRoot!.querySelector('summary')!),
      ];
      for (const target of targets) {
        target.focus();
        const style = getComputedStyle(target);
        const card = target.closest('[part~="base"]');
        const outline = rgb(style.outlineColor);
        const halo = rgb(style.boxShadow);
        const own = rgb(getComputedStyle(card ?? target).backgroundColor);
        const around = rgb(card ? getComputedStyle(card).backgroundColor : page);
        const name = `${target.localName} in ${(target.getRootNode() as ShadowRoot).host.id || 'search'} on ${page} (${style.outlineColor}, ${style.boxShadow})`;
        // Focus moved by script from a field that showed it shows too (the input always does).
        if (!target.matches(':focus-visible')) problems.push(`${name}: focus not shown`);
        if (parseFloat(style.outlineWidth) < 2) problems.push(`${name}: ring thinner than 2 px`);
        if (contrast(outline, halo) < 3) problems.push(`${name}: ring against halo`);
        if (contrast(outline, own) < 3) problems.push(`${name}: ring against the widget`);
        if (Math.max(contrast(outline, around), contrast(halo, around)) < 3) problems.push(`${name}: ring on the page`);
      }
    }
    return { windowFocused: true, problems };
  });
  if (rings.windowFocused) expect(rings.problems).toEqual([]);
  else {
    // Only WebKit's window goes without focus here; the ring is then held by Chromium and Firefox.
    expect(engineName).toBe('webkit');
    test.info().annotations.push({ type: 'skipped part', description: 'focus ring: the window has no focus' });
  }

  await tab.evaluate(() => document.querySelector('weather-search')!.shadowRoot!.querySelector('input')!.focus());
  await tab.type('Lisbon');
  await waitFor(tab, 'options for Lisbon', () =>
    document.querySelector('weather-search')!.shadowRoot!.querySelector('[role="option"]') ? true : undefined,
  );
  await tab.press('ArrowDown');
  await tab.press('Enter');
  const said = await waitFor(tab, 'the place said', () => {
    const regions = [
      ...document.querySelector('#fc')!.shadowRoot!.querySelectorAll('[role="status"]:not([aria-live="off"])'),
    ];
    return regions.map((region) => region.textContent.trim()).find((text) => text.startsWith('Forecast for'));
  });
  expect(said).toBe('Forecast for Lisbon');
  expect(await tab.evaluate(focused)).toBe('weather-search input');
});
