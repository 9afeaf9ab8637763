import { afterEach, beforeAll, afterAll, describe, expect, it } from 'vitest';
import { ForecastEnvelopeSchema, GeocodeEnvelopeSchema } from '../../src/contract/envelopes.ts';
import { ProblemSchema } from '../../src/contract/problems.ts';
import type { ServiceHost } from '../../src/protocol/protocol.ts';
import { createServiceHost } from '../../src/worker/service-host.ts';
import { bundledLoaders } from '../../src/worker/bundled-loaders.ts';
import { createWeatherClient, type WeatherClientOptions } from '../../src/page-client/weather-client.ts';
import { startOurServer } from '../sources/contract/our-server.ts';
import { freezableHost, inProcessWorker, type InProcessWorker } from './in-process-worker.ts';

// The service in these "workers" reads from our own HTTP server (the contract source), so
// every request that reaches the source is counted there.
let upstream: Awaited<ReturnType<typeof startOurServer>>;
beforeAll(async () => {
  upstream = await startOurServer({ now: Date.now() });
  // The upstream shares this thread: its first answer decodes the gazetteer, which would
  // block the pings of the client under test.
  await fetch(`${upstream.baseUrl}/current?key=demo&lat=0&lon=0`);
});
afterAll(() => upstream.close());

const started: InProcessWorker[] = [];
afterEach(() => {
  for (const worker of started.splice(0)) worker.terminate();
});

const FAST = { heartbeatMs: 20, unresponsiveMs: 400, startTimeoutMs: 1000, callTimeoutMs: 5000 };

function client(overrides: Partial<WeatherClientOptions> = {}, wrapHost = (host: ServiceHost) => host) {
  const warnings: string[] = [];
  const hosts: ServiceHost[] = [];
  const weather = createWeatherClient({
    createWorker: () => {
      const host = wrapHost(createServiceHost('memory', bundledLoaders));
      hosts.push(host);
      const worker = inProcessWorker(host);
      started.push(worker);
      return worker;
    },
    startMainThread: async () => createServiceHost('memory', bundledLoaders),
    defaultDataUrl: 'http://127.0.0.1:1/data/',
    timings: FAST,
    warn: (message) => warnings.push(message),
    ...overrides,
  });
  weather.configure({ source: 'contract', baseUrl: upstream.baseUrl, apiKey: 'demo-pro', keys: { 'demo-pro': 'pro' } });
  return { weather, warnings, hosts };
}

