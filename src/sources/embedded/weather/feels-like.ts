// "Feels like" is the NWS composite (the same rule MetPy's apparent_temperature applies):
//  - wind chill (JAG/TI 2001, the Canada/UK/US index) when T ≤ 10 °C and wind > 4.8 km/h;
//  - the NWS heat index (Rothfusz regression with the NWS adjustments, computed in °F) when
//    T ≥ 26.7 °C (80 °F);
//  - otherwise the air temperature.
// Sources: the NWS heat-index equation (Rothfusz 1990, NOAA WPC); the JAG/TI 2001 wind chill.

// Published: the limits of the two indices, above.
const WIND_CHILL_MAX_TEMP = 10;
const WIND_CHILL_MIN_WIND = 4.8;
const HEAT_INDEX_MIN_TEMP = (80 - 32) / 1.8;

/** Apparent temperature in °C from temperature (°C), relative humidity (%) and 10 m wind (km/h). */
export function feelsLike(temp: number, humidity: number, windKmh: number): number {
  if (temp <= WIND_CHILL_MAX_TEMP && windKmh > WIND_CHILL_MIN_WIND) return windChill(temp, windKmh);
  if (temp >= HEAT_INDEX_MIN_TEMP) return heatIndex(temp, humidity);
  return temp;
}

/** JAG/TI wind chill, °C, for T in °C and wind in km/h. */
export function windChill(temp: number, windKmh: number): number {
  const v = windPower(windKmh);
  return 13.12 + 0.6215 * temp - 11.37 * v + 0.3965 * temp * v;
}

/** NWS heat index, °C, for T in °C and RH in %. */
export function heatIndex(temp: number, humidity: number): number {
  const t = temp * 1.8 + 32;
  const rh = humidity;
  const simple = 0.5 * (t + 61 + (t - 68) * 1.2 + rh * 0.094);
  if ((simple + t) / 2 < 80) return (simple - 32) / 1.8;
  let hi =
    -42.379 +
    2.04901523 * t +
    10.14333127 * rh -
    0.22475541 * t * rh -
    6.83783e-3 * t * t -
    5.481717e-2 * rh * rh +
    1.22874e-3 * t * t * rh +
    8.5282e-4 * t * rh * rh -
    1.99e-6 * t * t * rh * rh;
  if (rh < 13 && t >= 80 && t <= 112) hi -= ((13 - rh) / 4) * Math.sqrt((17 - Math.abs(t - 95)) / 17);
  else if (rh > 85 && t >= 80 && t <= 87) hi += ((rh - 85) / 10) * ((87 - t) / 5);
  return (hi - 32) / 1.8;
}

// Format: every record's wind speed is a whole number of tenths of a km/h, so v^0.16 of each is
// kept once it is first asked for (NaN until then), up to this many tenths.
const KEPT_TENTHS = 2000;
const WIND_POWERS = new Float64Array(KEPT_TENTHS + 1).fill(Number.NaN);

// windKmh ** 0.16, from the table when windKmh is the double of a whole number of tenths.
function windPower(windKmh: number): number {
  const tenths = Math.round(windKmh * 10);
  if (tenths / 10 !== windKmh || !(tenths >= 0 && tenths <= KEPT_TENTHS)) return windKmh ** 0.16;
  let power = WIND_POWERS[tenths]!;
  if (Number.isNaN(power)) power = WIND_POWERS[tenths] = windKmh ** 0.16;
  return power;
}
