// A server of the contract's first version: its records have no UV index and no moon.
import { afterAll, describe, expect, it } from 'vitest';
import { createContractSource } from '../../../../src/sources/contract/contract-source.ts';
import { forecastReply, hourAt, oslo } from '../fixtures.ts';
import { send, startScriptedUpstream } from '../scripted-upstream.ts';

describe('contract source over an upstream without UV and moon fields', async () => {
  // 13 January 2025 in Oslo: the full moon is that night at 22:27 UTC.
  const now = Date.parse('2025-01-13T09:30:00Z');
  const firstHourMs = Date.parse('2025-01-13T09:00:00Z');
  let reply: unknown = forecastReply({ firstHourMs, hours: 6, firstDate: '2025-01-13', days: 3 });
  const upstream = await startScriptedUpstream((_, response) => send(response, 200, JSON.stringify(reply)));
  afterAll(() => upstream.close());
  const source = createContractSource({ baseUrl: upstream.baseUrl, apiKey: 'demo', now: () => now });

  it('says the UV index is unknown (null) for every hour and day', async () => {
    const series = await source.weather(oslo, { now, hours: 6, days: 3 });
    expect(series.hourly.map((hour) => hour.uv_index)).toEqual([null, null, null, null, null, null]);
    expect(series.daily.map((day) => day.uv_index_max)).toEqual([null, null, null]);
  });

  it('computes the moon itself: full on the 13th, waning after', async () => {
    const { daily } = await source.weather(oslo, { now, hours: 6, days: 3 });
    expect(daily[0]).toMatchObject({ moon_phase: 0.48, moon_illumination: 100 });
    expect(daily[1]!.moon_phase).toBeGreaterThan(0.5);
    expect(daily[2]!.moon_illumination).toBeLessThan(daily[1]!.moon_illumination);
  });

  it("keeps the UV and moon an upstream of today's contract sends", async () => {
    const base = forecastReply({ firstHourMs, hours: 2, firstDate: '2025-01-13', days: 1 });
    reply = {
      ...base,
      hourly: [
        { ...hourAt(firstHourMs), uv_index: 0.4 },
        { ...hourAt(firstHourMs + 3_600_000), uv_index: null },
      ],
      daily: [{ ...base.daily[0], uv_index_max: 0.7, moon_phase: 0.47, moon_illumination: 99 }],
    };
    const series = await source.weather(oslo, { now, hours: 2, days: 1 });
    expect(series.hourly.map((hour) => hour.uv_index)).toEqual([0.4, null]);
    expect(series.daily[0]).toMatchObject({ uv_index_max: 0.7, moon_phase: 0.47, moon_illumination: 99 });
  });

  it('refuses a negative UV index as not following the contract', async () => {
    const base = forecastReply({ firstHourMs, hours: 1, firstDate: '2025-01-13', days: 1 });
    reply = { ...base, hourly: [{ ...hourAt(firstHourMs), uv_index: -2 }] };
    await expect(source.weather(oslo, { now, hours: 1, days: 1 })).rejects.toThrow(
      /does not follow the contract \(at hourly\.0\.uv_index\)/,
    );
  });
});
