// What every section renderer needs to speak the visitor's language.
import type { ForecastMessages } from './messages.ts';

export interface ViewContext {
  locale: string;
  hourCycle: 'h12' | 'h23';
  messages: ForecastMessages;
}
