// Geometry shared by the daily range bars and the hourly chart, as plain numbers.

/** A linear scale from a value domain onto [0, 1]. */
export interface Scale {
  low: number;
  high: number;
  /** Where a value lies: 0 at `low`, 1 at `high`. */
  at(value: number): number;
}

/**
 * ONE scale across all shown days, so bars compare: from the lowest minimum to the highest maximum.
 * A flat domain (every value the same) widens by one unit either side so bars stay visible.
 */
export function sharedScale(ranges: readonly { min: number; max: number }[]): Scale {
  const lows = ranges.map((range) => Math.min(range.min, range.max));
  const highs = ranges.map((range) => Math.max(range.min, range.max));
  let low = lows.length > 0 ? Math.min(...lows) : 0;
  let high = highs.length > 0 ? Math.max(...highs) : 1;
  if (high - low < 1e-9) {
    low -= 1;
    high += 1;
  }
  const span = high - low;
  return { low, high, at: (value) => Math.min(1, Math.max(0, (value - low) / span)) };
}

/** A range bar inside a track of `width`: its x and width, at least `minWidth` wide so a calm day still shows. */
export function rangeBar(
  scale: Scale,
  min: number,
  max: number,
  width: number,
  minWidth = 4,
): { x: number; width: number } {
  let start = scale.at(Math.min(min, max)) * width;
  let end = scale.at(Math.max(min, max)) * width;
  if (end - start < minWidth) {
    const middle = (start + end) / 2;
    start = Math.max(0, Math.min(width - minWidth, middle - minWidth / 2));
    end = start + minWidth;
  }
  return { x: round(start), width: round(end - start) };
}

/** Every `step`-th index from 0, chosen so labels at `spacing` pixels apart are at least `minGap` apart. */
export function labelEvery(spacing: number, minGap: number): number {
  return Math.max(1, Math.ceil(minGap / spacing));
}

/** An SVG path through the points, straight segments. */
export function linePath(points: readonly { x: number; y: number }[]): string {
  return points.map((point, index) => `${index === 0 ? 'M' : 'L'}${round(point.x)} ${round(point.y)}`).join('');
}

const round = (value: number) => Math.round(value * 10) / 10;
