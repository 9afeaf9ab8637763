/**
 * How temperatures change with height, °C per metre, for the mean daily maximum and minimum.
 * Both were measured on the calibration half of the station reference (`npm run climate-fit`).
 * The maximum's is fitted: its error is flat from 5 to 6 °C/km, lowest at 5.5. The minimum's is
 * hand-set: its error keeps falling up to 8 °C/km, because towns, where the stations are, lie
 * below their cells' mean height and are warmer at night than the land around (more than the
 * small urban heat island of urban-heat-island.ts gives back), so it is held at 7, within the
 * rates observed on mountain slopes.
 */
export const LAPSE_RATES = { tmax: 0.0055, tmin: 0.007 };
