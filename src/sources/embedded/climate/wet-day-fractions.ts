// Monthly share of days with ≥ 1 mm of precipitation, from the Köppen class's precipitation
// letter (Kottek et al. 2006): f = no dry season, s = dry summer, w = dry winter, m = monsoon
// (short dry season), W = desert, S = steppe; E = polar. Wet/dry levels are typical
// station values (e.g. London ~0.35, Singapore ~0.5, Cairo ~0.02, Delhi monsoon ~0.45).
import type { KoppenClass } from './koppen-classes.ts';

interface WetPattern {
  /** Wet-day fraction in the wettest part of the year. */
  wet: number;
  /** … in the driest part. */
  dry: number;
  /** Which season is wet. */
  wetSeason: 'summer' | 'winter' | 'even';
  /** Exponent shaping the transition: >1 gives a short wet season, <1 a short dry one. */
  sharpness: number;
}

function pattern(koppen: KoppenClass, lat: number, continentality: number): WetPattern {
  // Steppes on the poleward side of the subtropical highs near a sea get winter (Mediterranean)
  // rain; deep-continent steppes (the Great Plains, inner Asia) and tropical ones get summer rain.
  const steppeSeason = Math.abs(lat) > 30 && continentality < 0.75 ? 'winter' : 'summer';
  switch (koppen) {
    case 'Af': return { wet: 0.6, dry: 0.5, wetSeason: 'summer', sharpness: 1 };
    case 'Am': return { wet: 0.65, dry: 0.1, wetSeason: 'summer', sharpness: 0.6 };
    case 'Aw': return { wet: 0.55, dry: 0.02, wetSeason: 'summer', sharpness: 1.2 };
    case 'As': return { wet: 0.5, dry: 0.08, wetSeason: 'winter', sharpness: 1 };
    case 'BWh': case 'BWk': return { wet: 0.06, dry: 0.02, wetSeason: Math.abs(lat) > 28 ? 'winter' : 'summer', sharpness: 1 };
    case 'BSh': return { wet: 0.22, dry: 0.03, wetSeason: steppeSeason, sharpness: 1.2 };
    case 'BSk': return { wet: 0.22, dry: 0.08, wetSeason: steppeSeason, sharpness: 1 };
    case 'Cfa': return { wet: 0.38, dry: 0.28, wetSeason: 'summer', sharpness: 1 };
    case 'Cfb': return { wet: 0.45, dry: 0.33, wetSeason: 'winter', sharpness: 1 };
    case 'Cfc': return { wet: 0.6, dry: 0.45, wetSeason: 'winter', sharpness: 1 };
    case 'Csa': return { wet: 0.33, dry: 0.02, wetSeason: 'winter', sharpness: 1 };
    case 'Csb': return { wet: 0.4, dry: 0.06, wetSeason: 'winter', sharpness: 1 };
    case 'Csc': return { wet: 0.45, dry: 0.12, wetSeason: 'winter', sharpness: 1 };
    case 'Cwa': case 'Cwb': case 'Cwc': return { wet: 0.55, dry: 0.05, wetSeason: 'summer', sharpness: 1.3 };
    case 'Dfa': case 'Dfb': return { wet: 0.38, dry: 0.3, wetSeason: 'summer', sharpness: 1 };
    case 'Dfc': case 'Dfd': return { wet: 0.42, dry: 0.32, wetSeason: 'summer', sharpness: 1 };
    case 'Dsa': case 'Dsb': case 'Dsc': case 'Dsd': return { wet: 0.35, dry: 0.1, wetSeason: 'winter', sharpness: 1 };
    case 'Dwa': case 'Dwb': case 'Dwc': case 'Dwd': return { wet: 0.45, dry: 0.06, wetSeason: 'summer', sharpness: 1.3 };
    case 'ET': return { wet: 0.45, dry: 0.35, wetSeason: 'summer', sharpness: 1 };
    case 'EF': return { wet: 0.35, dry: 0.25, wetSeason: 'winter', sharpness: 1 };
  }
}

/**
 * 0 in the month of lowest sun, 1 in the month of highest sun (shifted one month later, as the
 * rainy seasons of monsoon climates lag the sun), for the hemisphere of `lat`.
 */
export function highSunShare(lat: number, monthIndex: number): number {
  const peakMonth = lat >= 0 ? 6.5 : 0.5;
  return (1 + Math.cos((2 * Math.PI * (monthIndex - peakMonth)) / 12)) / 2;
}

/** Wet-day fraction of each month, January first. */
export function wetDayFractions(koppen: KoppenClass, lat: number, continentality: number): number[] {
  const { wet, dry, wetSeason, sharpness } = pattern(koppen, lat, continentality);
  return Array.from({ length: 12 }, (_, month) => {
    const highSun = highSunShare(lat, month);
    const wetness = wetSeason === 'even' ? 0.5 : wetSeason === 'summer' ? highSun : 1 - highSun;
    return dry + (wet - dry) * Math.pow(wetness, sharpness);
  });
}
