// A client over its share of connections is told so, with a problem body, before it is closed.
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProblemSchema } from '../../src/contract/problems.ts';
import { createWeatherService } from '../../src/service/create-weather-service.ts';
import { createNodeServer } from '../../src/server/node-adapter.ts';
import { embedded } from '../support/service-harness.ts';

let server: ReturnType<typeof createNodeServer>;
let port: number;

beforeAll(async () => {
  server = createNodeServer(createWeatherService({ source: embedded }), { limits: { maxConnectionsPerClient: 2 } });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))));

const open = () =>
  new Promise<Socket>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
  });

describe('the per-client connection cap', () => {
  it('answers the connection past it 429 with a problem body, and closes it', async () => {
    const held = [await open(), await open()];
    // Both are counted once the server has seen them.
    await expect.poll(() => new Promise((resolve) => server.getConnections((_, count) => resolve(count)))).toBe(2);
    const third = await open();
    const response = await new Promise<string>((resolve) => {
      const chunks: Buffer[] = [];
      third.on('data', (chunk: Buffer) => chunks.push(chunk));
      third.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });
    expect(response).toMatch(/^HTTP\/1\.1 429 /);
    expect(response).toMatch(/\r\ncontent-type: application\/problem\+json\r\n/i);
    const body = ProblemSchema.parse(JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4)));
    expect(body).toMatchObject({ code: 'rate_limited', status: 429 });
    for (const socket of held) socket.destroy();
  });
});
