// Deterministic noise: every random-looking number in the synthetic world comes from here,
// so the weather is a pure function of (position, time). No Math.random, no clock.

// Odd multipliers, one per lattice axis and one for the seed: published ones of integer hashes,
// xxHash's 32-bit primes (github.com/Cyan4973/xxHash) and Thomas Wang's 0x27d4eb2d.
const PRIME_I = 0x27d4eb2d,
  PRIME_J = 0x165667b1,
  PRIME_K = 0x9e3779b1,
  PRIME_L = 0x85ebca77,
  PRIME_SEED = 0xc2b2ae3d;

// A murmur3-style finaliser: neighbouring lattice points come out uncorrelated.
function finalise(mixed: number): number {
  let h = mixed;
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  h = Math.imul(h, 0x297a2d39);
  h ^= h >>> 15;
  return (h >>> 0) / 4294967296;
}

/** A 32-bit integer hash of four lattice coordinates and a seed, as a number in [0, 1). */
export function hash4(i: number, j: number, k: number, l: number, seed: number): number {
  return finalise(
    Math.imul(i | 0, PRIME_I) ^
      Math.imul(j | 0, PRIME_J) ^
      Math.imul(k | 0, PRIME_K) ^
      Math.imul(l | 0, PRIME_L) ^
      Math.imul(seed | 0, PRIME_SEED),
  );
}

// Quintic fade (Perlin 2002): continuous first and second derivatives, so fields interpolated
// from the lattice have no visible creases in space or kinks in time.
function fade(t: number): number {
  return t * t * t * (t * (t * 6 - 15) + 10);
}

function lerp(a: number, b: number, t: number): number {
  return a + (b - a) * t;
}

/**
 * Smooth 4D value noise with mean 0 and standard deviation 1 (approximately), correlated over
 * about one lattice unit on each axis.
 */
export function valueNoise4(x: number, y: number, z: number, w: number, seed: number): number {
  const x0 = Math.floor(x),
    y0 = Math.floor(y),
    z0 = Math.floor(z),
    w0 = Math.floor(w);
  const fx = fade(x - x0),
    fy = fade(y - y0),
    fz = fade(z - z0),
    fw = fade(w - w0);
  // Blending two planes leaves less variance between them than on them. A place's z (its
  // latitude, which the drift of the weather systems never moves) would fix it between two planes
  // for ever: persistently calmer, drier or wetter than its neighbours. Restoring the variance
  // that the blend loses along z makes every latitude alike; x, y and time move, and average out.
  const zEvenness = Math.sqrt(MEAN_Z_BLEND_VARIANCE / ((1 - fz) * (1 - fz) + fz * fz));
  // The per-axis products are shared by the corners; each corner only mixes and finalises them.
  const c = cornersOf(x0, y0, z0, w0, seed);
  let result = 0;
  // Two time slices (w0, w0 + 1), each a trilinear blend of the eight spatial corners.
  for (let dw = 0; dw <= 1; dw++) {
    const at = dw * 8;
    const slice =
      lerp(
        lerp(lerp(c[at]!, c[at + 1]!, fx), lerp(c[at + 2]!, c[at + 3]!, fx), fy),
        lerp(lerp(c[at + 4]!, c[at + 5]!, fx), lerp(c[at + 6]!, c[at + 7]!, fx), fy),
        fz,
      ) * zEvenness;
    result = dw === 0 ? slice : lerp(result, slice, fw);
  }
  return result * VALUE_NOISE_SCALE;
}

// The mean over a lattice cell of (1 − f)² + f², f = fade(t): the variance a blend of two
// independent planes keeps, on average.
const MEAN_Z_BLEND_VARIANCE = (() => {
  const steps = 10_000;
  let sum = 0;
  for (let step = 0; step < steps; step += 1) {
    const f = fade((step + 0.5) / steps);
    sum += (1 - f) * (1 - f) + f * f;
  }
  return sum / steps;
})();

/** The lattice cell a field (by its seed) was last sampled in, and its 16 corners' values. */
interface Cell {
  x0: number;
  y0: number;
  z0: number;
  w0: number;
  corners: Float64Array;
}

