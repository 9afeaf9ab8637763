// ERA5's precipitation brought to what a rain gauge at the place measures. ERA5's points (1°
// apart, each the 0.25° value at its node: PROVENANCE of the data pack) see the relief only
// coarsely, and a gauge is not the truth either:
// - Relief. A town takes its rain mostly from the ERA5 points at about its own height, as PRISM
//   weights stations by their height difference from the place (Daly et al. 2008, Int. J.
//   Climatol. 28:2031, "elevation weighting"): a coastal town below the Andes (Lima) reads the
//   coast's point, not the wet slope's; a plateau town (Bogotá) the plateau's.
// - Height. Below the points it takes its rain from, a place is drier (the lowland under a
//   mountain's rain: Anchorage, Tehran). Above them it gains nothing: on a plateau or in the
//   tropics, rain peaks on the slopes a thousand metres or two up and falls off above (the
//   tropical altitudinal precipitation maximum; Lauer 1976, Erdkunde 30:1), and the fit found
//   no gain above as good as none.
// - Snow. Gauges catch only part of the snow that falls, the less the windier it is: catch ratios
//   of 0.4–0.9 in the WMO intercomparison (Goodison et al. 1998, WMO/TD-872). Station normals are
//   uncorrected gauge totals, and ERA5 is not a gauge: cold months lose a share of their snow.
// The constants were measured on the calibration half of the station reference (`npm run
// climate-fit`), never on the held-out half.

/** Constants of {@link gaugePrecipitation}; a fit may try others. */
export interface GaugePrecipitationConstants {
  /** Height difference, m, at which an ERA5 point's weight is halved. */
  heightScaleM: number;
  /** Relative loss per metre the place lies below the height of the points it reads. */
  perMBelow: number;
  /** Share of the snow that gauges miss. */
  snowLoss: number;
}

/** Fitted: the calibration half's best of the grid `npm run climate-fit` tries. */
export const GAUGE_PRECIPITATION: GaugePrecipitationConstants = {
  heightScaleM: 300,
  perMBelow: 0.0012,
  snowLoss: 0.1,
};

/**
 * The least share of ERA5's precipitation a place far below its points keeps. Hand-set: a floor,
 * so that no place loses more than 70 % of its points' rain however far below them it lies;
 * `npm run climate-fit` does not try others.
 */
const LEAST_FACTOR = 0.3;

/** The ERA5 points around a place: their bilinear weights (0 where a point has no data) and heights, m. */
export interface Era5Points {
  weights: readonly number[];
  heightsM: readonly number[];
}

/** Each point's share of the place's precipitation, and the factor its height difference brings. */
export function pointShares(
  points: Era5Points,
  elevationM: number,
  constants: GaugePrecipitationConstants = GAUGE_PRECIPITATION,
): { shares: number[]; factor: number } {
  const raw = points.weights.map(
    (weight, index) => weight / (1 + ((elevationM - points.heightsM[index]!) / constants.heightScaleM) ** 2),
  );
  const total = raw.reduce((sum, weight) => sum + weight, 0);
  if (total === 0) return { shares: raw, factor: 1 };
  const shares = raw.map((weight) => weight / total);
  const reference = shares.reduce((sum, share, index) => sum + share * points.heightsM[index]!, 0);
  const below = Math.max(0, reference - elevationM);
  return { shares, factor: Math.max(LEAST_FACTOR, Math.exp(-constants.perMBelow * below)) };
}

/**
 * The share of a month's precipitation a gauge catches at a monthly mean temperature (°C): all
 * of the rain, and 1 − snowLoss of the snow, snow being all of it at −4 °C and none at 2 °C.
 */
export function gaugeCatch(
  meanTemperature: number,
  constants: GaugePrecipitationConstants = GAUGE_PRECIPITATION,
): number {
  const snowShare = Math.min(1, Math.max(0, (2 - meanTemperature) / 6));
  return 1 - constants.snowLoss * snowShare;
}
