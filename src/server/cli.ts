// `npm run serve -- --port 8787 [--host 127.0.0.1] [--keys keys.json] [--data .data]`
// Serves the weather service over HTTP from the embedded world.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createWeatherService } from '../service/create-weather-service.ts';
import { createEmbeddedSource } from '../sources/embedded/embedded-source.ts';
import { loadAssetsFromDisk } from '../sources/embedded/load-assets-from-disk.ts';
import { closeGracefully, createNodeServer, parsePort } from './node-adapter.ts';

const USAGE = 'usage: serve [--port 8787] [--host 127.0.0.1] [--keys keys.json] [--data .data]';

function options() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '8787' },
      host: { type: 'string', default: '127.0.0.1' },
      keys: { type: 'string' },
      data: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const port = parsePort(values.port, USAGE);
  const keys = values.keys === undefined ? undefined : (JSON.parse(readFileSync(values.keys, 'utf8')) as Record<string, string>);
  return { port, host: values.host, keys, data: values.data };
}

function main(): void {
  const { port, host, keys, data } = options();
  const source = createEmbeddedSource({ loadAsset: loadAssetsFromDisk(data) });
  const service = createWeatherService({ source, ...(keys ? { keys } : {}) });
  const server = createNodeServer(service, { log: (line) => console.log(line) });

  server.listen(port, host, () => {
    const address = server.address();
    const bound = typeof address === 'object' && address ? address.port : port;
    console.log(`weather service listening on http://${host}:${bound}/v1 (try /v1/forecast?key=demo&place=Paris)`);
  });

  const stop = (signal: string) => {
    console.log(`${signal}: closing; finishing requests in flight`);
    void closeGracefully(server).then(() => process.exit(0));
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
}
