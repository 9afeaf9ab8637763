// The elements keep the attributes their author wrote and add none of their own when they
// upgrade: a server-rendered page (React, Vue, Svelte) hydrates against the same HTML it sent.
import { expect, test } from '../../src/testing/index.ts';
import { openWidgets } from './widget-harness.ts';

test('an upgraded element carries only the attributes its author wrote', async ({ page }) => {
  await openWidgets(
    page,
    '<weather-forecast place="Oslo" days="3"></weather-forecast><weather-search label="Find"></weather-search>',
  );
  const attributes = await page.evaluate(async () => {
    const elements = [
      ...document.querySelectorAll<HTMLElement & { updateComplete: Promise<boolean> }>(
        'weather-forecast, weather-search',
      ),
    ];
    await Promise.all(elements.map((element) => element.updateComplete));
    return elements.map((element) => element.getAttributeNames().sort());
  });
  expect(attributes).toEqual([['days', 'place'], ['label']]);
});

test('a theme set as a property is reflected, so that the theme styles apply', async ({ page }) => {
  await openWidgets(page, '<weather-forecast place="Oslo"></weather-forecast>');
  const theme = await page.evaluate(async () => {
    const forecast = document.querySelector('weather-forecast')!;
    forecast.theme = 'dark';
    await forecast.updateComplete;
    return forecast.getAttribute('theme');
  });
  expect(theme).toBe('dark');
});
