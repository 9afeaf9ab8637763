import { driftedPoint, fieldAt, localAxes, sphereField, type FieldSpec, type UnitVector } from './sphere-field.ts';

// The synoptic fields, each in standard deviations. Hand-set: scales follow synoptic climatology
// (Hansen & Lebedeff 1987, J. Geophys. Res. 92:13345):
// temperature anomalies decorrelate over ~1200 km and a few days; lows and highs are ~1000–2000 km
// wide and live 3–5 days; rain bands and showers are mesoscale (a few hundred km, hours).
const PRESSURE: FieldSpec = { lengthKm: 1800, periodDays: 3.5, seed: 101 };
const MOISTURE: FieldSpec = { lengthKm: 1500, periodDays: 3, seed: 202 };
const MESOSCALE: FieldSpec = { lengthKm: 300, periodDays: 0.5, seed: 303 };
const CLOUD: FieldSpec = { lengthKm: 800, periodDays: 1.5, seed: 404 };
const WARM_LAYER: FieldSpec = { lengthKm: 600, periodDays: 1, seed: 505 };
const CLARITY: FieldSpec = { lengthKm: 500, periodDays: 1, seed: 606 };
const TEMPERATURE: FieldSpec = { lengthKm: 2000, periodDays: 4, seed: 707 };

// Hand-set: the step (radians of arc, ≈ 130 km) of the finite differences giving the pressure
// gradient. The Earth's mean radius is published (IUGG).
const GRADIENT_STEP = 0.02;
const EARTH_RADIUS_KM = 6371;

/** The synoptic situation at one place and instant. */
export interface SynopticState {
  /** Sea-level pressure anomaly. */
  pressure: number;
  /** Pressure-anomaly gradient, standard deviations per 1000 km, toward east and north. */
  gradientEast: number;
  gradientNorth: number;
  /** Moist (+) or dry (−) air mass. */
  moisture: number;
  /** Rain bands and convective cells (evaluated every hour: they live only hours). */
  mesoscale: number;
  /** Cloud independent of the weather systems (cirrus, stratocumulus decks). */
  cloud: number;
  /** Likelihood of a melting layer aloft (warm advection ahead of a warm front). */
  warmLayer: number;
  /** Clean (+) or hazy and fog-prone (−) air. */
  clarity: number;
}

/** The synoptic state at a point and an instant (days since the epoch), mesoscale left at 0. */
export function synopticState(p: UnitVector, days: number): SynopticState {
  const { east, north } = neighboursOf(p);
  const here = driftedPoint(p, days);
  const eastward = driftedPoint(east, days);
  const northward = driftedPoint(north, days);
  const pressure = sphereField(here, PRESSURE);
  const perThousandKm = 1000 / (GRADIENT_STEP * EARTH_RADIUS_KM);
  return {
    pressure,
    gradientEast: (sphereField(eastward, PRESSURE) - pressure) * perThousandKm,
    gradientNorth: (sphereField(northward, PRESSURE) - pressure) * perThousandKm,
    moisture: sphereField(here, MOISTURE),
    mesoscale: 0,
    cloud: sphereField(here, CLOUD),
    warmLayer: sphereField(here, WARM_LAYER),
    clarity: sphereField(here, CLARITY),
  };
}

// A place's states are asked for one after another: its neighbours are worked out once.
let lastPoint: UnitVector | undefined;
let lastNeighbours: { east: UnitVector; north: UnitVector } | undefined;

/** The points a gradient step east and north of `p`. */
function neighboursOf(p: UnitVector): { east: UnitVector; north: UnitVector } {
  if (p !== lastPoint) {
    const { east, north } = localAxes(p);
    lastNeighbours = { east: offset(p, east), north: offset(p, north) };
    lastPoint = p;
  }
  return lastNeighbours!;
}

function offset(p: UnitVector, axis: UnitVector): UnitVector {
  return { x: p.x + axis.x * GRADIENT_STEP, y: p.y + axis.y * GRADIENT_STEP, z: p.z + axis.z * GRADIENT_STEP };
}

/** The mesoscale rain-band field at a point and instant (days since the epoch). */
export function mesoscaleField(p: UnitVector, days: number): number {
  return fieldAt(p, days, MESOSCALE);
}

/** The temperature anomaly of the air mass at a point and instant (standard deviations). */
export function temperatureAnomaly(p: UnitVector, days: number): number {
  return fieldAt(p, days, TEMPERATURE);
}

/** Linear interpolation of two states, `t` of the way from `a` to `b`, written into `into` (which it returns). */
export function interpolateStates(a: SynopticState, b: SynopticState, t: number, into: SynopticState): SynopticState {
  into.pressure = a.pressure + (b.pressure - a.pressure) * t;
  into.gradientEast = a.gradientEast + (b.gradientEast - a.gradientEast) * t;
  into.gradientNorth = a.gradientNorth + (b.gradientNorth - a.gradientNorth) * t;
  into.moisture = a.moisture + (b.moisture - a.moisture) * t;
  into.mesoscale = a.mesoscale + (b.mesoscale - a.mesoscale) * t;
  into.cloud = a.cloud + (b.cloud - a.cloud) * t;
  into.warmLayer = a.warmLayer + (b.warmLayer - a.warmLayer) * t;
  into.clarity = a.clarity + (b.clarity - a.clarity) * t;
  return into;
}

/** A state to interpolate into (every field 0). */
export function emptyState(): SynopticState {
  return {
    pressure: 0,
    gradientEast: 0,
    gradientNorth: 0,
    moisture: 0,
    mesoscale: 0,
    cloud: 0,
    warmLayer: 0,
    clarity: 0,
  };
}
