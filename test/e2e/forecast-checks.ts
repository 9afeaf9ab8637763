// What the forecast's feature specs check the same way: text cut off in the current block, the
// compact line and the whole card (the chart and the table too), the marks a visitor sees, axe's
// findings on the forecast and the search, and where the search's list puts its places.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** The current block's one-line texts and labels whose text does not fit their box. */
export function cutTextInCurrent(widget: Locator): Promise<string[]> {
  return widget.evaluate((host) =>
    [...host.shadowRoot!.querySelectorAll('[part="current"] .line, [part="current"] dt')]
      .filter((element) => element.scrollWidth > element.clientWidth)
      .map((element) => `${element.textContent?.trim()} (${element.scrollWidth} > ${element.clientWidth})`),
  );
}

/** Makes the page dark, as a site with a dark theme would be; once, however often it is asked. */
export async function darkPage(page: Page): Promise<void> {
  if (await page.locator('#dark-page').count()) return;
  await page
    .addStyleTag({ content: 'html { color-scheme: dark; background: #0e1013; color: #eef1f4 }' })
    .then((tag) => tag.evaluate((style) => ((style as HTMLElement).id = 'dark-page')));
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
  if (theme === 'dark') await darkPage(page);
  const results = await new AxeBuilder({ page }).include(element).analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    nodes: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

/**
 * The compact line as a visitor sees it: the card's size, the texts of the items shown (those
 * that wrapped onto the hidden second line are not), and any text cut short: a one-line text
 * wider than its box, or an item shown only in part.
 */
export function compactLine(
  widget: Locator,
): Promise<{ cardHeight: number; cardWidth: number; visibleItems: string[]; cut: string[] }> {
  return widget.evaluate((host) => {
    const root = host.shadowRoot!;
    const card = root.querySelector('[part="base"]')!.getBoundingClientRect();
    const list = root.querySelector('.next')?.getBoundingClientRect();
    const items = [...root.querySelectorAll('.next-item')].map((item) => ({ item, box: item.getBoundingClientRect() }));
    const shown = items.filter(({ box }) => list !== undefined && box.top < list.bottom && box.left < list.right);
    const partly = shown.filter(
      ({ box }) => box.right > list!.right + 0.5 || box.bottom > list!.bottom + 0.5 || box.left < list!.left - 0.5,
    );
    // The place and the footer are for screen readers only, in a 1 px box.
    const narrow = [...root.querySelectorAll('.line')].filter(
      (element) => !element.closest('.header, .footer') && element.scrollWidth > element.clientWidth,
    );
    const text = (element: Element) => element.textContent.replace(/\s+/g, ' ').trim();
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
 * than out, but for the boxes that scroll sideways (the chart, the table): a visitor scrolls
 * those, and the texts inside them must each fit their own box all the same. The chart's texts
 * are drawn: each must lie inside the drawing, which its scroller shows whole (sideways by
 * scrolling, but not up or down), and the hours' or temperatures' labels must not overlap.
 * The texts for screen readers only are left out.
 */
export function cutText(widget: Locator): Promise<string[]> {
  return widget.evaluate((host) => {
    const root = host.shadowRoot!;
    const text = (element: Element) => element.textContent.replace(/\s+/g, ' ').trim();
    const boxes = [...root.querySelectorAll('*')]
      .filter((element): element is HTMLElement => element instanceof HTMLElement)
      .filter((element) => !element.closest('.visually-hidden'))
      .filter((element) => {
        const style = getComputedStyle(element);
        if (style.display === 'inline' || style.display === 'contents' || style.display === 'none') return false;
        if (style.overflowX === 'auto' || style.overflowX === 'scroll') return false;
        // A box clipped to 1 px holds text for screen readers only (the compact line's place and footer).
        if (element.closest('.header, .footer') && element.closest('.compact')) return false;
        return text(element) !== '' && element.scrollWidth > element.clientWidth;
      })
      .map(
        (element) =>
          `${element.className || element.tagName}: ${text(element)} (${element.scrollWidth} > ${element.clientWidth})`,
      );
    const drawn: string[] = [];
    for (const drawing of root.querySelectorAll('svg')) {
      const labels = [...drawing.querySelectorAll('text')].filter((label) => text(label) !== '');
      if (labels.length === 0) continue;
      const frame = drawing.getBoundingClientRect();
      const scroller = drawing.parentElement!;
      if (scroller.scrollHeight > scroller.clientHeight)
        drawn.push(
          `${scroller.className}: the drawing is taller than its box (${scroller.scrollHeight} > ${scroller.clientHeight})`,
        );
      const boxes = labels.map((label) => ({ label, box: label.getBoundingClientRect() }));
      for (const { label, box } of boxes) {
        const outside =
          box.left < frame.left - 0.5 ||
          box.right > frame.right + 0.5 ||
          box.top < frame.top - 0.5 ||
          box.bottom > frame.bottom + 0.5;
        if (outside)
          drawn.push(
            `${label.getAttribute('class')}: ${text(label)} (${Math.round(box.left - frame.left)}…${Math.round(box.right - frame.left)} of 0…${Math.round(frame.width)})`,
          );
      }
      for (const kind of new Set(labels.map((label) => label.getAttribute('class')))) {
        const row = boxes
          .filter(({ label }) => label.getAttribute('class') === kind)
          .sort((a, b) => a.box.left - b.box.left);
        row.slice(1).forEach(({ label, box }, index) => {
          const before = row[index]!;
          if (box.left < before.box.right - 0.5) drawn.push(`${kind}: ${text(before.label)} overlaps ${text(label)}`);
        });
      }
    }
    return [...boxes, ...drawn];
  });
}

/** Sets the width of the box the forecast stands in, and waits for the frame that lays it out anew. */
export async function resizeBox(widget: Locator, width: number): Promise<void> {
  await widget.evaluate(async (host, px) => {
    host.parentElement!.style.width = `${px}px`;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, width);
}

/**
 * How the marks that `selector` finds in the forecast (bars, arrows, swatches) look to a visitor:
 * how many there are, how many are drawn where a visitor can see them (not hidden, at least 1 px
 * wide and high, but a bar, whose height is its value, may be flat), and the least contrast of their colour
 * (an SVG's fill, else the background) against the card's, as WCAG 2.2's 1.4.11 measures it
 * (non-text contrast asks 3:1). axe does not judge the colours of drawings.
 */
export function marks(widget: Locator, selector: string): Promise<{ count: number; shown: number; contrast: number }> {
  return widget.evaluate((host, selector) => {
    const root = host.shadowRoot!;
    const rgb = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = (colour: string) => {
      const [r, g, b] = rgb(colour)
        .map((value) => value / 255)
        .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const card = luminance(getComputedStyle(root.querySelector('[part="base"]')!).backgroundColor);
    const found = [...root.querySelectorAll(selector)];
    const contrasts = found.map((mark) => {
      const painted = mark instanceof SVGSVGElement ? (mark.querySelector('path, rect, circle') ?? mark) : mark;
      const style = getComputedStyle(painted);
      const colour = painted instanceof SVGElement && style.fill !== 'none' ? style.fill : style.backgroundColor;
      const [lighter, darker] = [luminance(colour), card].sort((a, b) => b - a);
      return (lighter! + 0.05) / (darker! + 0.05);
    });
    const shown = found.filter((mark) => {
      const box = mark.getBoundingClientRect();
      const style = getComputedStyle(mark);
      return (
        style.visibility === 'visible' &&
        Number(style.opacity) > 0 &&
        box.width >= 1 &&
        (box.height >= 1 || mark instanceof SVGRectElement)
      );
    });
    return { count: found.length, shown: shown.length, contrast: Math.min(...contrasts) };
  }, selector);
}

/** The widths every feature is checked at: the narrowest supported, a phone's card, a desktop's. */
export const WIDTHS = [240, 400, 800] as const;

/**
 * Widens the forecast's box through WIDTHS: at each width the card does not overflow its box, no
 * text is cut off (cutText) and `check` asserts what else a visitor sees there; axe, in `theme`,
 * runs at 240 px, where the most is folded. One page serves every width.
 */
export async function checkAtWidths(
  page: Page,
  widget: Locator,
  theme: 'light' | 'dark',
  check: (width: number) => Promise<void>,
): Promise<void> {
  const cut: string[] = [];
  for (const width of WIDTHS) {
    await resizeBox(widget, width);
    expect(
      await widget.evaluate((host) => host.scrollWidth - host.clientWidth),
      `the card overflows its box at ${width} px`,
    ).toBeLessThanOrEqual(0);
    cut.push(...(await cutText(widget)).map((text) => `${width} px: ${text}`));
    await check(width);
    if (width === WIDTHS[0]) expect(await forecastViolations(page, theme), `axe at ${width} px`).toEqual([]);
  }
  expect(cut).toEqual([]);
}

/**
 * Types "War" into the search and measures the first option's first box (its flag) against the
 * list's edges: the gap to the list's right edge and to its left.
 */
export async function firstOptionGaps(search: Locator, timeout: number): Promise<{ right: number; left: number }> {
  await search.locator('input').fill('War');
  const option = search.locator('[part="option"]').first();
  await option.waitFor({ state: 'visible', timeout });
  const [list, first] = [
    await search.locator('[part="listbox"]').boundingBox(),
    await option.locator('*').first().boundingBox(),
  ];
  return { right: list!.x + list!.width - (first!.x + first!.width), left: first!.x - list!.x };
}
