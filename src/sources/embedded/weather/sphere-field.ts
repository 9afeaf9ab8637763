import { normalNoise4 } from './hash-noise.ts';

// Published: the Earth's mean radius (IUGG); degrees to radians by definition.
const EARTH_RADIUS_KM = 6371;
const DEG = Math.PI / 180;
// Hand-set from synoptic climatology: weather systems drift with the flow, mid-latitude lows
// eastward ~10°/day (≈ 9 m/s at 45°), tropical disturbances westward ~5°/day. Each band is a rigid rotation of its own noise field
// (a latitude-dependent drift would shear the pattern into ever thinner stripes over the years).
const MID_LATITUDE_DRIFT_DEG_PER_DAY = 10;
const TROPICAL_DRIFT_DEG_PER_DAY = -5;
const SIN_15 = Math.sin(15 * DEG);
// Hand-set: the tropical frame's fields are other fields than the mid-latitude ones (a prime apart in seed).
const TROPICAL_SEED_OFFSET = 7919;
const SIN_30 = Math.sin(30 * DEG);

/** A point on the unit sphere (x toward 0°E on the equator, z toward the north pole). */
export interface UnitVector {
  x: number;
  y: number;
  z: number;
}

/** The scales of one smooth random field over the sphere and time. */
export interface FieldSpec {
  /** Lattice spacing in km: features are about this wide. */
  lengthKm: number;
  /** Lattice spacing in days: features live about this long. */
  periodDays: number;
  seed: number;
}

/** The unit vector of a latitude/longitude in degrees. */
export function unitVector(lat: number, lon: number): UnitVector {
  const phi = lat * DEG,
    lambda = lon * DEG;
  return { x: Math.cos(phi) * Math.cos(lambda), y: Math.cos(phi) * Math.sin(lambda), z: Math.sin(phi) };
}

/** Unit vectors pointing east and north at a point (east is arbitrary at the poles). */
export function localAxes(p: UnitVector): { east: UnitVector; north: UnitVector } {
  const horizontal = Math.hypot(p.x, p.y);
  const east = horizontal < 1e-9 ? { x: 0, y: 1, z: 0 } : { x: -p.y / horizontal, y: p.x / horizontal, z: 0 };
  const north = { x: -p.z * east.y, y: p.z * east.x, z: horizontal };
  return { east, north };
}

/** A point carried back along both drifts to one instant: where to sample the fields. */
export interface DriftedPoint {
  /** The point in the frame of the eastward-drifting mid-latitude fields. */
  mid: UnitVector;
  /** The point in the frame of the westward-drifting tropical fields. */
  tropical: UnitVector;
  /** Weight of the mid-latitude field (1 poleward of 30°, 0 equatorward of 15°). */
  midWeight: number;
  /** Time coordinate, days since the epoch. */
  days: number;
}

/** Locates a point at an instant (days since the epoch) in the drifting frames of the fields. */
export function driftedPoint(p: UnitVector, days: number): DriftedPoint {
  const midWeight = midWeightAt(p);
  // Rotate the point backwards by the drift, so the pattern moves forwards. Whole turns
  // (36 000 days is a whole number of turns of both drifts) are dropped to keep precision.
  // A frame whose weight is 0 is never sampled, so its rotation is skipped (most places lie in one band).
  const wrapped = days % 36_000;
  return {
    mid: midWeight === 0 ? p : rotate(p, -MID_LATITUDE_DRIFT_DEG_PER_DAY * DEG * wrapped),
    tropical: midWeight === 1 ? p : rotate(p, -TROPICAL_DRIFT_DEG_PER_DAY * DEG * wrapped),
    midWeight,
    days,
  };
}

function midWeightAt(p: UnitVector): number {
  const band = Math.abs(p.z);
  return band <= SIN_15 ? 0 : band >= SIN_30 ? 1 : smoothstep((band - SIN_15) / (SIN_30 - SIN_15));
}

function rotate(p: UnitVector, angle: number): UnitVector {
  const c = Math.cos(angle),
    s = Math.sin(angle);
  return { x: p.x * c - p.y * s, y: p.x * s + p.y * c, z: p.z };
}

/**
 * sphereField(driftedPoint(p, days), spec), the same number, without the points between: for a
 * field sampled once at each place and instant (the mesoscale, every hour).
 */
export function fieldAt(p: UnitVector, days: number, spec: FieldSpec): number {
  const midWeight = midWeightAt(p);
  const wrapped = days % 36_000;
  const scale = EARTH_RADIUS_KM / spec.lengthKm;
  const time = days / spec.periodDays;
  let mid = 0,
    tropical = 0;
  if (midWeight !== 0) {
    const angle = -MID_LATITUDE_DRIFT_DEG_PER_DAY * DEG * wrapped;
    const c = Math.cos(angle),
      s = Math.sin(angle);
    mid = normalNoise4((p.x * c - p.y * s) * scale, (p.x * s + p.y * c) * scale, p.z * scale, time, spec.seed);
  }
  if (midWeight !== 1) {
    const angle = -TROPICAL_DRIFT_DEG_PER_DAY * DEG * wrapped;
    const c = Math.cos(angle),
      s = Math.sin(angle);
    tropical = normalNoise4(
      (p.x * c - p.y * s) * scale,
      (p.x * s + p.y * c) * scale,
      p.z * scale,
      time,
      spec.seed + TROPICAL_SEED_OFFSET,
    );
  }
  return blend(midWeight, mid, tropical);
}

/**
 * A smooth field in standard deviations at a drifted point: the eastward-drifting field
 * poleward of 30°, the westward-drifting one equatorward of 15°, blended between with the
 * variance kept at one.
 */
export function sphereField(at: DriftedPoint, spec: FieldSpec): number {
  const scale = EARTH_RADIUS_KM / spec.lengthKm;
  const time = at.days / spec.periodDays;
  const midWeight = at.midWeight;
  if (midWeight === 1) return normalNoise4(at.mid.x * scale, at.mid.y * scale, at.mid.z * scale, time, spec.seed);
  const tropical = normalNoise4(
    at.tropical.x * scale,
    at.tropical.y * scale,
    at.tropical.z * scale,
    time,
    spec.seed + TROPICAL_SEED_OFFSET,
  );
  if (midWeight === 0) return tropical;
  const mid = normalNoise4(at.mid.x * scale, at.mid.y * scale, at.mid.z * scale, time, spec.seed);
  return blend(midWeight, mid, tropical);
}

// The two frames' fields by the mid-latitude weight, the variance kept at one.
function blend(midWeight: number, mid: number, tropical: number): number {
  if (midWeight === 1) return mid;
  if (midWeight === 0) return tropical;
  const tropicalWeight = 1 - midWeight;
  return (
    (midWeight * mid + tropicalWeight * tropical) / Math.sqrt(midWeight * midWeight + tropicalWeight * tropicalWeight)
  );
}

function smoothstep(t: number): number {
  return t * t * (3 - 2 * t);
}
