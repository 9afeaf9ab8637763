// A server for the HTTP benchmark, run in its own process: `tsx http-server.ts bare|bare-head|service`.
// Prints its port once listening.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { createWeatherService } from '../../src/service/create-weather-service.ts';
import { createHttpResponder } from '../../src/server/http-responder.ts';
import { createNodeServer } from '../../src/server/node-adapter.ts';
import { createEmbeddedSource } from '../../src/sources/embedded/embedded-source.ts';
import { loadAssetsFromDisk } from '../../src/sources/embedded/load-assets-from-disk.ts';
import { BENCH_QUERY } from './http-bench-query.ts';
import { benchKeys } from './service.bench.ts';

const service = createWeatherService({
  source: createEmbeddedSource({ loadFile: loadAssetsFromDisk() }),
  keys: benchKeys(1000),
});
// The bare servers send the very bytes ours sends, made once: the floor for a reply of this size.
const identity = Buffer.from(JSON.stringify((await service.handle('forecast', `key=bench-0&${BENCH_QUERY}`)).body));
const gzipped = gzipSync(identity);

/** The header fields of a bare reply: the body's own three, or all that ours sends (`bare-head`). */
async function headFor(gzip: boolean): Promise<Record<string, string>> {
  const body = gzip ? gzipped : identity;
  const own = {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(body.length),
    ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
  };
  if (process.argv[2] !== 'bare-head') return own;
  const respond = createHttpResponder(service, { encoders: { gzip: async () => gzipped } });
  const reply = await respond({
    method: 'GET',
    url: `/v1/forecast?key=bench-1&${BENCH_QUERY}`,
    acceptEncoding: gzip ? 'gzip' : null,
  });
  return { ...reply.headers, ...own };
}

function bareServer(heads: { identity: Record<string, string>; gzip: Record<string, string> }) {
  return createServer((request: IncomingMessage, response: ServerResponse) => {
    const gzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    response.writeHead(200, gzip ? heads.gzip : heads.identity);
    response.end(gzip ? gzipped : identity);
  });
}

const server =
  process.argv[2] === 'service'
    ? createNodeServer(service)
    : bareServer({ identity: await headFor(false), gzip: await headFor(true) });
server.listen(0, '127.0.0.1', () => console.log((server.address() as AddressInfo).port));
// The bench asks for the CPU time spent so far: per request, it is what the server costs,
// whatever else the machine is doing.
process.on('message', () => process.send?.(process.cpuUsage()));
