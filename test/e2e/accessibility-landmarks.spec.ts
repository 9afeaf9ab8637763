// The widgets on a site's page as its landmarks and headings are listed to a screen-reader user:
// no banner, contentinfo or other landmark the page did not ask for, wherever the widgets sit
// (directly in <body>, in the site's <header>), headings at the level the page chooses, and a
// site's own locators for its header not taken in by the widgets'.
// WCAG 2.2: 1.3.1 Info and Relationships, 2.4.6 Headings and Labels, 4.1.2 Name, Role, Value
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, ForecastHarness, test } from '../../src/testing/index.ts';
import { openWidgets } from './widget-harness.ts';

test.describe.configure({ timeout: 90_000 });

const LANDMARKS = ['banner', 'contentinfo', 'main', 'navigation', 'region', 'complementary', 'form', 'search'];

/** Replaces the test page's body with `markup`: the widgets sit where a site puts them. */
async function openBody(page: Page, markup: string): Promise<void> {
  await openWidgets(page, '');
  await page.evaluate((markup) => (document.body.innerHTML = markup), markup);
  // Every forecast shows its weather, and the search its field.
  await expect(page.locator('weather-forecast [aria-busy="false"]')).toHaveCount(
    await page.locator('weather-forecast').count(),
    { timeout: 60_000 },
  );
}

/** The landmarks and headings in the browser's accessibility tree (what a screen reader lists). */
async function accessibilityTree(page: Page): Promise<{ landmarks: string[]; headings: string[] }> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: {
      ignored: boolean;
      role?: { value: string };
      name?: { value: string };
      properties?: { name: string; value: { value: unknown } }[];
    }[];
  };
  await cdp.detach();
  const shown = nodes.filter((node) => !node.ignored);
  const named = (node: (typeof shown)[number]) => `${node.role!.value} "${node.name?.value ?? ''}"`;
  return {
    landmarks: shown.filter((node) => LANDMARKS.includes(node.role?.value ?? '')).map(named),
    headings: shown
      .filter((node) => node.role?.value === 'heading')
      .map(
        (node) =>
          `${String(node.properties?.find((property) => property.name === 'level')?.value.value)} ${node.name?.value}`,
      ),
  };
}

/** axe over the whole page, but for the rules that judge the page's own outline (a page without <main> is the site's choice). */
async function pageViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .disableRules(['landmark-one-main', 'page-has-heading-one', 'region'])
    .analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    nodes: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

test('three widgets directly in <body> add no landmark to the page, and axe finds nothing', async ({ page }) => {
  await openBody(
    page,
    `<h1>Weather across the region</h1>
     <weather-search for="oslo" locale="en-GB"></weather-search>
     <weather-forecast id="oslo" place="Oslo" locale="en-GB"></weather-forecast>
     <weather-forecast place="Bergen" locale="en-GB" days="3"></weather-forecast>`,
  );
  const tree = await accessibilityTree(page);
  expect(tree.landmarks).toEqual([]);
  // Each place is a heading at level 2, its sections at level 3: the page's outline goes on.
  expect(tree.headings.sort()).toEqual([
    '1 Weather across the region',
    '2 Bergen',
    '2 Oslo',
    '3 Next days',
    '3 Next days',
    '3 Next hours',
    '3 Next hours',
  ]);
  expect(await pageViolations(page)).toEqual([]);
});

test('a compact forecast in the site’s <header> is no banner inside its banner, and locator("header") finds the site’s only', async ({
  page,
}) => {
  await openBody(
    page,
    `<header><p>Council of Bergen</p><weather-forecast place="Bergen" layout="compact" locale="en-GB"></weather-forecast></header>
     <main><h1>Bins and recycling</h1><p>Collections run as usual.</p></main>
     <footer><p>© The Council</p></footer>`,
  );
  const tree = await accessibilityTree(page);
  expect(tree.landmarks.sort()).toEqual(['banner ""', 'contentinfo ""', 'main ""']);
  // Playwright's CSS locators pierce open shadow roots: a site's own test finds one header.
  await expect(page.locator('header')).toHaveCount(1);
  await expect(page.locator('footer')).toHaveCount(1);
  expect(await pageViolations(page)).toEqual([]);
});

test('heading-level sets the place’s heading, and landmark="region" makes the card a region named by it', async ({
  page,
}) => {
  await openBody(
    page,
    `<main><h1>Travel</h1><h2>Norway</h2><h3>Where we go</h3>
       <weather-forecast place="Oslo" heading-level="4" landmark="region" locale="en-GB" show="current daily"></weather-forecast>
     </main>`,
  );
  const tree = await accessibilityTree(page);
  expect(tree.headings.sort()).toEqual(['1 Travel', '2 Norway', '3 Where we go', '4 Oslo', '5 Next days']);
  expect(tree.landmarks.sort()).toEqual(['main ""', 'region "Oslo"']);
  await ForecastHarness.of(page).whenReady();
  expect(await pageViolations(page)).toEqual([]);
});
