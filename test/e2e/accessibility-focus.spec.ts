// Where focus goes and what a screen reader hears when the widgets redraw: after Retry, after a
// place is chosen, after a change of language or units, and at the ten-minute refresh.
// WCAG 2.2: 2.4.3 Focus Order, 4.1.3 Status Messages
import type { Page } from '@playwright/test';
import { expect as baseExpect, failNextAnswers, ForecastHarness, test } from '../../src/testing/index.ts';
import { SUITE_TIME } from './servers/suite-time.ts';
import { openWidgets } from './widget-harness.ts';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });

declare global {
  interface Window {
    /** Every text a live region of the widgets took, in order, with the region's politeness. */
    liveTexts: { role: string; text: string }[];
    /** Whether focus was ever on <body> since `watchFocus`. */
    focusFellToBody: boolean;
  }
}

/**
 * Records what the widgets' live regions say (each text they take, once per change) and whether
 * focus ever falls to <body>.
 */
function watchPage(page: Page): Promise<void> {
  return page.evaluate(() => {
    window.liveTexts = [];
    window.focusFellToBody = false;
    // One change of a region may come as several records (its text node replaced): said once.
    const observer = new MutationObserver((records) => {
      const inserted = new Set<Element>();
      const changed = new Set<Element>();
      for (const record of records) {
        // An alert inserted whole is said too.
        for (const node of record.addedNodes)
          if (node instanceof Element && node.matches('[role="alert"]')) inserted.add(node);
        const target = record.target instanceof Element ? record.target : record.target.parentElement;
        const region = target?.closest('[role="status"]:not([aria-live="off"]), [role="alert"]');
        if (region && region.textContent.trim()) changed.add(region);
      }
      for (const alert of inserted)
        window.liveTexts.push({ role: 'alert', text: alert.textContent.replace(/\s+/g, ' ').trim() });
      for (const region of changed)
        if (!inserted.has(region))
          window.liveTexts.push({ role: region.getAttribute('role')!, text: region.textContent.trim() });
    });
    for (const host of document.querySelectorAll('weather-forecast, weather-search'))
      observer.observe(host.shadowRoot!, { subtree: true, childList: true, characterData: true });
    // Focus falls to <body> when its element leaves the document: checked after every change.
    const check = () => {
      if (document.activeElement === document.body) window.focusFellToBody = true;
    };
    document.addEventListener('focusout', () => queueMicrotask(check), true);
    new MutationObserver(check).observe(document.body, { subtree: true, childList: true });
    for (const host of document.querySelectorAll('weather-forecast, weather-search'))
      new MutationObserver(check).observe(host.shadowRoot!, { subtree: true, childList: true });
  });
}

const liveTexts = (page: Page) => page.evaluate(() => window.liveTexts);

