// What the forecast's feature specs check the same way: text cut off in the current block and in
// the compact line, axe's findings on the forecast and the search, and where the search's list
// puts its places.
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
export function forecastViolations(page: Page, theme: 'light' | 'dark') {
  return violationsIn(page, theme, 'weather-forecast');
}

/** axe's violations in the search, as it is on screen (its list open if the test opened it), in the given theme. */
export function searchViolations(page: Page, theme: 'light' | 'dark') {
  return violationsIn(page, theme, 'weather-search');
}

async function violationsIn(page: Page, theme: 'light' | 'dark', element: string) {
  if (theme === 'dark') await page.addStyleTag({ content: 'html { color-scheme: dark; background: #0e1013; color: #eef1f4 }' });
  const results = await new AxeBuilder({ page }).include(element).analyze();
  return results.violations.map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
}

/**
 * The compact line as a visitor sees it: the card's size, the texts of the items shown (those
 * that wrapped onto the hidden second line are not), and any text cut short: a one-line text
 * wider than its box, or an item shown only in part.
 */
export function compactLine(widget: Locator): Promise<{ cardHeight: number; cardWidth: number; visibleItems: string[]; cut: string[] }> {
  return widget.evaluate((host) => {
    const root = host.shadowRoot!;
    const card = root.querySelector('[part="base"]')!.getBoundingClientRect();
    const list = root.querySelector('.next')?.getBoundingClientRect();
    const items = [...root.querySelectorAll('.next-item')].map((item) => ({ item, box: item.getBoundingClientRect() }));
    const shown = items.filter(({ box }) => list !== undefined && box.top < list.bottom && box.left < list.right);
    const partly = shown.filter(({ box }) => box.right > list!.right + 0.5 || box.bottom > list!.bottom + 0.5 || box.left < list!.left - 0.5);
    // The place and the footer are for screen readers only, in a 1 px box.
    const narrow = [...root.querySelectorAll('.line')].filter((element) => !element.closest('.header, .footer') && element.scrollWidth > element.clientWidth);
    const text = (element: Element) => element.textContent!.replace(/\s+/g, ' ').trim();
    return {
      cardHeight: card.height,
      cardWidth: card.width,
      visibleItems: shown.map(({ item }) => text(item)),
      cut: [
        ...narrow.map((element) => `${text(element)} (${element.scrollWidth} > ${element.clientWidth})`),
        ...partly.map(({ item }) => `${text(item)} (partly shown)`),
      ],
    };
  });
}

/**
 * Every text of the forecast, in the card or the compact line, that does not fit its box: each
 * box that holds text (not an inline run: its box is the block around it) and is wider inside
 * than out. The chart and the table scroll sideways in boxes of their own and are left out, as
 * are the texts for screen readers only.
 */
export function cutText(widget: Locator): Promise<string[]> {
  return widget.evaluate((host) =>
    [...host.shadowRoot!.querySelectorAll('*')]
      .filter((element): element is HTMLElement => element instanceof HTMLElement)
      .filter((element) => !element.closest('[part="chart-scroller"], .table-scroller, .visually-hidden'))
      .filter((element) => {
        const style = getComputedStyle(element);
        if (style.display === 'inline' || style.display === 'contents' || style.display === 'none') return false;
        // A box clipped to 1 px holds text for screen readers only (the compact line's place and footer).
        if (element.closest('.header, .footer') && element.closest('.compact')) return false;
        return (element.textContent ?? '').trim() !== '' && element.scrollWidth > element.clientWidth;
      })
      .map((element) => `${element.className || element.tagName}: ${element.textContent!.replace(/\s+/g, ' ').trim()} (${element.scrollWidth} > ${element.clientWidth})`),
  );
}

/**
 * Types "War" into the search and measures the first option's first box (its flag) against the
 * list's edges: the gap to the list's right edge and to its left.
 */
export async function firstOptionGaps(search: Locator, timeout: number): Promise<{ right: number; left: number }> {
  await search.locator('input').fill('War');
  const option = search.locator('[part="option"]').first();
  await option.waitFor({ state: 'visible', timeout });
  const [list, first] = [await search.locator('[part="listbox"]').boundingBox(), await option.locator('*').first().boundingBox()];
  return { right: list!.x + list!.width - (first!.x + first!.width), left: first!.x - list!.x };
}
