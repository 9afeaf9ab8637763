import { describe, expect, it } from 'vitest';
import { moonLitPath, moonPhaseIndex } from '../../../src/components/weather-forecast/moon-phase.ts';
import { catalogOf } from '../../support/catalogs.ts';

const detailMessages = (locale: string) => catalogOf(locale).details;

describe('the moon', () => {
  it('names the nearest of the eight phases', () => {
    expect([0, 0.06, 0.07, 0.25, 0.44, 0.5, 0.75, 0.93, 0.99].map(moonPhaseIndex)).toEqual([0, 0, 1, 2, 4, 4, 6, 7, 0]);
    expect(detailMessages('fr').moonPhases[moonPhaseIndex(0.5)]).toBe('Pleine lune');
    expect(detailMessages('es').moonPhases[moonPhaseIndex(0.75)]).toBe('Cuarto menguante');
  });

  it('draws a full moon as the whole disc, a new moon as nothing, a first quarter as the right half', () => {
    // Full: the limb down the left, the terminator (a full circle's half) back up the right.
    expect(moonLitPath(0.5)).toBe('M8 1A7 7 0 0 0 8 15A7.00 7 0 0 0 8 1Z');
    // New: down the right and straight back up the same arc.
    expect(moonLitPath(0)).toBe('M8 1A7 7 0 0 1 8 15A7.00 7 0 0 0 8 1Z');
    // First quarter: down the right, back up a straight terminator.
    expect(moonLitPath(0.25)).toBe('M8 1A7 7 0 0 1 8 15A0.00 7 0 0 0 8 1Z');
    // Waning crescent: the lit limb on the left.
    expect(moonLitPath(0.9)).toMatch(/^M8 1A7 7 0 0 0 8 15A5\.66 7 0 0 1 8 1Z$/);
  });
});
