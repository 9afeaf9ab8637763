import { describe, expect, it } from 'vitest';
import { placeDetail, placeLabel } from '../../../src/components/weather-search/place-label.ts';
import type { Location } from '../../../src/contract/records.ts';

const paris: Location = {
  lat: 48.8534,
  lon: 2.3488,
  name: 'Paris',
  admin: 'Île-de-France',
  country: 'France',
  iso2: 'FR',
  timezone: 'Europe/Paris',
};

describe('placeLabel and placeDetail', () => {
  it('names the place with its region and country', () => {
    expect(placeLabel('en', paris)).toBe('Paris, Île-de-France, France');
    expect(placeDetail('en', paris)).toBe('Île-de-France, France');
  });

  it('does not repeat a region named like the place', () => {
    const tokyo = { ...paris, name: 'Tokyo', admin: 'Tokyo', country: 'Japan' };
    expect(placeLabel('en', tokyo)).toBe('Tokyo, Japan');
    expect(placeDetail('en', tokyo)).toBe('Japan');
  });

  it('leaves out empty parts', () => {
    const sea = { ...paris, name: 'Open sea', admin: '', country: '', iso2: '' };
    expect(placeLabel('en', sea)).toBe('Open sea');
    expect(placeDetail('en', sea)).toBe('');
  });

  it('writes the line as the locale separates a place\'s parts, never with "and"', () => {
    const rome = { ...paris, name: 'Roma', admin: 'Lazio', country: 'Italia', iso2: 'IT' };
    expect(placeLabel('it', rome)).toBe('Roma, Lazio, Italia');
    expect(placeLabel('de', { ...rome, name: 'Rom', admin: 'Latium', country: 'Italien' })).toBe(
      'Rom, Latium, Italien',
    );
    expect(placeLabel('pl', { ...rome, name: 'Rzym', admin: 'Lacjum', country: 'Włochy' })).toBe(
      'Rzym, Lacjum, Włochy',
    );
    // Arabic's own comma, without the "و" ("and") its lists put before every item.
    expect(placeLabel('ar', { ...rome, name: 'روما', admin: 'لاتسيو', country: 'إيطاليا' })).toBe(
      'روما، لاتسيو، إيطاليا',
    );
    expect(placeDetail('ar', { ...rome, name: 'روما', admin: 'لاتسيو', country: 'إيطاليا' })).toBe('لاتسيو، إيطاليا');
    // Russian, Turkish and Korean with their comma; Japanese and Chinese part names with a
    // space, not run together and not enumerated with "、".
    expect(placeLabel('ru', { ...rome, name: 'Рим', admin: 'Лацио', country: 'Италия' })).toBe('Рим, Лацио, Италия');
    expect(placeLabel('tr', { ...rome, country: 'İtalya' })).toBe('Roma, Lazio, İtalya');
    expect(placeLabel('ko', { ...rome, name: '로마', admin: '라치오', country: '이탈리아' })).toBe(
      '로마, 라치오, 이탈리아',
    );
    expect(placeLabel('ja', { ...rome, name: 'ローマ', admin: 'ラツィオ州', country: 'イタリア' })).toBe(
      'ローマ ラツィオ州 イタリア',
    );
    expect(placeLabel('zh-Hans', { ...rome, name: '罗马', admin: '拉齐奥', country: '意大利' })).toBe(
      '罗马 拉齐奥 意大利',
    );
  });
});
