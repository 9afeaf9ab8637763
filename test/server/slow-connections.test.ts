// A server that holds under a slowloris: 500 connections that send their headers a
// line at a time and never finish. Loopback only; bounded in count and time.
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWeatherService } from '../../src/service/create-weather-service.ts';
import { createNodeServer } from '../../src/server/node-adapter.ts';
import { embedded } from '../service/service-harness.ts';

const SLOW = 500;
// The test's own, shorter header timeout: the defaults (10 s) behave the same, only slower.
const HEADERS_TIMEOUT_MS = 2_000;
let server: ReturnType<typeof createNodeServer>;
let port: number;

beforeAll(async () => {
  server = createNodeServer(createWeatherService({ source: embedded, onError: () => {} }), { limits: { headersTimeoutMs: HEADERS_TIMEOUT_MS, requestTimeoutMs: 3_000, checkIntervalMs: 250 } });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  await (await fetch(`http://127.0.0.1:${port}/v1/geocode?key=demo-pro&place=Oslo`)).arrayBuffer();
});
afterAll(() => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))));

/** A client that sends a request line and then one header every 200 ms, never the blank line that ends them. */
function slowClient(index: number): { socket: Socket; closed: Promise<number> } {
  const socket = connect(port, '127.0.0.1');
  const started = performance.now();
  let line = 0;
  socket.on('connect', () => socket.write('GET /v1/geocode?key=demo&place=Oslo HTTP/1.1\r\nHost: 127.0.0.1\r\n'));
  const drip = setInterval(() => socket.writable && socket.write(`X-Drip-${index}-${line++}: 1\r\n`), 200);
  const closed = new Promise<number>((resolve) =>
    socket.on('close', () => {
      clearInterval(drip);
      resolve(performance.now() - started);
    }),
  );
  socket.on('error', () => {});
  return { socket, closed };
}

describe('under 500 slow-header connections', () => {
  it('still answers normal requests, and closes the slow ones once their headers are late', async () => {
    const slow = Array.from({ length: SLOW }, (_, index) => slowClient(index));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const latencies: number[] = [];
    for (let i = 0; i < 10; i++) {
      const started = performance.now();
      const response = await fetch(`http://127.0.0.1:${port}/v1/geocode?key=demo-pro&place=Bergen`);
      expect(response.status).toBe(200);
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const closedAfter = await Promise.all(slow.map((client) => client.closed));
    console.log(`slowloris: ${SLOW} slow connections; normal requests answered in at most ${Math.round(Math.max(...latencies))} ms; slow ones closed after ${Math.round(Math.min(...closedAfter))}–${Math.round(Math.max(...closedAfter))} ms (header timeout ${HEADERS_TIMEOUT_MS} ms)`);
    // Every one was closed by the server: with Node's defaults (60 s, checked every 30 s) they
    // would still be open when the test times out.
    expect(closedAfter).toHaveLength(SLOW);
  }, 20_000);
});
