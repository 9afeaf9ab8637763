// docs/embedded-world.md states the floors the climate test holds (climate-floors.ts) beside the
// figures it measures: a floor is a promise, not a measurement, and changes in the commit that
// raises it.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIMATE_FLOORS } from '../integration/climate/climate-floors.ts';

const page = readFileSync(resolve(import.meta.dirname, '../../docs/embedded-world.md'), 'utf8').replace(/\s+/g, ' ');
const percent = (share: number) => `${Math.round(100 * share)} %`;

describe("the embedded world's climate floors", () => {
  it('are the floors the climate test holds on the held-out stations', () => {
    const { maxWithin3, minWithin3, precipitationWithin30 } = CLIMATE_FLOORS;
    expect(page).toContain(
      `at least ${percent(maxWithin3)} of station-months within 3 °C for the mean maximum, ${percent(minWithin3)} for the minimum, and ${percent(precipitationWithin30)} of monthly precipitation totals within ±30 %`,
    );
  });
});
