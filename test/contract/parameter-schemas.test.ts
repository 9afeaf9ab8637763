import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PARAMETERS } from '../../src/contract/parameter-schemas.ts';
import { PARAMETER_NAMES, PARAMETER_READERS, type ParameterName } from '../../src/contract/queries.ts';

// What the OpenAPI document's schema makes of a text: the value, or the violation codes.
function bySchema(name: ParameterName, text: string): { value: unknown } | { codes: string[] } {
  const result = PARAMETERS[name].safeParse(text);
  return result.success ? { value: result.data } : { codes: [...new Set(result.error.issues.map((i) => i.message))] };
}

function byService(name: ParameterName, text: string): { value: unknown } | { codes: string[] } {
  const outcome = PARAMETER_READERS[name](text);
  return 'value' in outcome ? outcome : { codes: [...new Set(outcome.codes)] };
}

// Texts near every rule's edges: signs, points, exponents, spaces, long digit runs, tags, units.
const pieces = fc.constantFrom(
  '-',
  '+',
  '.',
  '0',
  '1',
  '9',
  '00',
  '90',
  '180',
  '14',
  '168',
  '25',
  '5',
  '.5',
  'e',
  'E3',
  ' ',
  '\t',
  ',',
  'x',
  '999999999999999999999',
  'metric',
  'imperial',
  'pt',
  '-br',
  'zh',
  '-Hant',
  '-TW',
  'i',
  '😀',
  'Oslo',
  '\u00a0',
);
const texts = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.array(pieces, { maxLength: 8 }).map((parts) => parts.join('')),
  fc.double().map(String),
  fc.integer({ min: -400, max: 400 }).map(String),
);

describe('the service reads each parameter as the OpenAPI document describes it', () => {
  it.each(PARAMETER_NAMES)('%s: the same value, or the same violations, for every text', (name) => {
    fc.assert(
      fc.property(texts, (text) => {
        expect(byService(name, text)).toEqual(bySchema(name, text));
      }),
      { numRuns: 2000 },
    );
  });

  it.each([
    ['lat', '59.91', { value: 59.91 }],
    ['lat', '90.5', { codes: ['out_of_range'] }],
    ['lon', '1e2', { codes: ['not_a_number'] }],
    ['days', '2.0', { codes: ['not_an_integer'] }],
    ['hourly', '1' + '0'.repeat(400), { codes: ['out_of_range'] }],
    ['place', '   ', { codes: ['too_short'] }],
    ['place', '😀'.repeat(50), { value: '😀'.repeat(50) }],
    ['place', 'x'.repeat(51), { codes: ['too_long'] }],
    ['units', 'Metric', { codes: ['not_allowed'] }],
    ['language', 'pt-br', { value: 'pt-BR' }],
    ['key', '', { codes: ['missing'] }],
  ] as const)('%s %j reads as the schema reads it', (name, text, expected) => {
    expect(byService(name, text)).toEqual(expected);
    expect(bySchema(name, text)).toEqual(expected);
  });
});
