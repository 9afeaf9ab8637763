// Fuzzing handle(): thousands of generated queries, hostile and ordinary, against an
// independent statement of the contract's parameter rules.
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CurrentEnvelopeSchema,
  ForecastEnvelopeSchema,
  GeocodeEnvelopeSchema,
} from '../../../src/contract/envelopes.ts';
import { ClimateEnvelopeSchema } from '../../../src/contract/climate.ts';
import { ProblemSchema } from '../../../src/contract/problems.ts';
import { serviceWithClock } from '../../support/service-harness.ts';

type Operation = 'forecast' | 'current' | 'geocode' | 'climate';
type Query = Record<string, string | string[]>;

const EDGE_NUMBERS = [
  '-0',
  '0',
  '90',
  '-90',
  '180',
  '-180',
  '90.0000001',
  '-180.0000001',
  '1e309',
  '١٢',
  '0x1A',
  ' 12',
  '',
  '+1',
  '1e2',
  'NaN',
  'Infinity',
  '1,5',
  '12abc',
  '3.0',
  '3.5',
  '14',
  '15',
  '0',
  '168',
  '169',
  '24',
  '25',
  '1',
  '-1',
  '00012',
  '.5',
  '5.',
];
const HOSTILE_NAMES = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'];
const TEXTS = fc.oneof(
  fc.constantFrom('Paris', 'São Paulo', 'springfield, il', 'Qxzqxzqxz', '   ', '', 'x'.repeat(50), 'x'.repeat(51)),
  fc.string({ maxLength: 60, unit: 'grapheme' }),
  fc.constantFrom('e\u0301'.repeat(25), 'e\u0301'.repeat(26), '👩‍👩‍👧'.repeat(10), '🌧'.repeat(50), '🌧'.repeat(51)),
  fc.constant('y'.repeat(10_000)),
  fc.constantFrom(...HOSTILE_NAMES),
);
const NUMBERS = fc.oneof(
  fc.constantFrom(...EDGE_NUMBERS),
  fc.double({ min: -200, max: 200, noNaN: true }).map((n) => n.toFixed(3)),
  fc.integer({ min: -5, max: 200 }).map(String),
);
const VALUE = fc.oneof(NUMBERS, TEXTS, fc.constantFrom('metric', 'imperial', 'si'));
const KEYS = fc.constantFrom('demo-pro', 'demo-pro', 'demo-pro', 'demo', 'nope', '', ...HOSTILE_NAMES);
const NAMES = fc.constantFrom('lat', 'lon', 'place', 'units', 'days', 'hourly', 'limit', 'other', ...HOSTILE_NAMES);

const query = fc
  .tuple(
    fc.option(fc.oneof(KEYS, fc.array(KEYS, { minLength: 2, maxLength: 2 })), { nil: undefined, freq: 8 }),
    fc.array(fc.tuple(NAMES, fc.oneof(VALUE, fc.array(VALUE, { minLength: 2, maxLength: 3 }))), { maxLength: 6 }),
  )
  .map(([key, pairs]): Query => {
    // Object.fromEntries makes "__proto__" an ordinary own property, as a parsed query would.
    const entries: [string, string | string[]][] = pairs;
    return Object.fromEntries(key === undefined ? entries : [...entries, ['key', key]]);
  });

// The contract's parameter rules, stated once more, independently of src/.
const DECIMAL = /^-?[0-9]+(\.[0-9]+)?$/;
const decimalOk = (value: string, min: number, max: number) =>
  DECIMAL.test(value) && Number(value) >= min && Number(value) <= max;
const integerOk = (value: string, min: number, max: number) =>
  /^-?[0-9]+$/.test(value) && Number(value) >= min && Number(value) <= max;
