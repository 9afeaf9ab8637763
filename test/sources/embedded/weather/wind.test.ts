import { describe, expect, it } from 'vitest';
import { directionFrom, surfaceWind } from '../../../../src/sources/embedded/weather/wind.ts';

describe('surface wind', () => {
  it('blows from the south-west with a low to the north in the northern hemisphere (counter-clockwise, turned toward the low)', () => {
    const from = directionFrom(surfaceWind(52, 0, -15, 0.6));
    expect(from).toBeGreaterThan(215);
    expect(from).toBeLessThan(265);
  });

  it('blows from the north-west with a low to the south in the southern hemisphere (clockwise, turned toward the low)', () => {
    const from = directionFrom(surfaceWind(-52, 0, 15, 0.6));
    expect(from).toBeGreaterThan(275);
    expect(from).toBeLessThan(325);
  });

  it('brings north-east trades at 15° N and south-east trades at 15° S without a pressure gradient', () => {
    const north = directionFrom(surfaceWind(15, 0, 0, 0.6));
    const south = directionFrom(surfaceWind(-15, 0, 0, 0.6));
    expect(north).toBeGreaterThan(45);
    expect(north).toBeLessThan(90);
    expect(south).toBeGreaterThan(90);
    expect(south).toBeLessThan(135);
  });
});
