// Places in the page's language, end to end over the embedded world: the widgets send their
// locale's language and the worker names the place's country in it.
import { expect as baseExpect, test } from '../../src/testing/index.ts';
import { openWidgets } from './widget-harness.ts';

const LOADED = { timeout: 30_000 };
const expect = baseExpect.configure({ timeout: 15_000 });
// The first embedded answer decodes megabytes of data; two tests run at once on a small machine.
test.describe.configure({ timeout: 90_000 });

test('an Italian page names the country of Rome "Italia"', async ({ page }) => {
  await openWidgets(page, '<div lang="it"><weather-forecast place="Rome"></weather-forecast></div>');
  const widget = page.locator('weather-forecast');
  await expect(widget.locator('[part="base"]')).toHaveAttribute('aria-busy', 'false', LOADED);
  await expect(widget.getByText('Lazio, Italia')).toBeVisible();
});

test('a Polish page lists Warsaw in Polska', async ({ page }) => {
  await openWidgets(page, '<div lang="pl"><weather-search></weather-search></div>');
  await page.getByRole('combobox').pressSequentially('Warsaw');
  await expect(page.getByRole('option').first()).toContainText('Polska', LOADED);
});

test('a German page names the country of a coordinate "Deutschland"', async ({ page }) => {
  await openWidgets(page, '<div lang="de-DE"><weather-forecast lat="48.14" lon="11.58"></weather-forecast></div>');
  await expect(page.locator('weather-forecast').getByText('Deutschland')).toBeVisible(LOADED);
});
