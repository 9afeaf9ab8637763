// Surface wind = the mean flow of the latitude + the friction-turned geostrophic wind of the
// synoptic pressure anomaly. Geostrophic flow keeps low pressure on its left in the northern
// hemisphere (counter-clockwise round lows) and on its right in the southern; surface friction
// slows it and turns it ~25° toward low pressure.

// Published: the Earth's rotation rate (rad/s) and air's density near sea level (near the ISA's
// 1.225 kg/m³); the turn is hand-set within the 10–45° observed; degrees by definition.
const OMEGA = 7.2921e-5;
const AIR_DENSITY = 1.25;
const FRICTION_TURN = (25 * Math.PI) / 180;
const COS_TURN = Math.cos(FRICTION_TURN);
const SIN_TURN = Math.sin(FRICTION_TURN);
const DEG = Math.PI / 180;
// Hand-set to the zonal means of the general circulation: mean zonal (u, + = toward east) and
// meridional (v, + = poleward) flow, m/s, by |latitude|:
// doldrums, trade easterlies blowing toward the equator, horse latitudes, westerlies, polar easterlies.
const MEAN_FLOW: ReadonlyArray<readonly [absLat: number, u: number, poleward: number]> = [
  [0, -2, 0],
  [15, -6, -2.5],
  [30, -1, 0],
  [45, 6, 1],
  [60, 3, 0],
  [75, -2, -0.5],
  [90, 0, 0],
];

/** A horizontal wind vector in m/s: toward east and toward north. */
export interface WindVector {
  east: number;
  north: number;
}

/** Mean flow of the general circulation at a latitude. */
export function meanFlow(lat: number): WindVector {
  // Asked for every hour of one place: remember the last answer.
  if (lat !== lastFlowLat) {
    lastFlow = computeMeanFlow(lat);
    lastFlowLat = lat;
  }
  return lastFlow;
}
let lastFlowLat = Number.NaN;
let lastFlow: WindVector = { east: 0, north: 0 };

function computeMeanFlow(lat: number): WindVector {
  const absLat = Math.min(90, Math.abs(lat));
  let i = 1;
  while (i < MEAN_FLOW.length - 1 && MEAN_FLOW[i]![0] < absLat) i++;
  const [lat0, u0, v0] = MEAN_FLOW[i - 1]!;
  const [lat1, u1, v1] = MEAN_FLOW[i]!;
  const t = (absLat - lat0) / (lat1 - lat0);
  return { east: u0 + (u1 - u0) * t, north: (v0 + (v1 - v0) * t) * Math.sign(lat) };
}

/**
 * Surface wind from a sea-level-pressure gradient (hPa per 1000 km, toward east and north) at a
 * latitude; `friction` is the surface slow-down factor (≈ 0.7 at sea, 0.5 over rough land).
 */
export function surfaceWind(
  lat: number,
  gradEastHpaPer1000Km: number,
  gradNorthHpaPer1000Km: number,
  friction: number,
): WindVector {
  const { sign, f, tropicalFade } = latitudeTerms(lat);
  const pascalsPerMetre = 100 / 1_000_000;
  const geoEast = -(gradNorthHpaPer1000Km * pascalsPerMetre) / (AIR_DENSITY * f);
  const geoNorth = (gradEastHpaPer1000Km * pascalsPerMetre) / (AIR_DENSITY * f);
  const c = COS_TURN,
    s = sign * SIN_TURN;
  const scale = friction * tropicalFade;
  const mean = meanFlow(lat);
  return {
    east: mean.east + scale * (geoEast * c - geoNorth * s),
    north: mean.north + scale * (geoEast * s + geoNorth * c),
  };
}

// What the pressure-driven wind takes from the latitude: the hemisphere, the Coriolis parameter
// (kept at least its 10° value: geostrophy fails near the equator, where the tropical fade
// takes the pressure-driven part out anyway). Asked for every hour of one place: the last
// latitude's are kept.
function latitudeTerms(lat: number): { sign: number; f: number; tropicalFade: number } {
  if (lat !== lastTermsLat) {
    const sign = lat >= 0 ? 1 : -1;
    lastTerms = {
      sign,
      f: sign * 2 * OMEGA * Math.max(Math.sin(Math.abs(lat) * DEG), Math.sin(10 * DEG)),
      tropicalFade: smoothstep(Math.min(1, Math.max(0, (Math.abs(lat) - 5) / 15))),
    };
    lastTermsLat = lat;
  }
  return lastTerms;
}
let lastTermsLat = Number.NaN;
let lastTerms = { sign: 1, f: 0, tropicalFade: 0 };

/** Direction the wind blows FROM, degrees clockwise from north, in [0, 360). */
export function directionFrom(wind: WindVector): number {
  const degrees = (Math.atan2(-wind.east, -wind.north) * 180) / Math.PI;
  return (degrees + 360) % 360;
}

function smoothstep(t: number): number {
  return t * t * (3 - 2 * t);
}
