// Places in the page's language, end to end over the embedded world: the widgets send their
// locale's language, the worker names the place and its country in it, and the search finds a
// place by its name in that language.
import { expect as baseExpect, test } from '../../src/testing/index.ts';
import { SITE_PORT } from './servers/ports.ts';
import { openWidgets } from './widget-harness.ts';

const LOADED = { timeout: 30_000 };
const expect = baseExpect.configure({ timeout: 15_000 });
// The first embedded answer decodes megabytes of data; two tests run at once on a small machine.
test.describe.configure({ timeout: 90_000 });

test('an Italian page names Rome "Roma, Lazio, Italia"', async ({ page }) => {
  await openWidgets(page, '<div lang="it"><weather-forecast place="Rome"></weather-forecast></div>');
  const widget = page.locator('weather-forecast');
  await expect(widget.locator('[part="base"]')).toHaveAttribute('aria-busy', 'false', LOADED);
  await expect(widget.getByText('Roma', { exact: true })).toBeVisible();
  await expect(widget.getByText('Lazio, Italia')).toBeVisible();
});

test('a place line names each name once: German Berlin, Arabic Portland', async ({ page }) => {
  await openWidgets(
    page,
    `<div lang="de"><weather-forecast id="berlin" place="Berlin"></weather-forecast></div>
     <div lang="ar"><weather-forecast id="portland" place="Portland"></weather-forecast></div>`,
  );
  const lines = page.locator('weather-forecast [part="header"]');
  for (const id of ['berlin', 'portland'])
    await expect(page.locator(`#${id} [part="base"]`)).toHaveAttribute('aria-busy', 'false', LOADED);
  // "State of Berlin" repeats the place: Germany alone, in German.
  await expect(lines.first()).toHaveText(/^\s*Berlin\s*Deutschland\s*$/);
  // Portland's Arabic name carries its state; the English "Oregon" beside it would say it twice.
  const portland = (await lines.nth(1).textContent())!;
  expect(portland).toContain('أوريغون');
  expect(portland).not.toMatch(/\p{Script=Latin}/u);
  expect(portland.match(/أوريغون/g)).toHaveLength(1);
});

test('a Polish page lists Warsaw as "Warszawa" in Polska', async ({ page }) => {
  await openWidgets(page, '<div lang="pl"><weather-search></weather-search></div>');
  await page.getByRole('combobox').pressSequentially('Warsaw');
  await expect(page.getByRole('option').first()).toContainText('Warszawa', LOADED);
  await expect(page.getByRole('option').first()).toContainText('Polska');
});

test('a German page names the place at a coordinate "München", in Deutschland', async ({ page }) => {
  await openWidgets(page, '<div lang="de-DE"><weather-forecast lat="48.14" lon="11.58"></weather-forecast></div>');
  const widget = page.locator('weather-forecast');
  await expect(widget.getByText('Deutschland')).toBeVisible(LOADED);
  await expect(widget.getByText('München', { exact: true })).toBeVisible();
});

test('an Italian page finds Munich by its Italian name and shows that name', async ({ page }) => {
  await openWidgets(page, '<div lang="it"><weather-search></weather-search></div>');
  await page.getByRole('combobox').pressSequentially('Monaco di B');
  await expect(page.getByRole('option').first()).toContainText('Monaco di Baviera', LOADED);
  await expect(page.getByRole('option').first()).toContainText('Germania');
});

test('a Russian page finds Moscow typed in Cyrillic, and an English page shows it as Moscow', async ({ page }) => {
  await openWidgets(
    page,
    '<div lang="ru"><weather-search></weather-search></div><div lang="en"><weather-forecast place="Moscow"></weather-forecast></div>',
  );
  await page.getByRole('combobox').pressSequentially('Москва');
  await expect(page.getByRole('option').first()).toContainText('Москва', LOADED);
  await expect(page.getByRole('option').first()).toContainText('Россия');
  await expect(page.locator('weather-forecast').getByText('Moscow', { exact: true })).toBeVisible(LOADED);
});

// A compromised CDN (see integrity.spec.ts): the built script pins the manifest, the manifest a
// language's file, the file its name chunks; each comes here with a byte more.
test.describe('names by language from a CDN that changed them', () => {
  for (const [file, name] of [
    ['language-', /language-[0-9a-f]{8}-\d+\.bin/],
    ['local-', /local-[0-9a-f]{8}-\d+\.bin/],
  ] as const) {
    test(`a changed ${file} file is refused, naming it, and an English page is unaffected`, async ({ page }) => {
      await page.goto(`http://127.0.0.1:${SITE_PORT}/cdn-script.html?tamper=${file}`);
      await page.waitForFunction(() => 'WeatherWidgets' in window);
      const ask = (language: string) =>
        page.evaluate(async (language) => {
          const reply = await window.WeatherWidgets.request('forecast', { place: 'Roma', days: 1, language });
          const body = reply.body as { code?: string; detail?: string; location?: { name: string } };
          return { status: reply.status, code: body.code, detail: body.detail, name: body.location?.name };
        }, language);
      const refused = await ask('it');
      expect(refused).toMatchObject({ status: 502, code: 'integrity' });
      expect(refused.detail).toMatch(name);
      expect(await ask('en')).toMatchObject({ status: 200, name: 'Rome' });
    });
  }
});
