// The docs pages as a reader meets them beside the demo: each renders, every link of it leads to a
// page that answers (and, with #anchor, to a heading there), and axe finds nothing to fix.
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../../src/testing/index.ts';

const PAGES = [
  'index.html',
  ...readdirSync(resolve(import.meta.dirname, '../../docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => name.replace(/\.md$/, '.html')),
];

for (const name of PAGES) {
  test(`docs/${name}: renders, links nowhere broken, no accessibility violation`, async ({ page, baseURL }) => {
    const response = await page.goto(`/docs/${name}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('article h1')).toHaveCount(1);
    await expect(page.locator('.docs-nav [aria-current="page"]')).toHaveCount(1);

    const origin = new URL(baseURL!).origin;
    const hrefs = await page
      .locator('a[href]')
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    const broken: string[] = [];
    for (const href of new Set(hrefs)) {
      const url = new URL(href);
      if (url.origin !== origin) continue;
      const answer = await page.request.get(url.pathname);
      if (answer.status() !== 200) broken.push(`${url.pathname} (${answer.status()})`);
      else if (url.hash && !(await answer.text()).includes(`id="${decodeURIComponent(url.hash.slice(1))}"`))
        broken.push(`${url.pathname}${url.hash} (no such anchor)`);
    }
    expect(broken).toEqual([]);

    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.map((violation) => ({
        id: violation.id,
        help: violation.help,
        nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
      })),
    ).toEqual([]);
  });
}
