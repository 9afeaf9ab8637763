// Waiting on what the page shows, the same way in every engine: a page function polled until it
// returns something other than undefined (a navigation in between is only a failed poll).
import type { EngineTab, PageFunction } from './engine.ts';

export async function waitFor<A extends unknown[], R>(
  tab: EngineTab,
  what: string,
  fn: PageFunction<A, R | undefined | null>,
  ...args: A
): Promise<R> {
  const deadline = Date.now() + 45_000;
  let last: string | undefined;
  while (Date.now() < deadline) {
    try {
      const value = await tab.evaluate(fn, ...args);
      if (value !== undefined && value !== null) return value;
    } catch (error) {
      last = String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}${last ? `; last error: ${last}` : ''}`);
}

/** What a visitor sees of the first <weather-forecast> once it has weather on screen. */
export interface ShownForecast {
  place: string;
  temperature: string;
  days: string[];
}

/** The forecast once its card is no longer busy and shows a place: undefined before. */
export function shownForecast(selector: string): ShownForecast | undefined {
  const root = document.querySelector(selector)?.shadowRoot;
  const card = root?.querySelector('[part~="base"]');
  const place = root?.querySelector('[part~="place"]')?.textContent?.trim();
  const days = [...(root?.querySelectorAll('[part~="day"]') ?? [])].map((day) => day.getAttribute('title') ?? '');
  if (!card || card.getAttribute('aria-busy') !== 'false' || !place || days.some((title) => title === ''))
    return undefined;
  return { place, temperature: root!.querySelector('[part~="temperature"]')?.textContent?.trim() ?? '', days };
}

/** The error a forecast shows, once it shows one. */
export function shownError(selector: string): string | undefined {
  return (
    document
      .querySelector(selector)
      ?.shadowRoot?.querySelector('[part~="error"]')
      ?.textContent?.replace(/\s+/g, ' ')
      .trim() || undefined
  );
}
