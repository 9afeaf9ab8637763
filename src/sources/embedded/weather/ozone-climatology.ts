// Total-column ozone by latitude, longitude and day of the year: the climatology of van Heuklon
// (1979), "Estimating atmospheric ozone for solar radiation models", Solar Energy 22(1), 63–68,
// doi:10.1016/0038-092X(79)90060-4. Every constant is the paper's (its Table 1); the model is
//   Ω = J + [A + C·sin(D·(E + F)) + G·sin(H·(λ + I))]·sin²(β·φ)   (degrees, Dobson units),
// highest in each hemisphere's spring and towards the poles, lowest in the tropics.

// Published: the paper's constants; degrees to radians by definition.
const DEG = Math.PI / 180;
const J = 235;
const D = 0.9865;
const G = 20;
const NORTH = { A: 150, beta: 1.28, C: 40, F: -30, H: 3 } as const;
const SOUTH = { A: 100, beta: 1.5, C: 30, F: 152.625, H: 2, I: -75 } as const;

/** Climatological total ozone (Dobson units) at a place on a day of the year (1 = 1 January). */
export function ozoneColumn(lat: number, lon: number, dayOfYear: number): number {
  const north = lat > 0;
  const { A, beta, C, F, H } = north ? NORTH : SOUTH;
  // In the north the longitude term's phase depends on the hemisphere of longitude (east: 20°).
  const I = north ? (lon > 0 ? 20 : 0) : SOUTH.I;
  const seasonal = C * Math.sin(D * (dayOfYear + F) * DEG);
  const zonal = G * Math.sin(H * (lon + I) * DEG);
  return J + (A + seasonal + zonal) * Math.sin(beta * lat * DEG) ** 2;
}
