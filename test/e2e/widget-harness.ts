// Opens the widgets test page with the given markup in <main>, after configuring the page.
import type { Page } from '@playwright/test';
import type { WeatherWidgetsConfig } from '../../src/page-client/page-api.ts';

export async function openWidgets(page: Page, markup: string, config?: WeatherWidgetsConfig): Promise<void> {
  await page.goto('/test/e2e/pages/widgets.html');
  await page.waitForFunction(() => window.widgetsReady);
  await page.evaluate(
    ({ markup, config }) => {
      if (config) window.widgets.configure(config);
      document.querySelector('main')!.innerHTML = markup;
    },
    { markup, config },
  );
}
