import { describe, expect, it } from 'vitest';
import { localNoon, moonOfDay } from '../../../src/sources/astronomy/moon-of-day.ts';

describe('the moon of a local day', () => {
  it('is new on the day of the total solar eclipse of 8 April 2024 (new moon 18:21 UTC)', () => {
    const moon = moonOfDay('2024-04-08', 'America/Chicago');
    expect(moon.moon_illumination).toBe(0);
    expect([0, 0.99]).toContain(moon.moon_phase);
  });

  it('is full, a little before the full moon of 13 January 2025 at 22:27 UTC, at noon in Berlin', () => {
    const moon = moonOfDay('2025-01-13', 'Europe/Berlin');
    expect(moon.moon_phase).toBeCloseTo(0.48, 2);
    expect(moon.moon_illumination).toBeGreaterThanOrEqual(99);
  });

  it('waxes through the first quarter: about half lit at phase 0.25', () => {
    // First quarter of 6 January 2025 at 23:56 UTC.
    const moon = moonOfDay('2025-01-07', 'UTC');
    expect(moon.moon_phase).toBeGreaterThan(0.25);
    expect(moon.moon_phase).toBeLessThan(0.3);
    expect(moon.moon_illumination).toBeGreaterThanOrEqual(50);
    expect(moon.moon_illumination).toBeLessThan(65);
  });

  it('is taken at 12:00 on the wall clock, also on a day the clocks change', () => {
    expect(new Date(localNoon('2026-03-29', 'Europe/Berlin')).toISOString()).toBe('2026-03-29T10:00:00.000Z');
    expect(new Date(localNoon('2026-10-25', 'Europe/Berlin')).toISOString()).toBe('2026-10-25T11:00:00.000Z');
    expect(new Date(localNoon('2026-01-01', 'Pacific/Kiritimati')).toISOString()).toBe('2025-12-31T22:00:00.000Z');
  });

  it('names a malformed date', () => {
    expect(() => localNoon('1 May', 'UTC')).toThrow(/YYYY-MM-DD/);
  });
});