describe('the page client', () => {
  it('answers through the worker boundary with the configured key when the caller names none', async () => {
    const { weather } = client();
    const reply = await weather.request('forecast', { lat: 59.91, lon: 10.75, days: 2, hourly: 6 });
    expect(reply.body).toMatchObject({ location: { name: 'Oslo' } });
    const body = ForecastEnvelopeSchema.parse(reply.body);
    expect(body.daily).toHaveLength(2);
    expect(body.hourly).toHaveLength(6);
    expect(reply.headers['RateLimit-Policy']).toBe('"minute";q=6000;w=60');
  });

  it('passes problems through as values, naming the parameter', async () => {
    const { weather } = client();
    const reply = await weather.request('forecast', { place: 'Oslo', lat: 1, days: 15 });
    expect(reply.status).toBe(400);
    const problem = ProblemSchema.parse(reply.body);
    expect(problem.errors?.map((v) => `${v.param}:${v.code}`).sort()).toEqual(['days:out_of_range', 'place:conflict']);
    const unknownKey = await weather.request('geocode', { place: 'Oslo', key: 'nope' });
    expect(unknownKey.status).toBe(401);
  });

  it('starts one worker for every caller, and many identical concurrent requests reach the source once', async () => {
    const { weather, hosts } = client();
    const before = upstream.requests.length;
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => weather.request('geocode', { place: 'Tromsø', limit: 3 })),
    );
    expect(replies.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(GeocodeEnvelopeSchema.parse(replies[0]!.body).results[0]!.name).toBe('Tromsø');
    expect(hosts).toHaveLength(1);
    expect(upstream.requests.length - before).toBe(1);
  });

  it('settles a call with a 503 when the worker dies mid-call, then starts a fresh worker', async () => {
    const { weather, hosts } = client();
    await weather.request('geocode', { place: 'Oslo' });
    const pending = weather.request('forecast', { place: 'Bergen', days: 1, hourly: 1 });
    started[0]!.terminate();
    const reply = await pending;
    expect(reply.status).toBe(503);
    expect(ProblemSchema.parse(reply.body).code).toBe('service_unavailable');
    const next = await weather.request('geocode', { place: 'Oslo' });
    expect(next.status).toBe(200);
    expect(hosts).toHaveLength(2);
  });

  it('terminates a worker whose event loop is stuck and answers every pending call with a 503', async () => {
    let freeze = () => {};
    const { weather } = client({}, (host) => {
      const freezable = freezableHost(host);
      freeze = () => freezable.freeze();
      return freezable.host;
    });
    await weather.request('geocode', { place: 'Oslo' });
    freeze();
    const replies = await Promise.all([
      weather.request('geocode', { place: 'Oslo' }),
      weather.request('current', { place: 'Oslo' }),
    ]);
    expect(replies.map((r) => r.status)).toEqual([503, 503]);
    expect(started[0]!.terminated).toBe(true);
  });

  it('lets a worker busy with its first answer (decoding its data) go silent for longer than the heartbeat allows', async () => {
    let busy: Promise<void> | undefined;
    const { weather } = client({}, (host) => ({
      start: (config) => host.start(config),
      async handle(operation, query) {
        // The first call blocks the worker: pings go unanswered until it is done.
        busy ??= new Promise((resolve) => setTimeout(resolve, FAST.unresponsiveMs + 300));
        await busy;
        return host.handle(operation, query);
      },
      ping: () => (busy ? busy.then(() => true) : true) as boolean,
    }));
    const reply = await weather.request('geocode', { place: 'Oslo' });
    expect(reply.status).toBe(200);
    expect(started[0]!.terminated).toBe(false);
  });

  it('answers a 503 when one call outlasts its timeout, while the worker stays', async () => {
    const slowHost = (host: ServiceHost): ServiceHost => ({ ...host, handle: () => new Promise(() => {}) });
    const { weather } = client({ timings: { ...FAST, callTimeoutMs: 100 } }, slowHost);
    const reply = await weather.request('geocode', { place: 'Oslo' });
    expect(reply.status).toBe(503);
    expect(ProblemSchema.parse(reply.body).detail).toContain('did not answer within 100 ms');
    expect(started[0]!.terminated).toBe(false);
  });

  it('runs the service on the main thread, warning once, when no worker can start', async () => {
    const { weather, warnings } = client({
      createWorker: () => {
        throw new DOMException('Refused to create a worker', 'SecurityError');
      },
    });
    const replies = await Promise.all([
      weather.request('geocode', { place: 'Oslo' }),
      weather.request('geocode', { place: 'Bergen' }),
    ]);
    expect(replies.map((r) => r.status)).toEqual([200, 200]);
    expect(await weather.request('current', { place: 'Oslo' })).toMatchObject({ status: 200 });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('worker-src blob:');
  });

  it('falls back to the main thread when the worker reports an error while starting', async () => {
    const silentHost = (host: ServiceHost): ServiceHost => ({ ...host, start: () => new Promise(() => {}) });
    const { weather, warnings } = client({}, silentHost);
    const pending = weather.request('geocode', { place: 'Oslo' });
    await new Promise((done) => setTimeout(done, 20));
    started[0]!.dispatchError();
    expect((await pending).status).toBe(200);
    expect(warnings[0]).toContain('failed to load');
    expect(started[0]!.terminated).toBe(true);
  });

  it("answers an integrity problem, and runs nothing on the main thread, when the worker's bootstrap refuses its code", async () => {
    const { port1, port2 } = new MessageChannel();
    const refusing = {
      postMessage: (message: unknown) => port1.postMessage(message),
      addEventListener: (type: string, listener: EventListenerOrEventListenerObject) =>
        port1.addEventListener(type, listener as never),
      removeEventListener: (type: string, listener: EventListenerOrEventListenerObject) =>
        port1.removeEventListener(type, listener as never),
      start: () => port1.start(),
      terminate: () => (port1.close(), port2.close()),
    };
    let mainThreadStarted = false;
    const { weather, warnings } = client({
      createWorker: () => {
        // What the bootstrap posts when the code it fetched is not the file the build pinned.
        setTimeout(
          () =>
            port2.postMessage({
              weatherWidgetsRefused: {
                detail:
                  "the worker's code at https://cdn.example/w.js was not run (integrity: it is not the file this build pinned)",
              },
            }),
          10,
        );
        return refusing;
      },
      startMainThread: async () => {
        mainThreadStarted = true;
        return createServiceHost('memory', bundledLoaders);
      },
    });
    const reply = await weather.request('geocode', { place: 'Oslo' });
    expect(reply).toMatchObject({
      status: 502,
      body: { code: 'integrity', detail: expect.stringContaining('w.js was not run (integrity') },
    });
    expect(mainThreadStarted).toBe(false);
    expect(warnings).toEqual([]);
  });

  it('restarts with a new configuration, letting the old worker finish what it was asked', async () => {
    const { weather, hosts } = client();
    const inFlight = weather.request('geocode', { place: 'Oslo' });
    weather.configure({ apiKey: 'demo', keys: { demo: 'free' } });
    expect(weather.defaultKey).toBe('demo');
    expect((await inFlight).status).toBe(200);
    const reply = await weather.request('forecast', { place: 'Oslo', days: 1 });
    expect(reply.headers['RateLimit-Policy']).toBe('"minute";q=60;w=60');
    expect(hosts).toHaveLength(2);
    expect(started[0]!.terminated).toBe(true);
  });

  it('refuses a bad configuration, naming every bad option, and keeps the one it had', async () => {
    const { weather } = client();
    expect(() => weather.configure({ source: 'elsewhere', cacheTtl: { forecast: 0 }, colour: 'red' } as never)).toThrow(
      /source: must be one of embedded, contract, open-meteo; cacheTtl\.forecast: must be a positive number of seconds; unknown option colour/,
    );
    const fresh = createWeatherClient({
      createWorker: () => inProcessWorker(createServiceHost('memory', bundledLoaders)),
      startMainThread: async () => createServiceHost('memory', bundledLoaders),
      defaultDataUrl: 'http://x/',
    });
    expect(() => fresh.configure({ source: 'contract' })).toThrow(/the contract source needs baseUrl/);
    expect((await weather.request('geocode', { place: 'Oslo' })).status).toBe(200);
  });

  it('takes a site-wide locale for the widgets without restarting the worker, and refuses one that is no language tag', async () => {
    const { weather, hosts } = client();
    expect((await weather.request('geocode', { place: 'Oslo' })).status).toBe(200);
    expect(weather.locale).toBeUndefined();
    weather.configure({ locale: 'de-CH' });
    expect(weather.locale).toBe('de-CH');
    expect((await weather.request('geocode', { place: 'Oslo' })).status).toBe(200);
    expect(hosts).toHaveLength(1);
    expect(started[0]!.terminated).toBe(false);
    expect(() => weather.configure({ locale: 'not a tag' })).toThrow(
      /locale: must be a language tag such as de, pt-BR or ja/,
    );
    expect(weather.locale).toBe('de-CH');
  });
});

