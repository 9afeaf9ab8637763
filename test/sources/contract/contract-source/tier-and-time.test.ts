import { afterAll, describe, expect, it } from 'vitest';
import type { Location } from '../../../../src/contract/records.ts';
import { createContractSource } from '../../../../src/sources/contract/contract-source.ts';
import { UpstreamError } from '../../../../src/contract/source-error.ts';
import { forecastReply, oslo } from '../fixtures.ts';
import { startOurServer } from '../our-server.ts';
import { send, startScriptedUpstream } from '../scripted-upstream.ts';

const HOUR_MS = 3_600_000;
const isoHour = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');

describe('contract source and the tier of its key', async () => {
  const now = Date.parse('2026-03-27T09:30:00Z');
  const upstream = await startOurServer({ now });
  afterAll(() => upstream.close());
  const forecasts = () => upstream.requests.filter((url) => url.pathname === '/forecast');

  async function berlinWith(apiKey: string) {
    const source = createContractSource({ baseUrl: upstream.baseUrl, apiKey, now: () => now });
    const [berlin] = (await source.geocode('Berlin', 1)) as [Location];
    return { source, berlin };
  }

  it('returns the 24 hours a free key may have when 168 are asked, consecutive from the current hour', async () => {
    const { source, berlin } = await berlinWith('demo');
    const series = await source.weather(berlin, { now, hours: 168, days: 14 });
    expect(series.hourly.map((hour) => hour.time)).toEqual(
      Array.from({ length: 24 }, (_, i) => isoHour(Date.parse('2026-03-27T09:00:00Z') + i * HOUR_MS)),
    );
    expect(series.daily).toHaveLength(14);
  });

  it('asks once more without hourly after an exceeds_tier refusal, then asks for the tier maximum directly', async () => {
    const { source, berlin } = await berlinWith('demo-standard');
    const before = forecasts().length;
    expect((await source.weather(berlin, { now, hours: 168, days: 7 })).hourly).toHaveLength(72);
    const firstTwo = forecasts().slice(before);
    expect(firstTwo.map((url) => url.searchParams.get('hourly'))).toEqual(['168', null]);

    expect((await source.weather(berlin, { now, hours: 168, days: 7 })).hourly).toHaveLength(72);
    expect((await source.weather(berlin, { now, hours: 12, days: 7 })).hourly).toHaveLength(12);
    expect(
      forecasts()
        .slice(before + 2)
        .map((url) => url.searchParams.get('hourly')),
    ).toEqual(['72', '12']);
  });

  it('forwards the key and asks for metric units, the days and the hours wanted', async () => {
    const { source, berlin } = await berlinWith('demo-pro');
    await source.weather(berlin, { now, hours: 5, days: 2 });
    const last = forecasts().at(-1)!;
    expect(Object.fromEntries(last.searchParams)).toEqual({
      key: 'demo-pro',
      lat: String(berlin.lat),
      lon: String(berlin.lon),
      units: 'metric',
      days: '2',
      hourly: '5',
    });
  });
});

describe('contract source when the upstream clock differs from ours', async () => {
  const now = Date.parse('2026-03-27T23:30:00Z'); // 00:30 on the 28th in Oslo
  const currentHour = Date.parse('2026-03-27T23:00:00Z');
  let reply: unknown = {};
  const upstream = await startScriptedUpstream((_, response) => send(response, 200, reply));
  afterAll(() => upstream.close());
  const source = createContractSource({ baseUrl: upstream.baseUrl, apiKey: 'demo-pro' });

  it('drops the hours and days before ours when the upstream is behind, so fewer come back', async () => {
    reply = forecastReply({ firstHourMs: currentHour - 2 * HOUR_MS, hours: 24, firstDate: '2026-03-27', days: 3 });
    const series = await source.weather(oslo, { now, hours: 24, days: 3 });
    expect(series.hourly).toHaveLength(22);
    expect(series.hourly[0]!.time).toBe(isoHour(currentHour));
    expect(series.daily.map((day) => day.date)).toEqual(['2026-03-28', '2026-03-29']);
  });

  it('refuses an upstream that is ahead, as it has no record for our current hour', async () => {
    reply = forecastReply({ firstHourMs: currentHour + HOUR_MS, hours: 24, firstDate: '2026-03-28', days: 3 });
    await expect(source.weather(oslo, { now, hours: 24, days: 3 })).rejects.toMatchObject({
      failure: 'upstream_error',
    });
  });

  it('refuses days that do not include today at the place, even when no hours are asked for', async () => {
    reply = forecastReply({ firstHourMs: currentHour, hours: 24, firstDate: '2026-03-29', days: 3 });
    await expect(source.weather(oslo, { now, hours: 0, days: 1 })).rejects.toMatchObject({ failure: 'upstream_error' });
  });

  it('refuses an upstream whose forecast ended before the current hour', async () => {
    reply = forecastReply({ firstHourMs: currentHour - 30 * HOUR_MS, hours: 24, firstDate: '2026-03-28', days: 3 });
    await expect(source.weather(oslo, { now, hours: 24, days: 3 })).rejects.toBeInstanceOf(UpstreamError);
  });

  it('refuses hourly records with a gap and days out of order', async () => {
    const gappy = forecastReply({ firstHourMs: currentHour, hours: 24, firstDate: '2026-03-28', days: 3 });
    gappy.hourly.splice(5, 1);
    reply = gappy;
    await expect(source.weather(oslo, { now, hours: 24, days: 3 })).rejects.toMatchObject({
      failure: 'upstream_error',
    });
    const shuffled = forecastReply({ firstHourMs: currentHour, hours: 24, firstDate: '2026-03-28', days: 3 });
    shuffled.daily.reverse();
    reply = shuffled;
    await expect(source.weather(oslo, { now, hours: 24, days: 3 })).rejects.toMatchObject({
      failure: 'upstream_error',
    });
  });

  it('never returns more records than asked for', async () => {
    reply = forecastReply({ firstHourMs: currentHour, hours: 48, firstDate: '2026-03-28', days: 10 });
    const series = await source.weather(oslo, { now, hours: 6, days: 2 });
    expect(series.hourly).toHaveLength(6);
    expect(series.daily).toHaveLength(2);
  });

  it('returns no hours when none are asked for, whatever the upstream sends', async () => {
    reply = forecastReply({ firstHourMs: currentHour, hours: 3, firstDate: '2026-03-28', days: 1 });
    expect((await source.weather(oslo, { now, hours: 0, days: 1 })).hourly).toEqual([]);
  });
});
