// Distances between land and open ocean: how close each cell is to an ocean coast, and which
// land class a water cell near land (or inside a lake) should borrow.
import KDBush from 'kdbush';
import { around, distance } from 'geokdbush';
import { BORROWED_FLAG } from '../../sources/embedded/climate/climate-grid-format.ts';
import { cellLatitude, cellLongitude } from './cell-geometry.ts';
import { landWithinChecker } from './land-box-counter.ts';
import { neighbours } from './water-bodies.ts';

/** Water within this distance of land takes the nearest land cell's class (the brief's 150 km). */
export const BORROW_WITHIN_KM = 150;
// e-folding distance of the coast's influence: ~1 on the shore, ~0.2 at 300 km inland.
const COAST_INFLUENCE_KM = 190;

function indexOf(cells: number[]): KDBush {
  const index = new KDBush(cells.length);
  for (const cell of cells) index.add(cellLongitude(cell), cellLatitude(cell));
  return index.finish();
}

/** Per cell, 0–1: 1 on open ocean or its shore, decaying inland with the distance to that shore. */
export function coastProximity(ocean: Uint8Array): Float32Array {
  const shore: number[] = [];
  for (let cell = 0; cell < ocean.length; cell++) {
    if (ocean[cell] === 1 && neighbours(cell).some((next) => ocean[next] === 0)) shore.push(cell);
  }
  const index = indexOf(shore);
  const proximity = new Float32Array(ocean.length);
  for (let cell = 0; cell < ocean.length; cell++) {
    if (ocean[cell] === 1) {
      proximity[cell] = 1;
      continue;
    }
    const lon = cellLongitude(cell);
    const lat = cellLatitude(cell);
    const [nearest] = around(index, lon, lat, 1);
    const km = nearest === undefined ? Infinity : distance(lon, lat, cellLongitude(shore[nearest]!), cellLatitude(shore[nearest]!));
    proximity[cell] = Math.exp(-km / COAST_INFLUENCE_KM);
  }
  return proximity;
}

/**
 * The class byte of every cell: the land class itself, BORROWED_FLAG | nearest land class for
 * lakes and for ocean within BORROW_WITHIN_KM of land, and 0 for the open sea beyond.
 */
export function classBytes(landCodes: Uint8Array, ocean: Uint8Array): Uint8Array {
  const land: number[] = [];
  for (let cell = 0; cell < landCodes.length; cell++) if (landCodes[cell] !== 0) land.push(cell);
  const index = indexOf(land);
  const mayHaveLandWithin = landWithinChecker((cell) => landCodes[cell] !== 0);
  const bytes = new Uint8Array(landCodes.length);
  for (let cell = 0; cell < landCodes.length; cell++) {
    if (landCodes[cell] !== 0) {
      bytes[cell] = landCodes[cell]!;
      continue;
    }
    const isOpenOcean = ocean[cell] === 1;
    if (isOpenOcean && !mayHaveLandWithin(cell, BORROW_WITHIN_KM)) continue;
    const [nearest] = around(index, cellLongitude(cell), cellLatitude(cell), 1, isOpenOcean ? BORROW_WITHIN_KM : Infinity);
    if (nearest !== undefined) bytes[cell] = BORROWED_FLAG | landCodes[land[nearest]!]!;
  }
  return bytes;
}
