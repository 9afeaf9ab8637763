// A server for the HTTP benchmark, run in its own process: `tsx http-server.ts bare|service`.
// Prints its port once listening.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { createWeatherService } from '../../src/service/create-weather-service.ts';
import { createNodeServer } from '../../src/server/node-adapter.ts';
import { createEmbeddedSource } from '../../src/sources/embedded/embedded-source.ts';
import { loadAssetsFromDisk } from '../../src/sources/embedded/load-assets-from-disk.ts';
import { BENCH_QUERY } from './http-bench-query.ts';
import { benchKeys } from './service.bench.ts';

const service = createWeatherService({ source: createEmbeddedSource({ loadFile: loadAssetsFromDisk() }), keys: benchKeys(1000) });
// The bare server sends the very bytes ours sends, made once: the floor for a reply of this size.
const identity = Buffer.from(JSON.stringify((await service.handle('forecast', new URLSearchParams(`key=bench-0&${BENCH_QUERY}`))).body));
const gzipped = gzipSync(identity);

const server =
  process.argv[2] === 'bare'
    ? createServer((request, response) => {
        const gzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
        const body = gzip ? gzipped : identity;
        response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': String(body.length), ...(gzip ? { 'Content-Encoding': 'gzip' } : {}) });
        response.end(body);
      })
    : createNodeServer(service);
server.listen(0, '127.0.0.1', () => console.log((server.address() as AddressInfo).port));
// The bench asks for the CPU time spent so far: per request, it is what the server costs,
// whatever else the machine is doing.
process.on('message', () => process.send?.(process.cpuUsage()));
