// An HTTP upstream names every place `<img src=x onerror=alert(1)>`: the widgets must show that
// as text, create no element from it and run nothing.
import type { Page } from '@playwright/test';
import { expect, test } from '../../src/testing/index.ts';
import { upstreamRun } from './client-harness.ts';
import { HOSTILE_NAME } from './servers/hostile.ts';
import { openWidgets } from './widget-harness.ts';

function watchForDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

test('a hostile place name in a forecast shows literally and runs nothing', async ({ page }) => {
  const dialogs = watchForDialogs(page);
  const run = upstreamRun('hostile-forecast');
  await openWidgets(page, '<weather-forecast place="Paris"></weather-forecast>', {
    source: 'contract',
    baseUrl: run.baseUrl('hostile'),
    apiKey: 'demo',
  });
  const forecast = page.locator('weather-forecast');
  await expect(forecast.getByText(HOSTILE_NAME, { exact: false }).first()).toBeVisible({ timeout: 20_000 });
  await expect(forecast.locator('img, script')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test('a hostile place name among search results shows literally, and once chosen, in the forecast too', async ({
  page,
}) => {
  const dialogs = watchForDialogs(page);
  const run = upstreamRun('hostile-search');
  await openWidgets(page, '<weather-search for="fc"></weather-search><weather-forecast id="fc"></weather-forecast>', {
    source: 'contract',
    baseUrl: run.baseUrl('hostile'),
    apiKey: 'demo',
  });
  const input = page.getByRole('combobox');
  await input.pressSequentially('paris', { delay: 30 });
  const option = page.getByRole('option').first();
  await expect(option).toContainText(HOSTILE_NAME, { timeout: 10_000 });
  await input.press('ArrowDown');
  await input.press('Enter');
  const forecast = page.locator('weather-forecast');
  await expect(forecast.getByText(HOSTILE_NAME, { exact: false }).first()).toBeVisible({ timeout: 20_000 });
  await expect(
    page.locator('weather-search img, weather-search script, weather-forecast img, weather-forecast script'),
  ).toHaveCount(0);
  expect(dialogs).toEqual([]);
});
