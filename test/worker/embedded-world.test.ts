// The embedded world as the worker reads it, from a data folder served over HTTP: which files it
// asks for, and when. A forecast for a place name reads the place's name chunk, then its climate
// tile; the tile is asked for as soon as the place is found, and no file is fetched twice. The
// weather model downloads beside the engine, and the spatial index only for a coordinate.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WORLD_MANIFEST } from '../../src/sources/embedded/assets.ts';
import { climateFile } from '../../src/sources/embedded/world/chunk-lookup.ts';
import { parseWorldManifest } from '../../src/sources/embedded/world/world-manifest.ts';
import { bundledLoaders } from '../../src/worker/bundled-loaders.ts';
import { embeddedWorld, type WorldLoaders } from '../../src/worker/embedded-world.ts';

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

// The bundle's loaders, each call of `part`'s noted in `asked`, and answered once `held` settles.
function noting(part: 'model' | 'spatial', asked: string[], held: Promise<void> = Promise.resolve()): WorldLoaders {
  const load = bundledLoaders[part] as (url: string | undefined) => Promise<unknown>;
  return {
    ...bundledLoaders,
    [part]: async (url: string | undefined) => {
      asked.push(String(url));
      await held;
      return load(url);
    },
  };
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

  it("finds a forecast's place and asks for its climate tile while the weather model is still on its way", async () => {
    let releaseModel!: () => void;
    const modelHeld = new Promise<void>((release) => (releaseModel = release));
    const modelAsked: string[] = [];
    const world = embeddedWorld(folder, noting('model', modelAsked, modelHeld));
    const [oslo] = await world.geocode('Oslo', 1, 'en');
    expect(oslo).toMatchObject({ name: 'Oslo', iso2: 'NO' });
    // The model was asked for beside the engine, and is not here yet.
    expect(modelAsked).toHaveLength(1);
    await askedFor(climateFile(manifest, oslo!.lat, oslo!.lon));
    const weather = world.weather(oslo!, { now: NOW, hours: 3, days: 1 });
    releaseModel();
    expect((await weather).hourly).toHaveLength(3);
    expect(modelAsked).toHaveLength(1);
  });

  it('loads the spatial index for a coordinate only, never for a forecast of a named place', async () => {
    const spatialAsked: string[] = [];
    const world = embeddedWorld(folder, noting('spatial', spatialAsked));
    const [oslo] = await world.geocode('Oslo', 1, 'en');
    await world.weather(oslo!, { now: NOW, hours: 3, days: 1 });
    await world.climate!(oslo!);
    expect(spatialAsked).toEqual([]);

    const place = await world.locate(48.8566, 2.3522, 'en');
    expect(place).toMatchObject({ name: 'Paris', iso2: 'FR' });
    await world.weather(place, { now: NOW, hours: 3, days: 1 });
    expect(spatialAsked).toHaveLength(1);
  });

  it("loads no weather model where it only names places (Open-Meteo's coordinates)", async () => {
    const modelAsked: string[] = [];
    const world = embeddedWorld(folder, noting('model', modelAsked), 'places');
    expect(await world.locate(48.8566, 2.3522, 'en')).toMatchObject({ name: 'Paris', iso2: 'FR' });
    expect(modelAsked).toEqual([]);
  });
});
