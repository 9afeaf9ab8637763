// The README's climate figures are the floors the climate test holds (climate-floors.ts), not a
// measurement typed in: a model change that moves the measure leaves the README alone, and one
// that raises a floor says so in the same commit.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIMATE_FLOORS } from '../integration/climate/climate-floors.ts';

const readme = readFileSync(resolve(import.meta.dirname, '../../README.md'), 'utf8').replace(/\s+/g, ' ');
const percent = (share: number) => `${Math.round(100 * share)} %`;

describe("the README's climate figures", () => {
  it('are the floors the climate test holds on the held-out stations', () => {
    const { maxWithin3, minWithin3, precipitationWithin30 } = CLIMATE_FLOORS;
    expect(readme).toContain(
      `the climate test holds at least ${percent(maxWithin3)} of station-months within 3 °C for the mean maximum, ${percent(minWithin3)} for the minimum, and ${percent(precipitationWithin30)} of monthly precipitation totals within ±30 %`,
    );
  });
});
