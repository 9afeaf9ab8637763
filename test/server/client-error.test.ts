// What Node's HTTP parser refuses, and a key anywhere in a target, over a real socket: every
// error is a problem+json reply, and no log line holds a key.
import type { Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { inspect } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProblemSchema } from '../../src/contract/problems.ts';
import { createWeatherService } from '../../src/service/create-weather-service.ts';
import { createNodeServer } from '../../src/server/node-adapter.ts';
import { embedded } from '../support/service-harness.ts';

const SECRET = 'sk-secret-5b7e1d0c9a';
const logLines: string[] = [];
let server: Server;
let port: number;

beforeAll(async () => {
  server = createNodeServer(createWeatherService({ source: embedded, keys: { [SECRET]: 'pro' } }), {
    log: (line) => logLines.push(line),
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))));

/** Sends `bytes` as they are and reads until the server closes: the raw response. */
function raw(bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', reject);
  });
}

function problemOf(response: string) {
  const head = response.slice(0, response.indexOf('\r\n\r\n'));
  expect(head).toMatch(/\r\ncontent-type: application\/problem\+json\r\n/i);
  return ProblemSchema.parse(JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4)));
}

describe('errors of the HTTP parser', () => {
  it('answers headers over the limit with 431 and a problem body', async () => {
    const response = await raw(
      `GET /v1/current?key=${SECRET}&place=Oslo HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: ${'a'.repeat(9_000)}\r\n\r\n`,
    );
    expect(response).toMatch(/^HTTP\/1\.1 431 /);
    const body = problemOf(response);
    expect(body.status).toBe(431);
    expect(body.detail).toContain('headers');
    expect(response).not.toContain(SECRET);
  });

  it('answers a malformed request line with 400 and a problem body', async () => {
    for (const line of [
      'GARBAGE\r\n\r\n',
      `GET /v1/current?key=${SECRET} HTTP/9.Z\r\n\r\n`,
      'GET  HTTP/1.1\r\nHost: x\r\nContent-Length: x\r\n\r\n',
    ]) {
      const response = await raw(line);
      expect(response, line).toMatch(/^HTTP\/1\.1 400 /);
      expect(problemOf(response).status).toBe(400);
      expect(response).not.toContain(SECRET);
    }
  });
});

describe('the log line', () => {
  it('never holds a key, wherever in the target it is', async () => {
    const errors: unknown[][] = [];
    const originalError = console.error;
    console.error = (...args: unknown[]) => void errors.push(args);
    const targets = [
      `/v1/forecast%3Fkey=${SECRET}&place=Oslo`,
      `/v1/${SECRET}/forecast?place=Oslo`,
      `/v1/forecast;key=${SECRET}`,
      `/v1/forecast?place=Oslo#key=${SECRET}`,
      `/${encodeURIComponent(SECRET)}`,
      `/v1/current?key=${SECRET}&place=Oslo`,
    ];
    try {
      const statuses = [];
      for (const target of targets) {
        const response = await raw(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
        statuses.push(Number(/^HTTP\/1\.1 (\d+)/.exec(response)?.[1]));
      }
      // Each was answered, and each answer was logged.
      expect(statuses).toEqual([404, 404, 404, 400, 404, 200]);
      expect(logLines).toHaveLength(targets.length);
      expect(logLines[0]).toMatch(/^GET \(other path\) 404 /);
      expect(logLines.at(-1)).toMatch(/^GET \/v1\/current 200 /);
      expect(JSON.stringify([logLines, errors.map((args) => args.map((arg) => inspect(arg)))])).not.toContain(
        SECRET.slice(3),
      );
    } finally {
      console.error = originalError;
    }
  });
});
