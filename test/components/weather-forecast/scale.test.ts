import { describe, expect, it } from 'vitest';
import { labelEvery, linePath, rangeBar, sharedScale } from '../../../src/components/weather-forecast/scale.ts';

describe('sharedScale', () => {
  const days = [
    { min: -2, max: 6 },
    { min: 1, max: 12 },
    { min: -5, max: 0 },
  ];

  it('spans from the lowest minimum to the highest maximum of all days', () => {
    const scale = sharedScale(days);
    expect([scale.low, scale.high]).toEqual([-5, 12]);
    expect(scale.at(-5)).toBe(0);
    expect(scale.at(12)).toBe(1);
  });

  it('places every day’s bar on the same scale, so a warmer day sits further right', () => {
    const scale = sharedScale(days);
    const bars = days.map((day) => rangeBar(scale, day.min, day.max, 170));
    expect(bars[2]).toEqual({ x: 0, width: 50 });
    expect(bars[0]).toEqual({ x: 30, width: 80 });
    expect(bars[1]).toEqual({ x: 60, width: 110 });
    for (const bar of bars) expect(bar.x + bar.width).toBeLessThanOrEqual(170);
  });

  it('keeps a bar of a day without range visible, inside the track', () => {
    const scale = sharedScale([
      { min: 0, max: 10 },
      { min: 10, max: 10 },
    ]);
    const bar = rangeBar(scale, 10, 10, 100);
    expect(bar.width).toBe(4);
    expect(bar.x + bar.width).toBeLessThanOrEqual(100);
  });

  it('widens a flat domain rather than dividing by zero', () => {
    const scale = sharedScale([{ min: 3, max: 3 }]);
    expect(scale.at(3)).toBe(0.5);
  });
});

describe('chart helpers', () => {
  it('spaces labels so they never come closer than the gap', () => {
    expect(labelEvery(36, 60)).toBe(2);
    expect(labelEvery(36, 100)).toBe(3);
    expect(labelEvery(80, 60)).toBe(1);
  });

  it('draws a path through the points', () => {
    expect(
      linePath([
        { x: 0, y: 10 },
        { x: 36, y: 5.55 },
      ]),
    ).toBe('M0 10L36 5.6');
  });
});
