// Where the page's service stands, as the forecasts read it: up, restarting while a fresh worker
// replaces one that died or hung, gone when none could start. The watchdog's heartbeats run on a
// clock the test moves.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServiceHost } from '../../../src/protocol/protocol.ts';
import {
  createWeatherClient,
  type ServiceState,
  type WeatherClientOptions,
} from '../../../src/page-client/weather-client.ts';
import { DEFAULT_TIMINGS } from '../../../src/page-client/worker-connection.ts';
import { freezableHost, inProcessWorker, type InProcessWorker } from '../in-process-worker.ts';

/** A service that answers every request at once with an empty 200. */
const answeringHost = (): ServiceHost => ({
  start: async () => {},
  handle: async () => ({ status: 200, headers: {}, body: {} }),
  ping: () => true,
});

const started: InProcessWorker[] = [];

function client(overrides: Partial<WeatherClientOptions> = {}) {
  const freezes: (() => void)[] = [];
  const weather = createWeatherClient({
    createWorker: () => {
      const { host, freeze } = freezableHost(answeringHost());
      freezes.push(freeze);
      const worker = inProcessWorker(host);
      started.push(worker);
      return worker;
    },
    startMainThread: async () => answeringHost(),
    defaultDataUrl: 'http://127.0.0.1:1/data/',
    warn: () => {},
    ...overrides,
  });
  const states: ServiceState[] = [];
  weather.onState((state) => states.push(state));
  return { weather, states, freezes };
}

describe("the page's service state", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    for (const worker of started.splice(0)) worker.terminate();
  });

  it('goes from up to restarting when its worker hangs, and back to up once a fresh one has started', async () => {
    const { weather, states, freezes } = client();
    expect(weather.state).toBe('up');
    expect((await weather.request('geocode', { place: 'Oslo' })).status).toBe(200);
    freezes[0]!();
    const pending = weather.request('geocode', { place: 'Oslo' });
    // Silent for the whole allowance: still taken to be busy.
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMINGS.unresponsiveMs);
    expect(weather.state).toBe('up');
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMINGS.heartbeatMs);
    expect(weather.state).toBe('restarting');
    expect(started[0]!.terminated).toBe(true);
    expect((await pending).status).toBe(503);
    await vi.waitFor(() => expect(weather.state).toBe('up'));
    expect(states).toEqual(['restarting', 'up']);
    expect(started).toHaveLength(2);
    expect((await weather.request('geocode', { place: 'Oslo' })).status).toBe(200);
  });

  it('is gone when no service can start, and up again once the next request starts one', async () => {
    let mainThreadFails = true;
    const { weather, states } = client({
      createWorker: () => {
        throw new Error('no Worker here');
      },
      startMainThread: async () => {
        if (mainThreadFails) throw new Error('the main-thread service failed to load');
        return answeringHost();
      },
    });
    const refused = await weather.request('geocode', { place: 'Oslo' });
    expect(refused.status).toBe(503);
    expect(weather.state).toBe('gone');
    mainThreadFails = false;
    expect((await weather.request('geocode', { place: 'Oslo' })).status).toBe(200);
    expect(weather.state).toBe('up');
    expect(states).toEqual(['gone', 'up']);
  });

  it('stays up when a new configuration retires the worker', async () => {
    const { weather, states } = client();
    expect((await weather.request('geocode', { place: 'Oslo' })).status).toBe(200);
    weather.configure({ upstreamTimeout: 5000 });
    await vi.waitFor(() => expect(started[0]!.terminated).toBe(true));
    expect((await weather.request('geocode', { place: 'Oslo' })).status).toBe(200);
    expect(weather.state).toBe('up');
    expect(states).toEqual([]);
  });
});
