// Published: the Magnus formula with the Alduchov–Eskridge constants (Alduchov & Eskridge 1996, J. Appl. Meteorol. 35:601; as Open-Meteo uses).
const A = 17.625;
const B = 243.04;

/** Relative humidity in percent (unclamped) from air temperature and dew point, both °C. */
export function relativeHumidity(temp: number, dew: number): number {
  return 100 * Math.exp((A * dew) / (B + dew) - (A * temp) / (B + temp));
}

/** Dew point in °C of air at `temp` °C and `humidity` percent (0 < humidity ≤ 100). */
export function dewPoint(temp: number, humidity: number): number {
  const gamma = Math.log(humidity / 100) + (A * temp) / (B + temp);
  return (B * gamma) / (A - gamma);
}
