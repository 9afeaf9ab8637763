import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createContractSource } from '../../../../src/sources/contract/contract-source.ts';
import { UpstreamError, UpstreamRefusal } from '../../../../src/contract/source-error.ts';
import { forecastReply, oslo } from '../fixtures.ts';
import { problemBody, send, startScriptedUpstream } from '../scripted-upstream.ts';

const KEY = 'secret-key-7f3a';
const NOW = Date.parse('2026-03-27T09:30:00Z');
const span = { now: NOW, hours: 24, days: 3 };
const upstream = await startScriptedUpstream((_, response) => send(response, 200, { results: [] }));
afterAll(() => upstream.close());
beforeEach(() => upstream.play((_, response) => send(response, 200, { results: [] })));

// A second, not less: under a loaded 2-core machine a local answer can take longer than 300 ms.
const source = () => createContractSource({ baseUrl: upstream.baseUrl, apiKey: KEY, timeoutMs: 1000, now: () => NOW });

/** The error a call rejects with; fails the test if it resolves. */
async function failureOf(call: Promise<unknown>): Promise<Error> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(Error);
  expect((error as Error).message).not.toContain(KEY);
  return error as Error;
}

async function upstreamFailureOf(call: Promise<unknown>): Promise<UpstreamError['failure']> {
  const error = await failureOf(call);
  if (!(error instanceof UpstreamError))
    throw new Error(`expected an UpstreamError, not ${error.name}: ${error.message}`);
  return error.failure;
}

describe('contract source failures', () => {
  it('reports a 500 as an upstream error', async () => {
    upstream.play((_, response) => send(response, 500, problemBody('internal', 500, 'boom')));
    expect(await upstreamFailureOf(source().geocode('Oslo', 1))).toBe('upstream_error');
  });

  it('reports a 503 as the upstream being unavailable', async () => {
    upstream.play((_, response) => send(response, 503, 'Service Unavailable'));
    expect(await upstreamFailureOf(source().weather(oslo, span))).toBe('upstream_unavailable');
  });

  it("reports the upstream's own 504 as a timeout upstream", async () => {
    upstream.play((_, response) => send(response, 504, problemBody('upstream_timeout', 504, 'slow')));
    expect(await upstreamFailureOf(source().locate(59.9, 10.7))).toBe('upstream_timeout');
  });

  it('reports a 404 (a wrong base URL) as an upstream error', async () => {
    upstream.play((_, response) => send(response, 404, problemBody('not_found', 404, 'nothing here')));
    expect(await upstreamFailureOf(source().geocode('Oslo', 1))).toBe('upstream_error');
  });

  it('reports a 200 whose body is not JSON as an upstream error', async () => {
    upstream.play((_, response) => send(response, 200, '{"results": [ <html>'));
    expect(await upstreamFailureOf(source().geocode('Oslo', 1))).toBe('upstream_error');
  });

  it('reports valid JSON in the wrong shape as an upstream error', async () => {
    upstream.play((_, response) => send(response, 200, { results: [{ name: 'Oslo', lat: '59.9' }] }));
    expect(await upstreamFailureOf(source().geocode('Oslo', 1))).toBe('upstream_error');
    upstream.play((_, response) => send(response, 200, { results: 'Oslo' }));
    expect(await upstreamFailureOf(source().geocode('Oslo', 1))).toBe('upstream_error');
  });

  it('refuses a forecast that breaks the record schema (humidity 140 %)', async () => {
    upstream.play((_, response) => {
      const reply = forecastReply({
        firstHourMs: Date.parse('2026-03-27T09:00:00Z'),
        hours: 24,
        firstDate: '2026-03-27',
        days: 3,
      });
      reply.hourly[5]!.humidity = 140;
      send(response, 200, reply);
    });
    const error = await failureOf(source().weather(oslo, span));
    expect(error).toMatchObject({ failure: 'upstream_error' });
    expect(error.message).toContain('hourly.5.humidity');
  });

  it('refuses a forecast answered in other units than metric', async () => {
    upstream.play((_, response) => {
      const reply = forecastReply({
        firstHourMs: Date.parse('2026-03-27T09:00:00Z'),
        hours: 24,
        firstDate: '2026-03-27',
        days: 3,
      });
      send(response, 200, { ...reply, units: { ...reply.units, temp: 'fahrenheit' } });
    });
    expect(await upstreamFailureOf(source().weather(oslo, span))).toBe('upstream_error');
  });

  it('gives up on a slow upstream after the timeout', async () => {
    upstream.play((_, response) => {
      const timer = setTimeout(() => send(response, 200, { results: [] }), 5000);
      response.on('close', () => clearTimeout(timer));
    });
    expect(await upstreamFailureOf(source().geocode('Oslo', 1))).toBe('upstream_timeout');
  });

  it('gives up on a body that stops arriving after the timeout', async () => {
    upstream.play((_, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '1000' });
      response.write('{"results": [');
    });
    expect(await upstreamFailureOf(source().geocode('Oslo', 1))).toBe('upstream_timeout');
  });

  it('reports a dropped connection as the upstream being unavailable', async () => {
    upstream.play((request) => request.socket.destroy());
    expect(await upstreamFailureOf(source().geocode('Oslo', 1))).toBe('upstream_unavailable');
  });

  it('reports a connection dropped in the middle of the body as the upstream being unavailable', async () => {
    upstream.play((request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '1000' });
      response.write('{"results": [', () => request.socket.destroy());
    });
    expect(await upstreamFailureOf(source().geocode('Oslo', 1))).toBe('upstream_unavailable');
  });

  it('reports a refused connection as the upstream being unavailable', async () => {
    const gone = await startScriptedUpstream(() => {});
    await gone.close();
    const unreachable = createContractSource({ baseUrl: gone.baseUrl, apiKey: KEY, timeoutMs: 2000 });
    expect(await upstreamFailureOf(unreachable.geocode('Oslo', 1))).toBe('upstream_unavailable');
  });

  it("passes the upstream's 401 through with its problem", async () => {
    const body = problemBody('invalid_key', 401, 'The API key is not known. Check the key parameter.');
    upstream.play((_, response) => send(response, 401, body));
    const error = await failureOf(source().geocode('Oslo', 1));
    expect(error).toBeInstanceOf(UpstreamRefusal);
    expect(error).toMatchObject({ status: 401, problem: body });
  });

  it("passes the upstream's 400 through with every violation it lists", async () => {
    const errors = [{ param: 'place', code: 'too_long', detail: 'place may have at most 50 characters.' }];
    const body = problemBody('invalid_request', 400, 'The request is invalid: see place.', { errors });
    upstream.play((_, response) => send(response, 400, body, { RateLimit: '"minute";r=59;t=1' }));
    const error = await failureOf(source().geocode('Oslo', 1));
    expect(error).toMatchObject({ status: 400, problem: body, headers: { RateLimit: '"minute";r=59;t=1' } });
  });

  it('reports a 401 without a problem body as an upstream error, not a refusal', async () => {
    upstream.play((_, response) => send(response, 401, '<h1>Unauthorized</h1>'));
    expect(await upstreamFailureOf(source().geocode('Oslo', 1))).toBe('upstream_error');
  });

  it('reports a problem whose status disagrees with the reply as an upstream error', async () => {
    upstream.play((_, response) => send(response, 401, problemBody('rate_limited', 429, 'mixed up')));
    expect(await upstreamFailureOf(source().geocode('Oslo', 1))).toBe('upstream_error');
  });
});
