// axe-core checks both elements, loaded and in use (the place list open), in each theme, on a
// page whose own colours match: a site in dark mode is dark around the widgets too.
// WCAG 2.2: 1.4.3 Contrast (Minimum), 4.1.2 Name, Role, Value
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, failAnswers, test } from '../../src/testing/index.ts';
import { openWidgets } from './widget-harness.ts';

const MARKUP = (theme: string) => `
  <weather-search for="forecast" theme="${theme}" locate></weather-search>
  <weather-forecast id="forecast" place="Oslo" theme="${theme}"></weather-forecast>`;

async function openInUse(page: Page, theme: 'light' | 'dark' | 'auto'): Promise<void> {
  await openWidgets(page, MARKUP(theme));
  // Forecast loaded: the place is on screen and nothing is busy any more.
  await expect(page.locator('weather-forecast').getByText(/Oslo/).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('weather-forecast [aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
  // The search's list open, with an active option.
  const input = page.getByRole('combobox');
  await input.pressSequentially('ber', { delay: 30 });
  await expect(page.getByRole('option').first()).toBeVisible({ timeout: 10_000 });
  await input.press('ArrowDown');
  await expect(page.getByRole('option', { selected: true })).toHaveCount(1);
}

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).include('weather-forecast').include('weather-search').analyze();
  // The rule id, the help text and the elements: what a reader of a failure needs.
  return results.violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    nodes: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

test.describe('accessibility (axe-core)', () => {
  test('finds no violation in the light theme', async ({ page }) => {
    await openInUse(page, 'light');
    expect(await violations(page)).toEqual([]);
  });

  test('finds no violation in the dark theme', async ({ page }) => {
    await openInUse(page, 'dark');
    await page.addStyleTag({ content: 'html { color-scheme: dark; background: #0e1013; color: #eef1f4 }' });
    expect(await violations(page)).toEqual([]);
  });

  test('finds no violation in the automatic theme when the visitor prefers dark', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await openInUse(page, 'auto');
    await page.addStyleTag({ content: 'html { color-scheme: dark; background: #0e1013; color: #eef1f4 }' });
    expect(await violations(page)).toEqual([]);
  });

  test('finds no violation in an error state with its Retry button', async ({ page }) => {
    // An upstream that fails: asking again may help, so the error offers Retry.
    await failAnswers(page, { status: 502 });
    await openWidgets(page, '<weather-forecast place="Oslo"></weather-forecast>');
    await expect(page.getByRole('button', { name: /retry|try again/i })).toBeVisible({ timeout: 20_000 });
    expect(await violations(page)).toEqual([]);
  });
});
