import { describe, expect, it } from 'vitest';
import { uvClass } from '../../../src/components/weather-forecast/uv-class.ts';
import { catalogOf } from '../../support/catalogs.ts';

const detailMessages = (locale: string) => catalogOf(locale).details;

describe('the UV index classes (WHO 2002)', () => {
  it('names the whole index: 0–2 low, 3–5 moderate, 6–7 high, 8–10 very high, 11+ extreme', () => {
    const classes = [0, 2.4, 2.5, 5.4, 5.5, 7.4, 7.5, 10.4, 10.5, 16.9].map(uvClass);
    expect(classes).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 4, 4]);
    expect(detailMessages('en').uvClasses[uvClass(6.2)]).toBe('High');
    expect(detailMessages('de-AT').uvClasses[uvClass(9)]).toBe('Sehr hoch');
    expect(detailMessages('ja-JP').uvClasses[uvClass(11)]).toBe('極端に強い');
  });
});
