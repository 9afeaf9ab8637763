// The same scenarios in Chromium, Firefox and WebKit: what a site owner's visitors do, through the
// built script served from a second origin. The project's name is the engine.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { upstreamRun } from '../e2e/client-harness.ts';
import { SITE_PORT } from '../e2e/servers/ports.ts';
import { SUITE_TIME } from '../e2e/servers/suite-time.ts';
import type { EngineTab } from './engine.ts';
import { expect, test } from './fixtures.ts';
import { LAYOUT_FOLDER, measureLayout, THEMES } from './layout.ts';
import { shownError, shownForecast, waitFor } from './page-conditions.ts';

const site = (page: string) => `http://127.0.0.1:${SITE_PORT}/${page}`;

/** The files the page itself fetched (a worker's own fetches are not in the page's timeline). */
function pageResources(tab: EngineTab): Promise<string[]> {
  return tab.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
}

async function scriptTagReady(tab: EngineTab): Promise<void> {
  await waitFor(tab, 'window.WeatherWidgets', () => ('WeatherWidgets' in window ? true : undefined));
}

test('the script from a second origin, behind SRI and a strict CSP, shows the forecast from a worker', async ({
  tab,
}) => {
  await tab.goto(site('engines.html'));
  const shown = await waitFor(tab, 'the forecast for Oslo', shownForecast, '#forecast');
  expect(shown.place).toBe('Oslo');
  // lang="en-GB": Celsius, and the page's data-now (mid-July) gives three July days.
  expect(shown.temperature).toMatch(/^-?\d+°C$/);
  expect(shown.days).toHaveLength(3);
  expect(shown.days[0]).toMatch(/^Wednesday,? 15 July: /);
  // The service ran in the worker: the page never fetched the main-thread host.
  expect((await pageResources(tab)).filter((path) => path.includes('main-thread'))).toEqual([]);
});

test('where the CSP refuses blob: workers, the service runs on the main thread and still answers', async ({ tab }) => {
  await tab.goto(site('strict-csp.html'));
  await scriptTagReady(tab);
  const reply = await tab.evaluate(async () => {
    const answer = await window.WeatherWidgets.request('forecast', { place: 'Oslo', days: 2 });
    return { status: answer.status, name: (answer.body as { location?: { name: string } }).location?.name };
  });
  expect(reply).toEqual({ status: 200, name: 'Oslo' });
  expect(await pageResources(tab)).toContainEqual(
    expect.stringMatching(/weather-widgets-main-thread-[0-9a-f]{8}\.js$/),
  );
});

test('a search typed and chosen with the keyboard moves the forecast, and the form submits the place', async ({
  tab,
}) => {
  await tab.goto(site('engines.html'));
  await waitFor(tab, 'the forecast for Oslo', shownForecast, '#forecast');
  await tab.evaluate(() => document.querySelector('weather-search')!.shadowRoot!.querySelector('input')!.focus());
  await tab.type('Lisbon');
  const options = await waitFor(tab, 'options for Lisbon', () => {
    const list = [...(document.querySelector('weather-search')!.shadowRoot!.querySelectorAll('[role="option"]') ?? [])];
    return list.length > 0 ? list.map((option) => option.textContent.replace(/\s+/g, ' ').trim()) : undefined;
  });
  expect(options[0]).toContain('Lisbon');
  await tab.press('ArrowDown');
  const active = await tab.evaluate(() => {
    const root = document.querySelector('weather-search')!.shadowRoot!;
    const input = root.querySelector('input')!;
    return {
      expanded: input.getAttribute('aria-expanded'),
      selected: root.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.getAttribute('aria-selected'),
    };
  });
  expect(active).toEqual({ expanded: 'true', selected: 'true' });
  await tab.press('Enter');
  const moved = await waitFor(
    tab,
    'the forecast for Lisbon',
    (selector) => {
      const place = document.querySelector(selector)?.shadowRoot?.querySelector('[part~="place"]')?.textContent?.trim();
      const busy = document
        .querySelector(selector)
        ?.shadowRoot?.querySelector('[part~="base"]')
        ?.getAttribute('aria-busy');
      return place === 'Lisbon' && busy === 'false' ? place : undefined;
    },
    '#forecast',
  );
  expect(moved).toBe('Lisbon');
  const value = await tab.evaluate(
    () => document.querySelector('weather-search')!.shadowRoot!.querySelector('input')!.value,
  );
  expect(value).toBe('Lisbon, Portugal');

  // Enter with the list closed submits the form, as in any text field: a real GET navigation.
  await tab.press('Enter');
  const submitted = await waitFor(tab, 'the submitted form', () => (location.search ? location.search : undefined));
  const fields = Object.fromEntries(new URLSearchParams(submitted));
  expect(fields).toMatchObject({
    city: 'Lisbon, Portugal',
    'city-lat': expect.stringMatching(/^38\.7\d*$/),
    'city-lon': expect.stringMatching(/^-9\.1\d*$/),
  });
});

