// The contract names each operation's 200 body `<Operation>EnvelopeSchema` (ForecastEnvelopeSchema,
// …): the description finds each by that name, so an operation added to the contract's table and
// its envelope appears in the OpenAPI document with no code here.
import type * as z from 'zod/mini';
import * as contract from '../../contract/index.ts';
import { OPERATIONS, type Operation } from '../../contract/queries.ts';

/** The name of an operation's envelope schema in the contract. */
export type EnvelopeSchemaName<O extends Operation> = `${Capitalize<O>}EnvelopeSchema`;

/** The component name of an operation's 200 body: `ForecastEnvelope`. */
export const envelopeName = (operation: Operation): string =>
  `${operation[0]!.toUpperCase()}${operation.slice(1)}Envelope`;

/** Each operation's envelope schema, by the contract's naming; throws naming an operation that has none. */
export function operationEnvelopes(): ReadonlyMap<Operation, z.ZodMiniType> {
  const exported = contract as unknown as Record<string, z.ZodMiniType | undefined>;
  return new Map(
    OPERATIONS.map((operation) => {
      const name = `${envelopeName(operation)}Schema`;
      const schema = exported[name];
      if (schema === undefined)
        throw new Error(`the contract exports no ${name}: the 200 body of the ${operation} operation`);
      return [operation, schema];
    }),
  );
}
