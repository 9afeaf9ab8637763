// A real server on 127.0.0.1 for the OpenAPI tests, on a clock they move, and a client that sends
// any method, path and header fields and reads the reply as the document describes one.
import { Agent, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createWeatherService, type WeatherServiceOptions } from '../../../src/service/create-weather-service.ts';
import { createNodeServer } from '../../../src/server/node-adapter.ts';
import type { Source } from '../../../src/sources/source.ts';
import type { SeenReply } from '../../support/openapi-validator.ts';
import { embedded, fakeClock } from '../../support/service-harness.ts';

/** A server of the service, its base URL, its clock, and a client of it. */
export interface OpenApiServer {
  base: string;
  clock: ReturnType<typeof fakeClock>;
  /** Sends `method target` (a path under the host, with its query) and reads the reply, its body decoded and parsed. */
  send(target: string, options?: { method?: string; headers?: Record<string, string> }): Promise<SeenReply>;
  close(): Promise<void>;
}

/** Starts a server over `source` (the embedded world by default); one clock for the service and the key-guess throttle. */
export async function startOpenApiServer({
  start = Date.parse('2026-01-15T09:30:00Z'),
  ...options
}: Partial<WeatherServiceOptions> & {
  source?: Source;
  /** The clock's first instant. */
  start?: number;
} = {}): Promise<OpenApiServer> {
  const clock = fakeClock(start);
  const service = createWeatherService({ source: embedded, now: clock.now, onError: () => {}, ...options });
  const server = createNodeServer(service, { now: clock.now });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const agent = new Agent({ keepAlive: true, maxSockets: 4 });
  const send: OpenApiServer['send'] = (target, { method = 'GET', headers = {} } = {}) =>
    new Promise((resolve, reject) => {
      const req = httpRequest(`${base}${target}`, { method, headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const bytes = Buffer.concat(chunks);
          if (bytes.length === 0) return resolve({ status: res.statusCode!, headers: res.headers, body: undefined });
          const coding = res.headers['content-encoding'];
          const text = (
            coding === 'br' ? brotliDecompressSync(bytes) : coding === 'gzip' ? gunzipSync(bytes) : bytes
          ).toString('utf8');
          resolve({ status: res.statusCode!, headers: res.headers, body: JSON.parse(text) as unknown });
        });
      });
      req.on('error', reject);
      req.end();
    });
  return {
    base,
    clock,
    send,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
