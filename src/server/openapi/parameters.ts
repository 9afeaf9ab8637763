// The query parameters of each operation: which it reads (the contract's table), each one's
// schema (the zod schema the service parses it with, as the value it stands for), and in words
// what no schema says (plain decimals only, the place-or-coordinates rule, the tier's bound).
import * as z from 'zod/mini';
import { DEFAULT_LANGUAGE } from '../../contract/place-language.ts';
import {
  LIMITS,
  OPERATION_PARAMETERS,
  PARAMETERS,
  type Operation,
  type ParameterName,
} from '../../contract/queries.ts';
import { TIERS } from '../../service/tiers.ts';
import { CONVERSION, type JsonSchema } from './json-schemas.ts';

/** An OpenAPI parameter object. */
export interface ParameterObject {
  name: string;
  in: 'query' | 'header';
  required: boolean;
  description: string;
  schema: JsonSchema;
  example?: unknown;
}

const NUMBER_TEXT =
  'Written as a plain decimal: an optional `-`, digits, an optional `.digits` (no exponent, `+` or spaces).';
const WHERE = 'Give `place`, or `lat` and `lon`, not both.';

// What each parameter means, the example the document shows, and what its schema leaves out.
const ABOUT: Record<
  Exclude<ParameterName, 'key'>,
  { description: string; example: string | number; schema?: JsonSchema }
> = {
  lat: { description: `Latitude, degrees north. ${WHERE} ${NUMBER_TEXT}`, example: 59.91 },
  lon: { description: `Longitude, degrees east. ${WHERE} ${NUMBER_TEXT}`, example: 10.75 },
  place: {
    description:
      'A place name, searched like the gazetteer (`Springfield, IL`, `münchen`); trimmed, its length counted in Unicode code points.',
    example: 'Oslo',
    schema: { minLength: LIMITS.place.minLength, maxLength: LIMITS.place.maxLength },
  },
  units: { description: 'The unit system of every measured value.', example: 'metric', schema: { default: 'metric' } },
  days: {
    description: 'How many local calendar days, today first.',
    example: 2,
    schema: { default: LIMITS.days.default },
  },
  hourly: {
    description: `How many hours, the current UTC hour first. Default and maximum: the key's tier (${Object.entries(
      TIERS,
    )
      .map(([tier, { maxHourly }]) => `${tier} ${maxHourly}`)
      .join(', ')}); more is \`exceeds_tier\`.`,
    example: 3,
  },
  limit: { description: 'The most places to answer.', example: 2, schema: { default: LIMITS.limit.default } },
  language: {
    description:
      'The language places and countries are named in: a language tag of language, script and region only (`it`, `pt-BR`, `zh-Hant-TW`).',
    example: 'en',
    schema: { default: DEFAULT_LANGUAGE },
  },
};

/** The JSON Schema of a parameter's value: its zod schema's output (a number for `lat`), and what the table adds. */
function parameterSchema(name: Exclude<ParameterName, 'key'>): JsonSchema {
  const converted = z.toJSONSchema(PARAMETERS[name], { ...CONVERSION, io: 'output' }) as JsonSchema;
  const { $schema: _dialect, ...schema } = converted;
  // A transformed text (place, language) has no output schema of its own: it is a string.
  if (schema.type === undefined && schema.enum === undefined) schema.type = 'string';
  // OpenAPI's formats of numbers: a decimal is a double; no integer's range needs more than 32 bits.
  if (schema.type === 'number') schema.format = 'double';
  if (schema.type === 'integer') schema.format = 'int32';
  return { ...schema, ...ABOUT[name].schema };
}

/**
 * The query parameters an operation reads, but `key`, which the API-key security scheme
 * describes. `place` is required where an operation takes no coordinates.
 */
export function operationParameters(operation: Operation): ParameterObject[] {
  const names = OPERATION_PARAMETERS[operation] as readonly ParameterName[];
  const takesCoordinates = names.includes('lat');
  return names
    .filter((name): name is Exclude<ParameterName, 'key'> => name !== 'key')
    .map((name) => ({
      name,
      in: 'query',
      required: name === 'place' && !takesCoordinates,
      description: ABOUT[name].description,
      schema: parameterSchema(name),
      example: ABOUT[name].example,
    }));
}

/** `If-None-Match`: the entity tags of answers the client holds. */
export const IF_NONE_MATCH: ParameterObject = {
  name: 'If-None-Match',
  in: 'header',
  required: false,
  description:
    'Entity tags of answers the client holds (any coding, or `*`): when one is the answer, the reply is 304 with no body; it still counts against the quota.',
  schema: { type: 'string' },
};