test('the now attribute fixes the instant a forecast shows', async ({ tab }) => {
  await tab.goto(site('engines.html'));
  await waitFor(tab, 'the forecast for Oslo', shownForecast, '#forecast');
  await tab.evaluate(() => document.querySelector('#forecast')!.setAttribute('now', '2026-12-22T12:00:00Z'));
  const winter = await waitFor(
    tab,
    'the forecast of 22 December',
    (selector) => {
      const titles = [...(document.querySelector(selector)?.shadowRoot?.querySelectorAll('[part~="day"]') ?? [])].map(
        (day) => day.getAttribute('title') ?? '',
      );
      return titles[0]?.includes('December') ? titles : undefined;
    },
    '#forecast',
  );
  expect(winter[0]).toMatch(/^Tuesday,? 22 December: /);
  expect(winter[2]).toMatch(/^Thursday,? 24 December: /);
});

test('Retry after an upstream failure shows the forecast once the upstream is back', async ({ tab }) => {
  const upstream = upstreamRun('engines-retry');
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
  const error = await waitFor(tab, 'the error', shownError, '#retrying');
  expect(error).toContain('Retry');
  await upstream.up();
  await tab.evaluate(() =>
    (document.querySelector('#retrying')!.shadowRoot!.querySelector('[part~="retry-button"]') as HTMLElement).focus(),
  );
  await tab.press('Enter');
  const shown = await waitFor(tab, 'the forecast after Retry', shownForecast, '#retrying');
  expect(shown.place).toBe('Oslo');
});

test('answers cached in IndexedDB survive a reload', async ({ tab }) => {
  const ask = async () => {
    await scriptTagReady(tab);
    return tab.evaluate(async (now) => {
      window.WeatherWidgets.configure({ now });
      const reply = await window.WeatherWidgets.request('forecast', { place: 'Oslo', days: 2 });
      return { status: reply.status, cache: reply.headers['Cache-Status'] };
    }, SUITE_TIME);
  };
  await tab.goto(site('cdn-script.html'));
  expect(await ask()).toEqual({ status: 200, cache: expect.stringContaining('stored') });
  await tab.reload();
  expect(await ask()).toEqual({ status: 200, cache: expect.stringMatching(/^weather-widgets; hit/) });
});

test('two tabs share one quota: 60 of 120 requests admitted across them', async ({ visitor, tab }) => {
  const key = `engines-${Math.random().toString(36).slice(2, 10)}`;
  const other = await visitor.newTab();
  const tabs = [tab, other];
  for (const each of tabs) {
    await each.goto(site('cdn-script.html'));
    await scriptTagReady(each);
  }
  // Each tab starts its 60 requests and returns at once, so that the two bursts overlap.
  for (const each of tabs) {
    await each.evaluate((key) => {
      window.WeatherWidgets.configure({ apiKey: key, keys: { [key]: 'free' } });
      const burst = Promise.all(
        Array.from({ length: 60 }, () =>
          window.WeatherWidgets.request('geocode', { place: 'Oslo' }).then((reply) => reply.status),
        ),
      );
      (window as unknown as { burst: Promise<number[]> }).burst = burst;
    }, key);
  }
  const statuses: number[] = [];
  for (const each of tabs)
    statuses.push(...(await each.evaluate(() => (window as unknown as { burst: Promise<number[]> }).burst)));
  expect({
    ok: statuses.filter((status) => status === 200).length,
    limited: statuses.filter((status) => status === 429).length,
  }).toEqual({ ok: 60, limited: 60 });
});

test('axe-core finds no accessibility violations in the widgets, the search list open', async ({ tab }) => {
  await tab.goto(site('engines.html'));
  await waitFor(tab, 'the forecast for Oslo', shownForecast, '#forecast');
  await tab.evaluate(() => document.querySelector('weather-search')!.shadowRoot!.querySelector('input')!.focus());
  await tab.type('Par');
  await waitFor(tab, 'the list of places', () =>
    document.querySelector('weather-search')!.shadowRoot!.querySelector('[role="option"]') ? true : undefined,
  );
  await tab.addScript(readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));
  const violations = await tab.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run(context: Document): Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }> };
      }
    ).axe;
    const results = await axe.run(document);
    return results.violations.map((violation) => ({
      id: violation.id,
      targets: violation.nodes.map((node) => JSON.stringify(node.target)),
    }));
  });
  expect(violations).toEqual([]);
});

