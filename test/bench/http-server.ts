// A server for the HTTP benchmark, run in its own process: `tsx http-server.ts bare|service`.
// Prints its port once listening.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createWeatherService } from '../../src/service/create-weather-service.ts';
import { createNodeServer } from '../../src/server/node-adapter.ts';
import { createEmbeddedSource } from '../../src/sources/embedded/embedded-source.ts';
import { loadAssetsFromDisk } from '../../src/sources/embedded/load-assets-from-disk.ts';
import { BENCH_QUERY } from './http-bench-query.ts';
import { benchKeys } from './service.bench.ts';


const service = createWeatherService({ source: createEmbeddedSource({ loadFile: loadAssetsFromDisk() }), keys: benchKeys(1000) });
// The bare server answers the very same JSON, computed once: the floor for a reply of this size.
const fixedBody = JSON.stringify((await service.handle('forecast', new URLSearchParams(`key=bench-0&${BENCH_QUERY}`))).body);

const server =
  process.argv[2] === 'bare'
    ? createServer((_, response) => {
        response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
        response.end(fixedBody);
      })
    : createNodeServer(service);
server.listen(0, '127.0.0.1', () => console.log((server.address() as AddressInfo).port));
