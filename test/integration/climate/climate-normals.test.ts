// The climate operation's normals against the reference stations (station-normals.ts): the
// held-out half as accurate as the floors the climate test holds the forecast's climate to, and
// docs/climate.md stating the figures as they are measured here.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodedClimateGrid, PACK_TIMEOUT_MS, packedClimateBytes } from '../../sources/embedded/climate/packed-grid.ts';
import { loadGazetteer } from '../../sources/embedded/gazetteer/load-gazetteer.ts';
import { CLIMATE_FLOORS } from './climate-floors.ts';
import { heldOutSentence, measureNormals, weakestList, zoneTable, type NormalsAccuracy } from './normals-accuracy.ts';

let accuracy: NormalsAccuracy;
beforeAll(async () => {
  const grid = decodedClimateGrid(await packedClimateBytes());
  const gazetteer = loadGazetteer();
  accuracy = measureNormals(grid, (station) => gazetteer.populationAt(station.lat, station.lon));
}, PACK_TIMEOUT_MS);

const page = () =>
  readFileSync(resolve(import.meta.dirname, '../../../docs/climate.md'), 'utf8').replace(
    /[ \t]*\n[ \t]*(?![|-])/g,
    ' ',
  );

describe('the climate operation at the reference stations', () => {
  it("keeps the held-out half's monthly maxima and minima within the climate test's floors", () => {
    expect(accuracy.heldOut.stations).toBeGreaterThanOrEqual(40);
    expect(accuracy.heldOut.maxWithin3).toBeGreaterThanOrEqual(CLIMATE_FLOORS.maxWithin3);
    expect(accuracy.heldOut.minWithin3).toBeGreaterThanOrEqual(CLIMATE_FLOORS.minWithin3);
    expect(accuracy.heldOut.precipitationWithin30).toBeGreaterThanOrEqual(CLIMATE_FLOORS.precipitationWithin30);
  });

  it('is stated in docs/climate.md as measured: the held-out figures, each zone and the weakest stations', () => {
    const text = page();
    expect(text).toContain(heldOutSentence(accuracy));
    expect(text).toContain(zoneTable(accuracy));
    expect(text).toContain(weakestList(accuracy));
  });
});