const placeOk = (value: string) => [...value.trim()].length >= 1 && [...value.trim()].length <= 50;
const RULES: Record<string, (value: string) => boolean> = {
  lat: (v) => decimalOk(v, -90, 90),
  lon: (v) => decimalOk(v, -180, 180),
  place: placeOk,
  units: (v) => v === 'metric' || v === 'imperial',
  days: (v) => integerOk(v, 1, 14),
  hourly: (v) => integerOk(v, 0, 168),
  limit: (v) => integerOk(v, 1, 25),
};
const READS: Record<Operation, string[]> = {
  forecast: ['lat', 'lon', 'place', 'units', 'days', 'hourly'],
  current: ['lat', 'lon', 'place', 'units'],
  geocode: ['place', 'limit'],
  climate: ['lat', 'lon', 'place', 'units'],
};

/** The parameters a query gets wrong, by the contract (unknown_place aside). */
function expectedOffenders(operation: Operation, q: Query): Set<string> {
  const bad = new Set<string>();
  const has = (name: string) => Object.hasOwn(q, name);
  for (const name of READS[operation]) {
    if (!has(name)) continue;
    const value = q[name]!;
    if (Array.isArray(value) || !RULES[name]!(value)) bad.add(name);
  }
  if (operation === 'geocode') {
    if (!has('place')) bad.add('place');
  } else if (has('place') && (has('lat') || has('lon'))) bad.add('place');
  else if (!has('place') && !has('lat') && !has('lon')) bad.add('place');
  else if (!has('place') && !has('lat')) bad.add('lat');
  else if (!has('place') && !has('lon')) bad.add('lon');
  if (
    operation === 'forecast' &&
    q.key === 'demo' &&
    typeof q.hourly === 'string' &&
    RULES.hourly!(q.hourly) &&
    Number(q.hourly) > 24
  ) {
    bad.add('hourly');
  }
  return bad;
}

describe('handle() under fuzzing', () => {
  const { service, clock } = serviceWithClock({ keys: { demo: 'free', 'demo-pro': 'pro' } });
  let checked = 0;
  afterAll(() => expect(checked).toBeGreaterThanOrEqual(10_000));

  it('answers 200, 400 or 401, with the right problem, for 10,000 generated queries', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<Operation>('forecast', 'current', 'geocode', 'climate'),
        query,
        fc.boolean(),
        async (operation, q, asSearchParams) => {
          // One second between requests keeps both keys within their quotas.
          clock.advance(1000);
          const raw = asSearchParams ? toSearchParams(q) : q;
          const reply = await service.handle(operation, raw);
          checked++;
          const key = q.key;
          if (key === undefined || key === '' || Array.isArray(key)) {
            expect(reply.status).toBe(400);
            expect(ProblemSchema.parse(reply.body).errors!.map((e) => e.param)).toContain('key');
            return;
          }
          if (key !== 'demo' && key !== 'demo-pro') {
            expect(reply.status).toBe(401);
            return;
          }
          const offenders = expectedOffenders(operation, q);
          if (offenders.size > 0) {
            expect(reply.status).toBe(400);
            const named = new Set(ProblemSchema.parse(reply.body).errors!.map((e) => e.param));
            expect(named).toEqual(offenders);
            return;
          }
          if (reply.status === 400) {
            // The only violation a well-formed query can meet: a place that names nothing.
            expect(ProblemSchema.parse(reply.body).errors!.map((e) => e.code)).toEqual(['unknown_place']);
            return;
          }
          expect(reply.status).toBe(200);
          const schema = {
            forecast: ForecastEnvelopeSchema,
            current: CurrentEnvelopeSchema,
            geocode: GeocodeEnvelopeSchema,
            climate: ClimateEnvelopeSchema,
          }[operation];
          expect(schema.safeParse(reply.body).success).toBe(true);
        },
      ),
      { numRuns: 10_000 },
    );
    expect(Object.keys(Object.prototype)).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

function toSearchParams(q: Query): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(q)) for (const item of [value].flat()) params.append(name, item);
  return params;
}
