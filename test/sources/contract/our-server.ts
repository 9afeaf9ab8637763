// Our own weather server over the embedded world, as the upstream of the contract source.
import type { AddressInfo } from 'node:net';
import { createWeatherService } from '../../../src/service/create-weather-service.ts';
import { createNodeServer } from '../../../src/server/node-adapter.ts';
import { embedded } from '../../support/service-harness.ts';

/** Our server on 127.0.0.1 with a fixed clock, counting the requests that reach it. */
export async function startOurServer(options: { now: number }) {
  const service = createWeatherService({ source: embedded, now: () => options.now, onError: () => {} });
  const requests: URL[] = [];
  const counted = {
    handle: (operation: string, query: URLSearchParams) => {
      requests.push(new URL(`http://upstream/${operation}?${query}`));
      return service.handle(operation, query);
    },
  };
  const server = createNodeServer(counted);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
