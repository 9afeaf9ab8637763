// The embedded world as the worker reads it, from a data folder served over HTTP: which files it
// asks for, and when. A forecast for a place name reads the place's name chunk, then its climate
// tile; the tile is asked for as soon as the place is found, and no file is fetched twice.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WORLD_MANIFEST } from '../../src/sources/embedded/assets.ts';
import { climateFile } from '../../src/sources/embedded/world/chunk-lookup.ts';
import { parseWorldManifest } from '../../src/sources/embedded/world/world-manifest.ts';
import { bundledLoaders } from '../../src/worker/bundled-loaders.ts';
import { embeddedWorld } from '../../src/worker/embedded-world.ts';

const DATA = resolve(process.env.WEATHER_DATA_DIR ?? '.data');
const manifest = parseWorldManifest(new Uint8Array(readFileSync(resolve(DATA, WORLD_MANIFEST))));
const NOW = Date.parse('2026-01-15T12:00:00Z');

let server: Server;
let folder = '';
const served: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const file = (request.url ?? '').slice(1);
    served.push(file);
    try {
      response.end(readFileSync(resolve(DATA, file)));
    } catch {
      response.statusCode = 404;
      response.end();
    }
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  folder = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((closed) => server.close(() => closed())));
beforeEach(() => {
  served.length = 0;
});

// Resolves once `file` has been asked of the server, polling it (the requests go out on their
// own); fails if it is not within a few seconds.
async function askedFor(file: string): Promise<void> {
  for (let turns = 0; turns < 1000 && !served.includes(file); turns += 1)
    await new Promise((turn) => setTimeout(turn, 5));
  expect(served).toContain(file);
}

describe('the embedded world in the worker', () => {
  it("asks for a found place's climate tile as soon as a forecast's place is found, and only once", async () => {
    const world = embeddedWorld(folder, bundledLoaders);
    const [oslo] = await world.geocode('Oslo', 1, 'en');
    const tile = climateFile(manifest, oslo!.lat, oslo!.lon);
    // Asked for before the weather is: the service looks in its cache in between.
    await askedFor(tile);
    const { hourly } = await world.weather(oslo!, { now: NOW, hours: 3, days: 1 });
    expect(hourly).toHaveLength(3);
    expect(served.filter((file) => file === tile)).toEqual([tile]);

    // A place in a tile the engine has read already asks for nothing more.
    const before = served.length;
    await world.geocode('Oslo', 1, 'en');
    await world.weather(oslo!, { now: NOW, hours: 3, days: 1 });
    expect(served.slice(before)).toEqual([]);
  });

  it('asks for no climate tile for a search, which shows places, not their weather', async () => {
    const world = embeddedWorld(folder, bundledLoaders);
    const found = await world.geocode('Oslo', 5, 'en');
    expect(found.length).toBeGreaterThan(1);
    // Whatever is in flight has had its turn.
    await new Promise((turn) => setTimeout(turn, 50));
    expect(served.filter((file) => file.startsWith('climate-'))).toEqual([]);
  });
});
