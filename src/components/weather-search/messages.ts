// The search's announcements, in the visitor's words and digits.
import type { SearchMessages } from '../../i18n/catalog.ts';
import { fillMessage } from '../../i18n/fill-message.ts';
import { formatSeconds } from '../shared/format.ts';

/** "5 places found" / "No places found", in the locale's plural forms and digits. */
export function foundMessage(locale: string, messages: SearchMessages, count: number): string {
  return count === 0 ? messages.none : fillMessage(locale, messages.found, { count });
}

/** "Too many searches, try again in 30s", the duration in the locale's own short form. */
export function rateLimitedMessage(locale: string, messages: SearchMessages, seconds: number): string {
  return fillMessage(locale, messages.rateLimited, { duration: formatSeconds(locale, seconds) });
}
