import { expect, test } from '@playwright/test';

test('a visitor finds München by typing "muenchen" and reads a week of weather', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Place' }).fill('muenchen');
  const munich = page.getByRole('button', { name: /^Munich, Bavaria, Germany$/ });
  await munich.click();

  await expect(page.getByRole('heading', { name: /Munich, Bavaria, Germany \(Europe\/Berlin\)/ })).toBeVisible();
  const rows = page.locator('#days tr');
  await expect(rows).toHaveCount(7);
  const cells = await rows.first().locator('td').allTextContents();
  const [min, max] = [Number(cells[2]), Number(cells[3])];
  expect(min).toBeLessThanOrEqual(max);
  expect(max - min).toBeLessThan(25);
});

test("a search qualified by country puts that country's place first", async ({ page }) => {
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Place' }).fill('London, Canada');
  const first = page.locator('#results button').first();
  await expect(first).toHaveText(/^London, Ontario, Canada$/);
});
