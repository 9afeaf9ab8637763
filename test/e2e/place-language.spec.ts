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

// One page of place lines, each in its own language: the region in that language, each name once.
// German, French, Russian and Arabic read iso3166-2-db's names of regions, Dutch iso-codes'.
const PLACE_LINES = [
  // "State of Berlin" (GeoNames) and "Berlin" (German) repeat the place: Germany alone.
  { id: 'berlin', lang: 'de', place: 'Berlin', name: 'Berlin', region: 'Deutschland' },
  { id: 'augsburg', lang: 'de', place: 'Augsburg', name: 'Augsburg', region: 'Bayern, Deutschland' },
  { id: 'reykjavik', lang: 'de', place: 'Reykjavik', name: 'Reykjavík', region: 'Höfuðborgarsvæðið, Island' },
  { id: 'augsburg-nl', lang: 'nl', place: 'Augsburg', name: 'Augsburg', region: 'Beieren, Duitsland' },
  { id: 'los-angeles', lang: 'fr', place: 'Los Angeles', name: 'Los Angeles', region: 'Californie, États-Unis' },
  { id: 'kazan', lang: 'ru', place: 'Kazan', name: 'Казань', region: 'Татарстан, Россия' },
  // Portland's Arabic name carries its state: the line says Oregon once.
  { id: 'portland', lang: 'ar', place: 'Portland', name: 'بورتلاند، أوريغون', region: 'الولايات المتحدة' },
  // Lyon's region has no Arabic name: its French one is left out rather than written in Latin.
  { id: 'lyon', lang: 'ar', place: 'Lyon', name: 'ليون', region: 'فرنسا' },
] as const;

test('a place line names its region in the page language, and each name once in one script', async ({ page }) => {
  await openWidgets(
    page,
    PLACE_LINES.map(
      ({ id, lang, place }) =>
        `<div lang="${lang}"><weather-forecast id="${id}" place="${place}"></weather-forecast></div>`,
    ).join('\n'),
  );
  // A card loads when it comes into view: each is scrolled to in turn.
  for (const { id } of PLACE_LINES) {
    await page.locator(`#${id}`).scrollIntoViewIfNeeded();
    await expect(page.locator(`#${id} [part="base"]`)).toHaveAttribute('aria-busy', 'false', LOADED);
  }
  const shown = await Promise.all(
    PLACE_LINES.map(async ({ id }) => ({
      id,
      name: (await page.locator(`#${id} [part="place"]`).textContent())!.trim(),
      region: (await page.locator(`#${id} [part="header"] .region`).textContent())!.trim(),
    })),
  );
  expect(shown).toEqual(PLACE_LINES.map(({ id, name, region }) => ({ id, name, region })));
  const portland = `${shown.find(({ id }) => id === 'portland')!.name} ${shown.find(({ id }) => id === 'portland')!.region}`;
  expect(portland.match(/أوريغون/g)).toHaveLength(1);
  expect(portland).not.toMatch(/\p{Script=Latin}/u);
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
