// Reading, parsing and checking a query costs more than answering it from the cache, and the
// same query strings arrive again and again (every widget of a page, every visitor of a site).
// So a query string is read once: its parameters and violations are kept, by the string, and
// reused until the bounded memory forgets them. Other queries (records, URLSearchParams) are
// read afresh each time. What is kept is frozen: no caller can change it for the next one.
import { boundedMemo } from '../contract/bounded-memo.ts';
import type { Violation } from '../contract/problems.ts';
import { parseParameters, violation, type Operation, type ParsedParameters } from '../contract/queries.ts';
import { crossParameterViolations, whereabouts, type Whereabouts } from './query-rules.ts';
import { readQuery, type RawQuery } from './read-query.ts';
import type { Tier } from './tiers.ts';
import type { ReadonlyValues } from './types.ts';

/** One query of one operation, read, parsed and checked parameter by parameter. */
export interface ParsedQuery {
  values: ReadonlyValues;
  parameters: Readonly<ParsedParameters>;
  /** The violations of single parameters, a missing key first. */
  violations: readonly Violation[];
  /** Whether the key is missing or malformed: nothing else is looked at then. */
  keyInvalid: boolean;
  /** Every violation for a key of `tier`: the single parameters' and the rules that tie them together. */
  violationsFor(tier: Tier): readonly Violation[];
  /** Where the query asks about; only for a query without violations. */
  whereabouts(): Whereabouts;
}

/** Longest query string kept; longer ones are read each time, so memory stays small. */
const MAX_KEPT_LENGTH = 512;

/** `parse(operation, query)`: the ParsedQuery of a request, kept by query string, up to `maxEntries` an operation. */
export function parsedQueries(maxEntries = 4096) {
  // Forgetting all at once keeps each lookup a single Map read; the set refills from traffic.
  const kept: Record<Operation, (query: string) => ParsedQuery> = {
    forecast: boundedMemo(maxEntries, (query: string) => parseQuery('forecast', query)),
    current: boundedMemo(maxEntries, (query: string) => parseQuery('current', query)),
    geocode: boundedMemo(maxEntries, (query: string) => parseQuery('geocode', query)),
    climate: boundedMemo(maxEntries, (query: string) => parseQuery('climate', query)),
  };
  return function parse(operation: Operation, query: RawQuery): ParsedQuery {
    if (typeof query !== 'string' || query.length > MAX_KEPT_LENGTH) return parseQuery(operation, query);
    return kept[operation](query);
  };
}

function parseQuery(operation: Operation, query: RawQuery): ParsedQuery {
  const values = readQuery(query);
  const { parameters, violations } = parseParameters(operation, values);
  if (!values.has('key')) violations.unshift(violation('key', 'missing'));
  // One query names one key, so one tier: the last tier's violations are the ones asked again.
  let checked: { tier: Tier; all: readonly Violation[] } | undefined;
  let where: Whereabouts | undefined;
  return {
    values,
    parameters: Object.freeze(parameters),
    violations: Object.freeze(violations),
    keyInvalid: violations.some((v) => v.param === 'key'),
    violationsFor(tier) {
      if (checked?.tier !== tier)
        checked = {
          tier,
          all: Object.freeze([...violations, ...crossParameterViolations(operation, values, parameters, tier)]),
        };
      return checked.all;
    },
    whereabouts() {
      where ??= Object.freeze(whereabouts(parameters));
      return where;
    },
  };
}
