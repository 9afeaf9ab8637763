// What every section renderer needs to speak the visitor's language.
import type { ForecastMessages } from './messages.ts';

export interface ViewContext {
  locale: string;
  /**
   * Read only where a time is written: deciding the locale's clock builds a DateTimeFormat, which
   * a skeleton has no need of (see weather-forecast.ts).
   */
  readonly hourCycle: 'h12' | 'h23';
  messages: ForecastMessages;
}
