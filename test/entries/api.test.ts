// weather-widgets/api's request() is typed by operation: `npm run typecheck` compiles this file
// under `strict`, so each read below must type-check, and each `@ts-expect-error` must stay an
// error. At run time (Node: a server) each call answers the server's problem.
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  request,
  type CurrentEnvelope,
  type ForecastEnvelope,
  type GeocodeEnvelope,
  type PageReply,
  type Problem,
} from '../../src/entries/api.ts';

/** What a site's code writes: the place's name once the reply says it succeeded, else the problem's detail. */
async function placeName(): Promise<string> {
  const reply = await request('forecast', { place: 'Oslo', days: 3 });
  if (reply.status !== 200) return reply.body.detail;
  const days: number = reply.body.daily.length;
  return `${reply.body.location.name} (${days} days)`;
}

// Uses a value, as a site's code would: the type checker sees each read.
function use(_value: unknown): void {}

// Compiled, never run: each misuse is a type error, and would fail at run time too.
export async function misuses(): Promise<void> {
  const forecast = await request('forecast', { place: 'Oslo' });
  // @ts-expect-error The body may be a problem until the status says otherwise.
  use(forecast.body.location);
  const places = await request('geocode', { place: 'Osl' });
  if (places.status === 200) {
    use(places.body.results[0]?.name);
    // @ts-expect-error A geocode reply has results, not a location.
    use(places.body.location);
  }
  const current = await request('current', { lat: 59.9, lon: 10.7 });
  if (current.status === 200) {
    const temperature: number = current.body.data.temp;
    use(temperature);
    // @ts-expect-error A current reply has no daily rows.
    use(current.body.daily);
  }
  // @ts-expect-error The service has no such operation.
  void request('weather', { place: 'Oslo' });
}

describe('request() of weather-widgets/api', () => {
  it('types each reply by its operation: its envelope on success, a problem otherwise', () => {
    expectTypeOf<Extract<PageReply<'forecast'>, { status: 200 }>['body']>().toEqualTypeOf<ForecastEnvelope>();
    expectTypeOf<Extract<PageReply<'current'>, { status: 200 }>['body']>().toEqualTypeOf<CurrentEnvelope>();
    expectTypeOf<Extract<PageReply<'geocode'>, { status: 200 }>['body']>().toEqualTypeOf<GeocodeEnvelope>();
    expectTypeOf<Exclude<PageReply<'forecast'>, { status: 200 }>['body']>().toEqualTypeOf<Problem>();
    expectTypeOf(request<'geocode'>).returns.resolves.toEqualTypeOf<PageReply<'geocode'>>();
  });

  it('answers on a server with the problem it types, naming where the service runs', async () => {
    expect(typeof window).toBe('undefined');
    expect(await placeName()).toMatch(/browser/);
  });
});
