// The contract's zod schemas as the JSON Schemas (draft 2020-12, OpenAPI 3.1's dialect) of the
// document's components: each named record once, referred to by $ref wherever it appears.
import * as z from 'zod/mini';
import { LocationSchema, DescriptionSchema, DailyRecordSchema, HourlyRecordSchema } from '../../contract/records.ts';
import { PrecipitationSchema } from '../../contract/records.ts';
import { UnitsSchema } from '../../contract/envelopes.ts';
import { ProblemSchema, ViolationSchema } from '../../contract/problems.ts';
import { WEATHER_CODES } from '../../contract/weather-codes.ts';
import type { Operation } from '../../contract/queries.ts';
import { envelopeName } from './operation-envelopes.ts';

/** A JSON Schema, as the document holds it. */
export type JsonSchema = Record<string, unknown>;

const COMPONENT_PREFIX = '#/components/schemas/';

/** A reference to a component schema by its name. */
export const schemaRef = (name: string): JsonSchema => ({ $ref: `${COMPONENT_PREFIX}${name}` });

// What a refinement checks, JSON Schema cannot read from it: the weather codes are a list. And
// the formats a pattern stands for, which tools read (a date picker, a typed date-time).
const REFINED: ReadonlyMap<unknown, JsonSchema> = new Map<unknown, JsonSchema>([
  [DescriptionSchema.shape.code, { enum: Object.keys(WEATHER_CODES).map(Number) }],
  [HourlyRecordSchema.shape.time, { format: 'date-time' }],
  [DailyRecordSchema.shape.date, { format: 'date' }],
]);

/**
 * Bounds zod adds to every integer (±2^53 − 1) say nothing a reader needs; the schema keeps the
 * bounds a check set.
 */
function withoutSafeIntegerBounds(json: JsonSchema): void {
  if (json.type !== 'integer') return;
  if (json.minimum === Number.MIN_SAFE_INTEGER) delete json.minimum;
  if (json.maximum === Number.MAX_SAFE_INTEGER) delete json.maximum;
}

/** How every schema of the document is converted. */
export const CONVERSION = {
  target: 'draft-2020-12',
  // A refinement or transform is checked by the service and described in words here.
  unrepresentable: 'any',
  override({ zodSchema, jsonSchema }: { zodSchema: unknown; jsonSchema: JsonSchema }) {
    withoutSafeIntegerBounds(jsonSchema);
    Object.assign(jsonSchema, REFINED.get(zodSchema));
  },
} as const;

/** The component schemas: the contract's records, the problem body and each operation's envelope. */
export function componentSchemas(envelopes: ReadonlyMap<Operation, z.ZodMiniType>): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  const named: [string, z.ZodMiniType][] = [
    ['Location', LocationSchema],
    ['Description', DescriptionSchema],
    ['Precipitation', PrecipitationSchema],
    ['HourlyRecord', HourlyRecordSchema],
    ['DailyRecord', DailyRecordSchema],
    ['Units', UnitsSchema],
    ['Violation', ViolationSchema],
    ['Problem', ProblemSchema],
    ...[...envelopes].map(([operation, schema]): [string, z.ZodMiniType] => [envelopeName(operation), schema]),
  ];
  for (const [id, schema] of named) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, { ...CONVERSION, uri: (id) => `${COMPONENT_PREFIX}${id}` });
  // Each component is a schema of the document's dialect, not a document of its own.
  return Object.fromEntries(
    Object.entries(schemas).map(([id, schema]) => {
      const { $schema: _dialect, $id: _id, ...rest } = schema as JsonSchema;
      return [id, rest];
    }),
  );
}
