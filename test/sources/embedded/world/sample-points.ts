// Deterministic samples for the chunked world's equivalence tests.
import type { Gazetteer } from '../../../../src/sources/embedded/gazetteer/index.ts';

/** A small seeded generator (mulberry32): the same samples on every run. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** Every place's name as people type it, from a search for each of a spread of short prefixes. */
export function placeSpellings(gazetteer: Gazetteer): string[] {
  const names = new Set<string>();
  for (const first of 'abcdefghijklmnopqrstuvwxyz') {
    for (const second of 'aeioulnrst')
      for (const place of gazetteer.search(`${first}${second}`, 400)) names.add(place.name);
  }
  return [...names];
}

/** `count` prefixes (one to all characters) of names drawn at random, some with a later word's start. */
export function randomNamePrefixes(names: readonly string[], count: number, seed: number): string[] {
  const random = seeded(seed);
  return Array.from({ length: count }, () => {
    const name = names[Math.floor(random() * names.length)]!;
    const words = name.split(' ');
    const from = random() < 0.2 ? words.slice(Math.floor(random() * words.length)).join(' ') : name;
    return from.slice(0, 1 + Math.floor(random() * from.length));
  });
}

/** `count` points spread evenly over the sphere, with the poles and the antimeridian among them. */
export function randomPoints(count: number, seed: number): [number, number][] {
  const random = seeded(seed);
  const edges: [number, number][] = [
    [90, 0],
    [-90, 0],
    [90, 180],
    [-90, -180],
    [0, 180],
    [0, -180],
    [65.5, 179.99],
    [-16.5, -179.99],
    [51.5, 180],
    [-45, -180],
  ];
  const spread = Array.from({ length: count - edges.length }, (): [number, number] => [
    (Math.asin(2 * random() - 1) * 180) / Math.PI,
    random() * 360 - 180,
  ]);
  return [...edges, ...spread];
}

/** Points within 1 km of the tiles' edges and corners, on both sides. */
export function pointsNearTileEdges(
  bounds: readonly (readonly [number, number, number, number])[],
  seed: number,
): [number, number][] {
  const random = seeded(seed);
  const nearby = (degrees: number) => degrees + (random() * 2 - 1) * 0.009;
  const clampLat = (lat: number) => Math.max(-90, Math.min(90, lat));
  const wrapLon = (lon: number) => (lon > 180 ? lon - 360 : lon < -180 ? lon + 360 : lon);
  const points: [number, number][] = [];
  for (const [south, west, north, east] of bounds) {
    const lat = south + random() * (north - south);
    const lon = west + random() * (east - west);
    points.push(
      [clampLat(nearby(south)), wrapLon(lon)],
      [clampLat(nearby(north)), wrapLon(lon)],
      [clampLat(lat), wrapLon(nearby(west))],
      [clampLat(lat), wrapLon(nearby(east))],
      [clampLat(nearby(south)), wrapLon(nearby(west))],
    );
  }
  return points;
}
