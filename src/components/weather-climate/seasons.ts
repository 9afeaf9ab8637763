// The seasons of a place's hemisphere, meteorological (whole months): in the north winter is
// December to February, in the south June to August.

/** 0 winter, 1 spring, 2 summer, 3 autumn. */
export type Season = 0 | 1 | 2 | 3;

/** The season of month `month` (1–12) at latitude `lat`. */
export function seasonOf(month: number, lat: number): Season {
  const north = Math.floor((month % 12) / 3) as Season;
  return lat < 0 ? (((north + 2) % 4) as Season) : north;
}

/** One stretch of consecutive shown months in one season, for a strip above the months. */
export interface SeasonSpan {
  season: Season;
  /** How many of the shown months it covers. */
  months: number;
}

/** The shown months (1–12, in order) grouped into runs of one season each. */
export function seasonSpans(months: readonly number[], lat: number): SeasonSpan[] {
  const spans: SeasonSpan[] = [];
  for (const month of months) {
    const season = seasonOf(month, lat);
    const last = spans.at(-1);
    if (last?.season === season) last.months++;
    else spans.push({ season, months: 1 });
  }
  return spans;
}