describe("the page client's clock", () => {
  /** A client whose hosts record the instant each request was asked for. */
  function recordingClient() {
    const instants: (number | undefined)[] = [];
    const made = client({}, (host) => ({
      ...host,
      handle: (operation, query, context) => (instants.push(context?.now), host.handle(operation, query, context)),
    }));
    return { ...made, instants };
  }

  it("asks for the page's clock at the moment of asking, then a configured now, then the request's own", async () => {
    const { weather, instants, hosts } = recordingClient();
    const before = Date.now();
    await weather.request('geocode', { place: 'Oslo' });
    expect(instants[0]).toBeGreaterThanOrEqual(before);
    expect(instants[0]).toBeLessThanOrEqual(Date.now());
    weather.configure({ now: '2026-12-22T12:00:00Z' });
    await weather.request('geocode', { place: 'Oslo' });
    await weather.request('geocode', { place: 'Oslo' }, { now: new Date('2026-06-21T00:00:00+02:00') });
    await weather.request('geocode', { place: 'Oslo' }, { now: 0 });
    expect(instants.slice(1)).toEqual([Date.parse('2026-12-22T12:00:00Z'), Date.parse('2026-06-20T22:00:00Z'), 0]);
    // A fixed clock is the page's business: the worker stays.
    expect(hosts).toHaveLength(1);
  });

  it('refuses an instant that is none: configure() throws naming now, a request answers 400 naming now', async () => {
    const { weather } = recordingClient();
    for (const now of ['2026-12-22 12:00', '2026-12-22T12:00:00', 'tomorrow', 1.5, true]) {
      expect(() => weather.configure({ now } as never)).toThrow(
        /^weather-widgets configure\(\): now: must be an ISO 8601 date-time with an offset/,
      );
    }
    const reply = await weather.request('geocode', { place: 'Oslo' }, { now: 'noon' });
    expect(reply.status).toBe(400);
    expect(ProblemSchema.parse(reply.body).errors).toEqual([
      { param: 'now', code: 'out_of_range', detail: expect.stringContaining('now must be an instant') },
    ]);
  });
});