// A place's hours and nodes sample each field in the same cell again and again (cells are
// hundreds of km and half a day or more wide): its corners are hashed once per cell.
const lastCells = new Map<number, Cell>();

// The values at the corners of a cell, ordered w, z, y, x (x fastest).
function cornersOf(x0: number, y0: number, z0: number, w0: number, seed: number): Float64Array {
  let cell = lastCells.get(seed);
  if (cell !== undefined && cell.x0 === x0 && cell.y0 === y0 && cell.z0 === z0 && cell.w0 === w0) return cell.corners;
  if (cell === undefined) {
    cell = { x0, y0, z0, w0, corners: new Float64Array(16) };
    lastCells.set(seed, cell);
  }
  cell.x0 = x0;
  cell.y0 = y0;
  cell.z0 = z0;
  cell.w0 = w0;
  const i0 = Math.imul(x0, PRIME_I),
    i1 = Math.imul(x0 + 1, PRIME_I);
  const j0 = Math.imul(y0, PRIME_J),
    j1 = Math.imul(y0 + 1, PRIME_J);
  const k0 = Math.imul(z0, PRIME_K),
    k1 = Math.imul(z0 + 1, PRIME_K);
  const seeded = Math.imul(seed | 0, PRIME_SEED);
  const corners = cell.corners;
  for (let dw = 0; dw <= 1; dw++) {
    const l = Math.imul(w0 + dw, PRIME_L) ^ seeded;
    const at = dw * 8;
    corners[at] = corner(i0 ^ j0 ^ k0 ^ l);
    corners[at + 1] = corner(i1 ^ j0 ^ k0 ^ l);
    corners[at + 2] = corner(i0 ^ j1 ^ k0 ^ l);
    corners[at + 3] = corner(i1 ^ j1 ^ k0 ^ l);
    corners[at + 4] = corner(i0 ^ j0 ^ k1 ^ l);
    corners[at + 5] = corner(i1 ^ j0 ^ k1 ^ l);
    corners[at + 6] = corner(i0 ^ j1 ^ k1 ^ l);
    corners[at + 7] = corner(i1 ^ j1 ^ k1 ^ l);
  }
  return corners;
}

/** The value in [-1, 1) of the noise at a lattice corner, from its mixed coordinates. */
function corner(mixed: number): number {
  return finalise(mixed) * 2 - 1;
}

// Fitted: the raw blend of uniform [-1, 1] corners has a standard deviation of about 0.354 (measured over
// 10^6 random points); scaling by its inverse makes every field read in standard deviations.
const VALUE_NOISE_SCALE = 1 / 0.354;

// Fitted: the standardised value noise is bounded (|v| < 3.6) and shaped unlike a normal variable, so
// rare events (desert rain, deep lows) would come at the wrong rate. Its quantile map onto the
// standard normal, z(|v|) at |v| = 0, 0.1, … 3.5, measured over 2^22 random points of valueNoise4
// (z = Φ⁻¹ of the empirical CDF), makes every field normal in distribution.
const NORMAL_SCORE_AT_TENTHS = [
  0, 0.093, 0.186, 0.279, 0.373, 0.467, 0.561, 0.656, 0.752, 0.849, 0.947, 1.046, 1.147, 1.251, 1.357, 1.467, 1.581,
  1.7, 1.825, 1.957, 2.098, 2.249, 2.413, 2.589, 2.771, 2.934, 3.083, 3.233, 3.388, 3.541, 3.723, 3.927, 4.173, 4.475,
  4.901, 5.167,
] as const;
/** Smooth 4D noise whose values are standard-normal in distribution (see valueNoise4 for scales). */
export function normalNoise4(x: number, y: number, z: number, w: number, seed: number): number {
  const value = valueNoise4(x, y, z, w, seed);
  const position = Math.min(Math.abs(value) * 10, NORMAL_SCORE_AT_TENTHS.length - 1.000001);
  const index = Math.floor(position);
  const low = NORMAL_SCORE_AT_TENTHS[index]!;
  const score = low + (NORMAL_SCORE_AT_TENTHS[index + 1]! - low) * (position - index);
  return value < 0 ? -score : score;
}
