import { describe, expect, it } from 'vitest';
import { uvIndex } from '../../../../src/sources/embedded/weather/uv-index.ts';

const CLEAR = 0;
const at = (iso: string) => Date.parse(iso);

describe('the UV index of an hour', () => {
  it('is 0 while the sun is down', () => {
    expect(uvIndex({ lat: 52.52, lon: 13.4, elevation: 34, epochMs: at('2026-06-21T00:00:00Z'), clouds: CLEAR })).toBe(
      0,
    );
    expect(uvIndex({ lat: 78.22, lon: 15.65, elevation: 0, epochMs: at('2026-12-21T11:00:00Z'), clouds: CLEAR })).toBe(
      0,
    );
  });

  it('reaches the WHO "extreme" class (11+) under a clear tropical noon sky, and "moderate" or "high" in a Berlin June noon', () => {
    // Singapore at the March equinox, solar noon about 05:10 UTC. The formula's sky is also free
    // of aerosols, so it reads higher than a hazy tropical sky would; below 18 all the same.
    const singapore = uvIndex({
      lat: 1.29,
      lon: 103.85,
      elevation: 15,
      epochMs: at('2026-03-20T05:00:00Z'),
      clouds: CLEAR,
    });
    expect(singapore).toBeGreaterThanOrEqual(11);
    expect(singapore).toBeLessThan(18);
    const berlin = uvIndex({
      lat: 52.52,
      lon: 13.4,
      elevation: 34,
      epochMs: at('2026-06-21T11:00:00Z'),
      clouds: CLEAR,
    });
    expect(berlin).toBeGreaterThanOrEqual(5);
    expect(berlin).toBeLessThan(9);
  });

  it('is low at noon in a mid-latitude winter', () => {
    expect(
      uvIndex({ lat: 52.52, lon: 13.4, elevation: 34, epochMs: at('2026-12-21T11:00:00Z'), clouds: CLEAR }),
    ).toBeLessThanOrEqual(1);
  });

  it('rises about 10 % per 1000 m of altitude and falls to a quarter under an overcast sky', () => {
    const base = { lat: -16.5, lon: -68.15, epochMs: at('2026-01-15T16:00:00Z') };
    const sea = uvIndex({ ...base, elevation: 0, clouds: CLEAR });
    const laPaz = uvIndex({ ...base, elevation: 3640, clouds: CLEAR });
    expect(laPaz / sea).toBeCloseTo(1.364, 1);
    const overcast = uvIndex({ ...base, elevation: 0, clouds: 100 });
    expect(overcast / sea).toBeCloseTo(0.25, 1);
    // Broken cloud lets most UV through (WHO: thin or scattered cloud has little effect).
    expect(uvIndex({ ...base, elevation: 0, clouds: 40 }) / sea).toBeGreaterThan(0.9);
  });

  it('reports one decimal', () => {
    const value = uvIndex({ lat: 40, lon: -3.7, elevation: 650, epochMs: at('2026-05-10T10:00:00Z'), clouds: 30 });
    expect(Math.round(value * 10) / 10).toBe(value);
  });
});
