// What every section renderer needs to speak the visitor's language.
import type { Catalog, ForecastMessages } from '../../i18n/catalog.ts';
import type { moonLitPath, moonPhaseIndex } from './moon-phase.ts';
import type { uvClass } from './uv-class.ts';

/**
 * What the sections read of the UV and moon facts' module (detail-module.ts), named here rather
 * than as its whole type: that module draws the compact layout, which reads this context.
 */
export interface DetailFacts {
  uvClass: typeof uvClass;
  moonPhaseIndex: typeof moonPhaseIndex;
  moonLitPath: typeof moonLitPath;
}

export interface ViewContext {
  locale: string;
  /**
   * Read only where a time is written: deciding the locale's clock builds a DateTimeFormat, which
   * a skeleton has no need of (see weather-forecast.ts).
   */
  readonly hourCycle: 'h12' | 'h23';
  /** Every word of the visitor's language. */
  catalog: Catalog;
  /** Whether the card lays out right to left (its language's, the page's or its own `dir`: see direction.ts). */
  rtl: boolean;
  /** The forecast's own words (the catalog's `forecast`). */
  messages: ForecastMessages;
  /** The UV and moon facts' module, once the page has loaded it. */
  detailModule: DetailFacts | undefined;
  /** The sections' heading level, one below the place's `heading-level` (default 3). */
  sectionHeadingLevel?: number;
}
