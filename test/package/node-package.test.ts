// The built package as a Node user gets it: plain `node`, no TypeScript, no bundler.
// Needs `npm run build` first (npm test runs it).
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

function runNode(script: string): string {
  // Self-reference: inside this package, `weather-widgets/…` resolves through package.json's exports.
  return execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
    cwd: process.cwd(),
  });
}

describe('the weather-widgets/service package entry', () => {
  it('answers from the embedded world in plain Node, with an injected clock', () => {
    const output = runNode(`
      import { createWeatherService, createEmbeddedSource, ForecastEnvelopeSchema } from 'weather-widgets/service';
      const service = createWeatherService({ source: createEmbeddedSource(), now: () => Date.parse('2026-01-15T09:00:00Z') });
      const reply = await service.handle('forecast', new URLSearchParams('key=demo&place=Montreal&days=1&hourly=2'));
      const body = ForecastEnvelopeSchema.parse(reply.body);
      const { uv_index_max, moon_phase, moon_illumination } = body.daily[0];
      console.log(JSON.stringify({ status: reply.status, name: body.location.name, first: body.hourly[0].time, date: body.daily[0].date, uv: body.hourly[0].uv_index, day: [uv_index_max, moon_phase, moon_illumination].map((value) => typeof value) }));
    `);
    // 04:00 in Montréal: no sun, so no UV.
    expect(JSON.parse(output)).toEqual({
      status: 200,
      name: 'Montréal',
      first: '2026-01-15T09:00:00Z',
      date: '2026-01-15',
      uv: 0,
      day: ['number', 'number', 'number'],
    });
  });

  it('serves HTTP through weather-widgets/server', () => {
    const output = runNode(`
      import { createWeatherService, createEmbeddedSource } from 'weather-widgets/service';
      import { createFetchHandler } from 'weather-widgets/server';
      const handler = createFetchHandler(createWeatherService({ source: createEmbeddedSource() }));
      const response = await handler(new Request('http://localhost/v1/geocode?key=demo&place=Zurich&limit=1'));
      const described = await (await handler(new Request('http://localhost/v1/openapi.json'))).json();
      console.log(JSON.stringify({ status: response.status, cors: response.headers.get('access-control-allow-origin'), body: await response.json(), openapi: described.openapi, paths: Object.keys(described.paths) }));
    `);
    const { status, cors, body, openapi, paths } = JSON.parse(output) as {
      status: number;
      cors: string | null;
      body: { results: unknown[] };
      openapi: string;
      paths: string[];
    };
    expect(status).toBe(200);
    expect(cors).toBe('*');
    expect([openapi, paths]).toEqual([
      '3.1.0',
      expect.arrayContaining(['/forecast', '/current', '/geocode', '/openapi.json']),
    ]);
    expect(body.results[0]).toMatchObject({ name: 'Zürich', iso2: 'CH', timezone: 'Europe/Zurich' });
  });
});
