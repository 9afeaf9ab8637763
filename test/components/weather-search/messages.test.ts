import { describe, expect, it } from 'vitest';
import { foundMessage, rateLimitedMessage } from '../../../src/components/weather-search/messages.ts';
import { catalogOf } from '../../support/catalogs.ts';

const searchMessages = (locale: string) => catalogOf(locale).search;

describe('search messages', () => {
  it('counts places in the plural forms of each language', () => {
    expect(foundMessage('en', searchMessages('en'), 1)).toBe('1 place found');
    expect(foundMessage('en', searchMessages('en'), 5)).toBe('5 places found');
    expect(foundMessage('de', searchMessages('de'), 1)).toBe('1 Ort gefunden');
    expect(foundMessage('de', searchMessages('de'), 3)).toBe('3 Orte gefunden');
    expect(foundMessage('fr', searchMessages('fr'), 1)).toBe('1 lieu trouvé');
    expect(foundMessage('es-MX', searchMessages('es-MX'), 2)).toBe('2 lugares encontrados');
    expect(foundMessage('ja', searchMessages('ja'), 5)).toBe('5 件の場所が見つかりました');
  });

  it('says when nothing was found instead of counting zero', () => {
    expect(foundMessage('en', searchMessages('en'), 0)).toBe('No places found');
    expect(foundMessage('fr', searchMessages('fr'), 0)).toBe('Aucun lieu trouvé');
  });

  it('writes the count in the locale’s digits', () => {
    expect(foundMessage('ar-EG', searchMessages('en'), 5)).toBe('٥ places found');
  });

  it('says how long to wait after too many searches, rounded up to whole seconds', () => {
    expect(rateLimitedMessage('en', searchMessages('en'), 30)).toBe('Too many searches, try again in 30s');
    expect(rateLimitedMessage('en', searchMessages('en'), 1.2)).toBe('Too many searches, try again in 2s');
    expect(rateLimitedMessage('de', searchMessages('de'), 30)).toMatch(
      /^Zu viele Suchen, bitte in 30\s?\S+ erneut versuchen$/,
    );
  });

  it('falls back to English for languages the widgets do not speak', () => {
    expect(searchMessages('hi').label).toBe('Search for a place');
    expect(searchMessages('de-CH').label).toBe('Ort suchen');
  });

  it('counts in the plural forms of Polish and Arabic', () => {
    expect(foundMessage('pl', searchMessages('pl'), 1)).not.toBe(foundMessage('pl', searchMessages('pl'), 2));
    expect(foundMessage('pl', searchMessages('pl'), 2)).not.toBe(
      foundMessage('pl', searchMessages('pl'), 5).replace('5', '2'),
    );
    expect(foundMessage('ar', searchMessages('ar'), 2)).not.toBe(
      foundMessage('ar', searchMessages('ar'), 3).replace('٣', '٢'),
    );
  });
});
