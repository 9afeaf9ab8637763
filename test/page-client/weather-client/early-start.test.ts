// The script tag starts the page's service as it runs, before any element asks: the worker it
// starts is the one the first request then uses, told of the place that request will name.
import { afterEach, describe, expect, it } from 'vitest';
import type { ServiceHost } from '../../../src/protocol/protocol.ts';
import type { PlaceAsked } from '../../../src/protocol/place-asked.ts';
import { createWeatherClient } from '../../../src/page-client/weather-client.ts';
import { TESTING_HOOK } from '../../../src/page-client/testing-hook.ts';
import { inProcessWorker, type InProcessWorker } from '../in-process-worker.ts';

const answeringHost = (): ServiceHost => ({
  start: async () => {},
  handle: async () => ({ status: 200, headers: {}, body: {} }),
  ping: () => true,
});

const started: InProcessWorker[] = [];
const hookSlot = globalThis as Record<symbol, unknown>;

function client() {
  const asked: PlaceAsked[] = [];
  const weather = createWeatherClient({
    createWorker: (_config, place) => {
      asked.push(place);
      const worker = inProcessWorker(answeringHost());
      started.push(worker);
      return worker;
    },
    startMainThread: async () => answeringHost(),
    defaultDataUrl: 'http://127.0.0.1:1/data/',
    warn: () => {},
  });
  return { weather, asked };
}

describe('starting the service before the first request', () => {
  afterEach(() => {
    delete hookSlot[TESTING_HOOK];
    for (const worker of started.splice(0)) worker.terminate();
  });

  it('starts one worker, for the place named, which the requests that follow use', async () => {
    const { weather, asked } = client();
    weather.start({ place: 'Oslo' });
    weather.start({ place: 'Tokyo' });
    expect(asked).toEqual([{ place: 'Oslo' }]);
    expect((await weather.request('forecast', { place: 'Oslo' })).status).toBe(200);
    expect((await weather.request('forecast', { place: 'Tokyo' })).status).toBe(200);
    expect(asked).toEqual([{ place: 'Oslo' }]);
  });

  it('starts nothing while the configuration is refused, nor while a test answers in its stead', () => {
    const refused = client();
    refused.weather.refuseConfiguration('the contract source needs baseUrl');
    refused.weather.start({ place: 'Oslo' });
    expect(refused.asked).toEqual([]);

    hookSlot[TESTING_HOOK] = () => ({ status: 200, headers: {}, body: {} });
    const tested = client();
    tested.weather.start({ place: 'Oslo' });
    expect(tested.asked).toEqual([]);
  });
});
