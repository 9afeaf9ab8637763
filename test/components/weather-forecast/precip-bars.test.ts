import { describe, expect, it } from 'vitest';
import type { HourlyRecord } from '../../../src/contract/records.ts';
import { amountScaleTop } from '../../../src/components/weather-forecast/precip-bars.ts';

describe('the amount bars of the hourly chart', () => {
  const hours = (amounts: number[]) => amounts.map((precip_amount) => ({ precip_amount }) as HourlyRecord);
  it('scale to a round top at least as large as the wettest hour', () => {
    expect(amountScaleTop(hours([0, 1.7, 1.9, 0.3]), 'millimeters')).toBe(2);
    expect(amountScaleTop(hours([0, 2.1]), 'millimeters')).toBe(2.5);
    expect(amountScaleTop(hours([7.2]), 'millimeters')).toBe(10);
    expect(amountScaleTop(hours([13]), 'millimeters')).toBe(20);
  });

  it('never let a trace fill the chart: at least 2 mm, or 0.1 in', () => {
    expect(amountScaleTop(hours([0, 0.1]), 'millimeters')).toBe(2);
    expect(amountScaleTop(hours([0.01]), 'inches')).toBe(0.1);
    expect(amountScaleTop(hours([0.22]), 'inches')).toBeCloseTo(0.25, 9);
  });
});