for (const theme of THEMES) {
  test(`the forecast at 400 px in the ${theme} theme: a screenshot, and its boxes for the comparison of engines`, async ({
    tab,
    engine,
  }, testInfo) => {
    await tab.goto(site('engines.html'));
    await tab.evaluate((theme) => {
      document.querySelector<HTMLElement>('#column')!.style.width = '400px';
      for (const element of document.querySelectorAll('weather-forecast, weather-search'))
        element.setAttribute('theme', theme);
    }, theme);
    await waitFor(tab, 'the forecast for Oslo', shownForecast, '#forecast');
    const background = await tab.evaluate(
      () =>
        getComputedStyle(document.querySelector('#forecast')!.shadowRoot!.querySelector('[part~="base"]')!)
          .backgroundColor,
    );
    // The dark card is dark and the light one light, whatever the visitor's colour scheme.
    const [red = 0, green = 0, blue = 0] = (background.match(/\d+(\.\d+)?/g) ?? []).map(Number);
    const luminance = (0.2126 * red + 0.7152 * green + 0.0722 * blue) / 255;
    expect(theme === 'dark' ? luminance < 0.3 : luminance > 0.7, `${theme} card background ${background}`).toBe(true);
    const layout = await tab.evaluate(measureLayout);
    expect(layout.boxes.card!.width).toBe(400);
    const screenshot = await tab.screenshot();
    await testInfo.attach(`${engine.name}-${theme}.png`, { body: screenshot, contentType: 'image/png' });
    const folder = join(testInfo.project.outputDir, LAYOUT_FOLDER);
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, `${engine.name}-${theme}.png`), screenshot);
    writeFileSync(
      join(folder, `${engine.name}-${theme}.json`),
      JSON.stringify({ engine: engine.version, ...layout }, null, 1),
    );
  });
}

test('the platform features the widgets lean on are there, in the page and in a worker', async ({ tab }) => {
  await tab.goto(site('cdn-script.html'));
  const features = await tab.evaluate(async () => {
    const page = {
      adoptedStyleSheets: 'adoptedStyleSheets' in ShadowRoot.prototype,
      elementInternals: typeof HTMLElement.prototype.attachInternals === 'function',
      displayNames: typeof Intl.DisplayNames === 'function',
      containerQueries: CSS.supports('container-type: inline-size'),
      lightDark: CSS.supports('color: light-dark(white, black)'),
      broadcastChannel: typeof BroadcastChannel === 'function',
    };
    // What the worker uses, asked inside a module worker started from blob:, as ours is.
    const probe = `postMessage({ locks: !!(navigator.locks && navigator.locks.request), indexedDB: typeof indexedDB === 'object' })`;
    const worker = new Worker(URL.createObjectURL(new Blob([probe], { type: 'text/javascript' })), { type: 'module' });
    const inWorker = await new Promise<Record<string, boolean>>((resolve, reject) => {
      worker.onmessage = (event) => resolve(event.data as Record<string, boolean>);
      worker.onerror = () => reject(new Error('the module worker did not start'));
    });
    worker.terminate();
    return {
      ...page,
      ...Object.fromEntries(Object.entries(inWorker).map(([name, present]) => [`worker ${name}`, present])),
    };
  });
  expect(
    Object.entries(features)
      .filter(([, present]) => !present)
      .map(([name]) => name),
  ).toEqual([]);
});

test("docs/site-owners.md's support table names the version this suite ran", async ({ engine }) => {
  const table = readFileSync(join(import.meta.dirname, '../../docs/site-owners.md'), 'utf8');
  // Chromium and Firefox by major version, WebKitGTK by its minor release line (2.50).
  const tested = {
    chromium: `Chromium ${/\/(\d+)\./.exec(engine.version)?.[1]}`,
    firefox: `Firefox ESR ${/\/(\d+)\./.exec(engine.version)?.[1]}`,
    webkit: `WebKitGTK ${/\/(\d+\.\d+)/.exec(engine.version)?.[1]}`,
  }[engine.name];
  expect(table).toMatch(new RegExp(`^\\| [^|]+ \\| ${tested.replace('.', '\\.')}[ ,(|]`, 'm'));
});