/** The element focused inside the widgets, by its part or role, or where focus is if outside them. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const host = document.activeElement;
    if (!host || host === document.body) return 'body';
    const inner = host.shadowRoot?.activeElement;
    if (!inner) return host.localName;
    return `${host.localName} ${inner.getAttribute('part') ?? inner.getAttribute('role') ?? inner.localName}`;
  });
}

test('Retry keeps focus in the forecast: on the new Retry when asking fails again, on the place once it loads', async ({
  page,
}) => {
  await openWidgets(page, '');
  // A forecast asks twice (forecast and current): two failures for the first try, two for the retry.
  await failNextAnswers(page, { status: 503, count: 4 });
  await page.evaluate(() => {
    document.querySelector('main')!.innerHTML = '<weather-forecast place="Berlin" locale="en-GB"></weather-forecast>';
  });
  const forecast = page.locator('weather-forecast');
  const retry = forecast.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();
  await watchPage(page);
  await retry.focus();
  await page.keyboard.press('Enter');
  // Failed again: focus is on the new button, and the alert was said once.
  await expect.poll(() => focused(page)).toBe('weather-forecast retry-button');
  await expect(forecast.locator('[part="base"]')).toHaveAttribute('aria-busy', 'false');
  expect((await liveTexts(page)).filter((said) => said.role === 'alert')).toEqual([
    { role: 'alert', text: 'Weather is unavailable right now. Retry' },
  ]);
  await page.keyboard.press('Enter');
  await ForecastHarness.of(page).whenReady();
  await expect.poll(() => focused(page)).toBe('weather-forecast place');
  await expect(forecast.getByRole('heading', { name: 'Berlin' })).toBeFocused();
  expect(await page.evaluate(() => window.focusFellToBody)).toBe(false);
  // Nothing more was said: the loaded forecast is not an alert.
  expect((await liveTexts(page)).filter((said) => said.role === 'alert')).toHaveLength(1);
});

test('choosing a place keeps focus in the search and says "Forecast for …" once; refined lists are said again', async ({
  page,
}) => {
  await openWidgets(
    page,
    `<weather-search for="fc" locale="en-GB"></weather-search>
     <weather-forecast id="fc" place="Oslo" locale="en-GB"></weather-forecast>`,
  );
  await ForecastHarness.of(page).whenReady();
  await watchPage(page);
  const input = page.getByRole('combobox');
  await input.pressSequentially('Ber', { delay: 30 });
  await expect(page.getByRole('option')).toHaveCount(5);
  await expect
    .poll(() => liveTexts(page))
    .toContainEqual({
      role: 'status',
      text: expect.stringMatching(/^5 places found\. Use the up and down arrow keys/),
    });
  // Refined twice, the same count each time: said again each time, the same words, without the hint.
  const plain = async () => (await liveTexts(page)).filter((said) => said.text === '5 places found').length;
  await input.press('l');
  await expect.poll(plain).toBe(1);
  await input.press('i');
  await expect.poll(plain).toBe(2);
  await input.press('ArrowDown');
  await input.press('Enter');
  await ForecastHarness.of(page).whenReady();
  await expect(page.locator('weather-forecast').getByRole('heading', { name: 'Berlin' })).toBeVisible();
  await expect.poll(() => liveTexts(page)).toContainEqual({ role: 'status', text: 'Forecast for Berlin' });
  // Polite: a status, not an alert; said once.
  expect((await liveTexts(page)).filter((said) => said.text.startsWith('Forecast for'))).toHaveLength(1);
  expect(await focused(page)).toBe('weather-search input');
  expect(await page.evaluate(() => window.focusFellToBody)).toBe(false);
});

test('a change of language or units keeps focus where the visitor left it', async ({ page }) => {
  await openWidgets(
    page,
    `<weather-search locale="en-GB"></weather-search>
     <weather-forecast place="Oslo" locale="en-GB"></weather-forecast>`,
  );
  await ForecastHarness.of(page).whenReady();
  await watchPage(page);
  const forecast = page.locator('weather-forecast');
  await forecast.getByText('Show as table').focus();
  await page.evaluate(() => document.querySelector('weather-forecast')!.setAttribute('locale', 'de'));
  await expect(forecast.getByText('Als Tabelle zeigen')).toBeVisible();
  await ForecastHarness.of(page).whenReady();
  expect(await focused(page)).toBe('weather-forecast summary');
  await page.evaluate(() => document.querySelector('weather-forecast')!.setAttribute('units', 'imperial'));
  await expect(forecast.locator('[part="temperature"]')).toHaveText(/°F/);
  await ForecastHarness.of(page).whenReady();
  expect(await focused(page)).toBe('weather-forecast summary');
  await page.getByRole('combobox').focus();
  await page.evaluate(() => document.querySelector('weather-search')!.setAttribute('locale', 'fr'));
  await expect(page.getByRole('combobox', { name: 'Rechercher un lieu' })).toBeVisible();
  expect(await focused(page)).toBe('weather-search input');
  expect(await page.evaluate(() => window.focusFellToBody)).toBe(false);
  // The place the page set is not the visitor's choice: nothing is said.
  expect((await liveTexts(page)).filter((said) => said.text.startsWith('Vorhersage'))).toEqual([]);
});

test.describe('under page.clock.install', () => {
  test.use({ weatherTime: null });

  test('the ten-minute refresh says nothing', async ({ page }) => {
    await page.clock.install({ time: SUITE_TIME });
    await openWidgets(page, '<weather-forecast place="Oslo" locale="en-GB"></weather-forecast>');
    await ForecastHarness.of(page).whenReady();
    await page.evaluate(() => {
      const counted = window as unknown as { loads: number };
      counted.loads = 0;
      document.addEventListener('weather-load', () => counted.loads++);
    });
    await watchPage(page);
    await page.clock.runFor('10:30');
    await expect.poll(() => page.evaluate(() => (window as unknown as { loads: number }).loads)).toBe(1);
    await ForecastHarness.of(page).whenReady();
    expect(await liveTexts(page)).toEqual([]);
  });
});
