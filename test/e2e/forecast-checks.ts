// What the forecast's feature specs check the same way: text cut off in the current block, and
// axe's findings on the forecast.
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';

/** The current block's one-line texts and labels whose text does not fit their box. */
export function cutTextInCurrent(widget: Locator): Promise<string[]> {
  return widget.evaluate((host) =>
    [...host.shadowRoot!.querySelectorAll('[part="current"] .line, [part="current"] dt')]
      .filter((element) => element.scrollWidth > element.clientWidth)
      .map((element) => `${element.textContent?.trim()} (${element.scrollWidth} > ${element.clientWidth})`),
  );
}

/** axe's violations in the forecast, in the given theme (a dark one on a dark page, as a site would). */
export async function forecastViolations(page: Page, theme: 'light' | 'dark') {
  if (theme === 'dark') await page.addStyleTag({ content: 'html { color-scheme: dark; background: #0e1013; color: #eef1f4 }' });
  const results = await new AxeBuilder({ page }).include('weather-forecast').analyze();
  return results.violations.map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
}
