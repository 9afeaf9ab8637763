import { afterAll, describe, expect, it } from 'vitest';
import { createContractSource } from '../../../../src/sources/contract/contract-source.ts';
import { UpstreamRefusal } from '../../../../src/contract/source-error.ts';
import { fakeClock } from '../../../support/service-harness.ts';
import { startOurServer } from '../our-server.ts';
import { problemBody, send, startScriptedUpstream } from '../scripted-upstream.ts';

const rateLimited = problemBody('rate_limited', 429, 'This key may make 60 requests a minute; try again in 30 s.', {
  retry_after: 30,
});
const limitHeaders = { 'Retry-After': '30', RateLimit: '"minute";r=0;t=30', 'RateLimit-Policy': '"minute";q=60;w=60' };

async function refusalOf(call: Promise<unknown>): Promise<UpstreamRefusal> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(UpstreamRefusal);
  return error as UpstreamRefusal;
}

describe('contract source after a 429', async () => {
  let refuse = true;
  const upstream = await startScriptedUpstream((_, response) =>
    refuse ? send(response, 429, rateLimited, limitHeaders) : send(response, 200, { results: [] }),
  );
  afterAll(() => upstream.close());

  it('passes the 429 through, then sends nothing upstream until its Retry-After has passed', async () => {
    const clock = fakeClock();
    const source = createContractSource({ baseUrl: upstream.baseUrl, apiKey: 'demo', now: clock.now });
    const first = await refusalOf(source.geocode('Oslo', 1));
    expect(first).toMatchObject({ status: 429, problem: rateLimited, headers: limitHeaders });
    expect(upstream.requests).toHaveLength(1);

    refuse = false;
    clock.advance(10_000);
    const local = await refusalOf(source.geocode('Oslo', 1));
    expect(local.status).toBe(429);
    expect(local.problem).toMatchObject({ code: 'rate_limited', status: 429, retry_after: 20 });
    expect(local.headers).toEqual({
      'Retry-After': '20',
      RateLimit: '"minute";r=0;t=20',
      'RateLimit-Policy': '"minute";q=60;w=60',
    });
    await refusalOf(
      source.weather(
        { lat: 1, lon: 2, name: 'x', admin: '', country: '', iso2: '', timezone: 'UTC' },
        { now: 0, hours: 1, days: 1 },
      ),
    );
    clock.advance(19_999);
    expect((await refusalOf(source.locate(1, 2))).problem.retry_after).toBe(1);
    expect(upstream.requests).toHaveLength(1);

    clock.advance(1);
    await expect(source.geocode('Oslo', 1)).resolves.toEqual([]);
    expect(upstream.requests).toHaveLength(2);
  });

  it('honours a Retry-After given as an HTTP date', async () => {
    const clock = fakeClock(Date.parse('2026-11-21T10:20:00Z'));
    upstream.play((_, response) =>
      send(response, 429, rateLimited, { 'Retry-After': 'Sat, 21 Nov 2026 10:22:00 GMT' }),
    );
    const source = createContractSource({ baseUrl: upstream.baseUrl, apiKey: 'demo', now: clock.now });
    await refusalOf(source.geocode('Oslo', 1));
    const before = upstream.requests.length;
    clock.advance(60_000);
    expect((await refusalOf(source.geocode('Oslo', 1))).problem.retry_after).toBe(60);
    expect(upstream.requests).toHaveLength(before);
  });

  it('waits at most an hour, whatever wait the upstream asks for', async () => {
    const clock = fakeClock();
    upstream.play((_, response) => send(response, 429, rateLimited, { 'Retry-After': '999999999' }));
    const source = createContractSource({ baseUrl: upstream.baseUrl, apiKey: 'demo', now: clock.now });
    await refusalOf(source.geocode('Oslo', 1));
    expect((await refusalOf(source.geocode('Oslo', 1))).problem.retry_after).toBe(3600);
    const before = upstream.requests.length;
    clock.advance(3_600_000);
    await refusalOf(source.geocode('Oslo', 1));
    expect(upstream.requests).toHaveLength(before + 1);
  });
});

describe('contract source over our own server with a free key', async () => {
  const now = Date.parse('2026-03-27T09:30:00Z');
  const upstream = await startOurServer({ now });
  afterAll(() => upstream.close());

  it("stops at our server's per-minute quota and waits out its Retry-After locally", async () => {
    const clock = fakeClock(now);
    const source = createContractSource({ baseUrl: upstream.baseUrl, apiKey: 'demo', now: clock.now });
    for (let request = 0; request < 60; request++) await source.geocode('Berlin', 1);
    const refusal = await refusalOf(source.geocode('Berlin', 1));
    expect(refusal.status).toBe(429);
    expect(refusal.problem.code).toBe('rate_limited');
    expect(Number(refusal.headers['Retry-After'])).toBeGreaterThan(0);
    expect(refusal.headers['RateLimit-Policy']).toBe('"minute";q=60;w=60');
    expect(upstream.requests).toHaveLength(61);

    await refusalOf(source.geocode('Berlin', 1));
    await refusalOf(source.locate(48.8566, 2.3522));
    expect(upstream.requests).toHaveLength(61);
  });
});
