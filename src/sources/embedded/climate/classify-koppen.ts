// The Köppen–Geiger class of a place from its own monthly normals, by the rules of Kottek et
// al. (2006), Table 1: the class follows from the observed climate instead of being read from a
// separate map (which was drawn from older normals at a coarser grid).
import type { KoppenClass } from './koppen-classes.ts';

const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);

/**
 * The class of a year of monthly mean temperatures (°C) and precipitation totals (mm), January
 * first, at latitude `lat` (which says which half of the year is summer).
 */
export function classifyKoppen(
  meanTemperatures: readonly number[],
  precipitation: readonly number[],
  lat: number,
): KoppenClass {
  const tAnn = sum(meanTemperatures) / 12;
  const tMax = Math.max(...meanTemperatures);
  const tMin = Math.min(...meanTemperatures);
  const pAnn = sum(precipitation);
  // Summer is April–September in the north, October–March in the south.
  const summerMonths = lat >= 0 ? [3, 4, 5, 6, 7, 8] : [9, 10, 11, 0, 1, 2];
  const winterMonths = lat >= 0 ? [9, 10, 11, 0, 1, 2] : [3, 4, 5, 6, 7, 8];
  const summer = summerMonths.map((month) => precipitation[month]!);
  const winter = winterMonths.map((month) => precipitation[month]!);
  const pSummer = sum(summer),
    pWinter = sum(winter);
  const pMin = Math.min(...precipitation);
  const pSummerMin = Math.min(...summer),
    pSummerMax = Math.max(...summer);
  const pWinterMin = Math.min(...winter),
    pWinterMax = Math.max(...winter);

  // Dryness threshold, mm: winter rain evaporates less than summer rain.
  const pThreshold = pWinter >= (2 / 3) * pAnn ? 2 * tAnn : pSummer >= (2 / 3) * pAnn ? 2 * tAnn + 28 : 2 * tAnn + 14;
  if (tMax < 10) return tMax < 0 ? 'EF' : 'ET';
  if (pAnn < 10 * pThreshold) {
    const hot = tAnn >= 18 ? 'h' : 'k';
    return pAnn < 5 * pThreshold ? `BW${hot}` : `BS${hot}`;
  }
  if (tMin >= 18) {
    if (pMin >= 60) return 'Af';
    if (pAnn >= 25 * (100 - pMin)) return 'Am';
    return pSummerMin < 60 && pSummerMin < pWinterMin ? 'As' : 'Aw';
  }
  const group = tMin > -3 ? 'C' : 'D';
  const dryWinter = pWinterMin < pSummerMax / 10;
  const drySummer = pSummerMin < pWinterMin && pWinterMax > 3 * pSummerMin && pSummerMin < 40;
  const precipitationLetter = drySummer ? 's' : dryWinter ? 'w' : 'f';
  const warmMonths = meanTemperatures.filter((t) => t >= 10).length;
  const temperatureLetter = tMax >= 22 ? 'a' : warmMonths >= 4 ? 'b' : group === 'D' && tMin < -38 ? 'd' : 'c';
  return `${group}${precipitationLetter}${temperatureLetter}` as KoppenClass;
}
