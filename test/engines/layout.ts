// The layout of the widgets as boxes, measured in the page, so that engines can be compared by
// geometry (the same boxes within a few pixels) rather than by pixels, which fonts and
// antialiasing make differ.

/** A part's box relative to the forecast card, in whole CSS pixels. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The parts compared: each section, each day's row, the card itself and the search's input.
 * Engines draw a scrollbar under the sideways-scrolling chart differently (Firefox's takes
 * room, WebKitGTK's overlays); its thickness is taken out, and reported on its own.
 */
export function measureLayout(): { scrollbar: number; boxes: Record<string, Box> } {
  const forecast = document.querySelector('#forecast')!.shadowRoot!;
  const card = forecast.querySelector('[part~="base"]')!.getBoundingClientRect();
  const scroller = forecast.querySelector('[part~="chart-scroller"]') as HTMLElement;
  const style = getComputedStyle(scroller);
  const scrollbar = Math.round(
    scroller.offsetHeight -
      scroller.clientHeight -
      parseFloat(style.borderTopWidth) -
      parseFloat(style.borderBottomWidth),
  );
  const scrollerRect = scroller.getBoundingClientRect();
  const box = (element: Element | null | undefined): Box | undefined => {
    if (!element) return undefined;
    const rect = element.getBoundingClientRect();
    const below = rect.top >= scrollerRect.bottom - 0.5;
    const around = rect.top <= scrollerRect.top && rect.bottom >= scrollerRect.bottom;
    return {
      x: Math.round(rect.x - card.x),
      y: Math.round(rect.y - card.y - (below ? scrollbar : 0)),
      width: Math.round(rect.width),
      height: Math.round(rect.height - (around ? scrollbar : 0)),
    };
  };
  const boxes: Record<string, Box | undefined> = {
    card: box(forecast.querySelector('[part~="base"]')),
    search: box(document.querySelector('weather-search')?.shadowRoot?.querySelector('input')),
  };
  for (const part of ['header', 'current', 'temperature', 'hourly', 'chart-scroller', 'daily', 'footer']) {
    boxes[part] = box(forecast.querySelector(`[part~="${part}"]`));
  }
  forecast.querySelectorAll('[part~="day"]').forEach((day, index) => (boxes[`day ${index + 1}`] = box(day)));
  return {
    scrollbar,
    boxes: Object.fromEntries(Object.entries(boxes).filter((entry): entry is [string, Box] => entry[1] !== undefined)),
  };
}

/** The largest difference, in CSS pixels, between the same part's box in two engines. */
export function largestDifference(
  one: Record<string, Box>,
  other: Record<string, Box>,
): { part: string; pixels: number } {
  let largest = { part: '', pixels: 0 };
  for (const [part, box] of Object.entries(one)) {
    const twin = other[part];
    const pixels = twin
      ? Math.max(...(['x', 'y', 'width', 'height'] as const).map((side) => Math.abs(box[side] - twin[side])))
      : Infinity;
    if (pixels > largest.pixels) largest = { part, pixels };
  }
  return largest;
}

/** How far the same part may sit or measure apart between engines: text metrics differ a little. */
export const LAYOUT_TOLERANCE_PX = 6;

/** Where each engine's boxes are written for the comparison that runs after all three. */
export const LAYOUT_FOLDER = 'engine-layouts';
export const THEMES = ['light', 'dark'] as const;
