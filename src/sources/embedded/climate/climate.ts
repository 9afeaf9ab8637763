/** Climate normals of one calendar month at one place (the month's mean day). */
export interface MonthlyNormals {
  /** Mean daily maximum temperature, °C. */
  tmax: number;
  /** Mean daily minimum temperature, °C. */
  tmin: number;
  /** Fraction of days with at least 1 mm of precipitation, 0–1. */
  wetDayFraction: number;
  /** Mean precipitation total of the month, mm of liquid water. */
  precipMm: number;
  /** Mean relative humidity over the day, percent. */
  meanRh: number;
  /** Mean cloud cover, 0–1. */
  cloudiness: number;
}

/** The climate of a place: what the synthetic weather model varies around. */
export interface Climate {
  /** Köppen–Geiger class (`Cfb`, `BWh`, …), or null at sea. */
  koppen: string | null;
  /** 0 = open ocean or an exposed coast, 1 = deep inside a continent. */
  continentality: number;
  /** Normals for January … December, already including the seasonal lag and the elevation. */
  months: readonly MonthlyNormals[];
  /** On the open ocean only: the mean sea-surface temperature of each month, °C (sea-surface.ts). */
  seaSurface?: readonly number[];
}
