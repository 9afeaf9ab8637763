// What every section renderer needs to speak the visitor's language.
import type { Catalog, ForecastMessages } from '../../i18n/catalog.ts';
import type { DetailModule } from './loaded-detail-module.ts';

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
  detailModule: DetailModule | undefined;
}
