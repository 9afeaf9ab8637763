import { afterAll } from 'vitest';
import { createEmbeddedSource } from '../../../../src/sources/embedded/embedded-source.ts';
import { loadAssetsFromDisk } from '../../../../src/sources/embedded/load-assets-from-disk.ts';
import { createOpenMeteoSource } from '../../../../src/sources/open-meteo/open-meteo-source.ts';
import { describeSourceConformance } from '../../conformance.ts';
import { BERLIN_NOW, openMeteoRoutes } from '../berlin-fixtures.ts';
import { startFixtureServer } from '../fixture-server.ts';

const server = await startFixtureServer(openMeteoRoutes());
afterAll(() => server.close());
// Open-Meteo has no reverse geocoding; the worker names coordinates with the embedded gazetteer.
const gazetteer = createEmbeddedSource({ loadFile: loadAssetsFromDisk() });

describeSourceConformance('open-meteo', {
  create: () =>
    createOpenMeteoSource({
      forecastBaseUrl: server.baseUrl,
      geocodingBaseUrl: `${server.baseUrl}/`,
      locate: (lat, lon, language) => gazetteer.locate(lat, lon, language),
    }),
  now: BERLIN_NOW,
  // Open-Meteo's climate API gives model projections, not observed normals: the source offers none.
  climate: 'none',
});
