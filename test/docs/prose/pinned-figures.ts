// The figures a page states in words, each pinned to the constant it comes from: a change to the
// constant breaks the phrase, and the test names the page to update. Build and bench figures are
// never pinned here: they live in the generated docs/sizes.md and docs/benchmarks.md.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { LANGUAGES } from '../../../src/contract/languages.ts';
import { DEFAULT_TIMINGS } from '../../../src/page-client/worker-connection.ts';
import { COMMAND_BUDGET_MS } from '../../../src/server/redis/redis-connection.ts';
import { DEFAULT_LIMITS } from '../../../src/server/server-limits.ts';
import type { Pin } from './hand-typed-figures.ts';

const ROOT = resolve(import.meta.dirname, '../../..');

/**
 * A module's unexported numeric constant, as its source writes it (`const NAME = 10 * 60_000;`,
 * `const NAME = [1000, 3000];`, or a destructured default `NAME = 2000`): pins need no export.
 */
export function constantIn(file: string, name: string): number | number[] {
  const source = readFileSync(resolve(ROOT, file), 'utf8');
  const expression = new RegExp(`\\b${name}\\s*=\\s*([\\d_\\s*+.,[\\]]+)[;,}]`).exec(source)?.[1]?.trim().replace(/,$/, '');
  if (expression === undefined || !/^[\d_\s*+.,[\]]+$/.test(expression)) throw new Error(`pinned figures: no numeric ${name} in ${file}`);
  const values = JSON.parse(`[${expression.replace(/_/g, '')}]`.replace(/(\d+(?:\.\d+)?)\s*\*\s*(\d+(?:\.\d+)?)/g, (_, a: string, b: string) => String(Number(a) * Number(b)))) as (number | number[])[];
  return values[0]!;
}

const seconds = (ms: number) => `${ms / 1000} s`;
const [firstRetry, secondRetry] = constantIn('src/components/weather-forecast/forecast-controller.ts', 'UNAVAILABLE_RETRY_DELAYS_MS') as number[];
const storeTimeout = constantIn('src/stores/resilient-store.ts', 'timeoutMs') as number;
const refresh = constantIn('src/components/weather-forecast/forecast-controller.ts', 'REFRESH_MS') as number;
const debounce = constantIn('src/components/weather-search/search-interaction.ts', 'DEBOUNCE_MS') as number;

/** Every pinned phrase, by page. */
export const PINNED_FIGURES: readonly Pin[] = [
  { page: 'README.md', says: `${LANGUAGES.length} languages in all`, from: 'LANGUAGES (src/contract/languages.ts)' },
  { page: 'docs/climate.md', says: `the widgets' ${LANGUAGES.length} languages`, from: 'LANGUAGES (src/contract/languages.ts)' },
  {
    page: 'docs/testing.md',
    says: `(${seconds(constantIn('src/testing/search-harness.ts', 'timeout') as number)} by default)`,
    from: 'SearchHarness.choose timeout (search-harness.ts)',
  },
  { page: 'docs/testing.md', says: `(every ${refresh / 60_000} minutes)`, from: 'REFRESH_MS (forecast-controller.ts)' },
  {
    page: 'docs/testing.md',
    says: `default ${constantIn('src/testing/page-hook/test-faults.ts', 'DEFAULT_RETRY_AFTER_SECONDS') as number} s`,
    from: 'DEFAULT_RETRY_AFTER_SECONDS (test-faults.ts)',
  },
  { page: 'docs/elements.md', says: `speak ${LANGUAGES.length} languages`, from: 'LANGUAGES (src/contract/languages.ts)' },
  { page: 'docs/elements.md', says: `every ${refresh / 60_000} minutes`, from: 'REFRESH_MS (forecast-controller.ts)' },
  { page: 'docs/elements.md', says: `waits ${debounce} ms after the last keystroke`, from: 'DEBOUNCE_MS (search-interaction.ts)' },
  { page: 'docs/site-owners.md', says: `every ${seconds(DEFAULT_TIMINGS.heartbeatMs)} while calls are pending`, from: 'DEFAULT_TIMINGS.heartbeatMs' },
  { page: 'docs/site-owners.md', says: `after ${seconds(DEFAULT_TIMINGS.unresponsiveMs)} without an answer`, from: 'DEFAULT_TIMINGS.unresponsiveMs' },
  { page: 'docs/site-owners.md', says: `silent for up to ${seconds(DEFAULT_TIMINGS.startTimeoutMs)}`, from: 'DEFAULT_TIMINGS.startTimeoutMs' },
  { page: 'docs/site-owners.md', says: `takes more than ${seconds(DEFAULT_TIMINGS.callTimeoutMs)}`, from: 'DEFAULT_TIMINGS.callTimeoutMs' },
  { page: 'docs/site-owners.md', says: `after ${seconds(firstRetry!)} and ${seconds(secondRetry!)}`, from: 'UNAVAILABLE_RETRY_DELAYS_MS (forecast-controller.ts)' },
  { page: 'docs/site-owners.md', says: `first request within ${seconds(storeTimeout)}`, from: 'resilientStore timeoutMs (resilient-store.ts)' },
  { page: 'docs/architecture.md', says: `${seconds(firstRetry!)}, then ${seconds(secondRetry!)}`, from: 'UNAVAILABLE_RETRY_DELAYS_MS (forecast-controller.ts)' },
  {
    page: 'docs/architecture.md',
    says: `unanswered for ${seconds(DEFAULT_TIMINGS.unresponsiveMs)} (${seconds(DEFAULT_TIMINGS.startTimeoutMs)} before its first answer)`,
    from: 'DEFAULT_TIMINGS (worker-connection.ts)',
  },
  { page: 'docs/troubleshooting.md', says: `did not open within ${seconds(storeTimeout)}`, from: 'resilientStore timeoutMs (resilient-store.ts)' },
  ...(
    [
      ['headersTimeout', DEFAULT_LIMITS.headersTimeoutMs],
      ['requestTimeout', DEFAULT_LIMITS.requestTimeoutMs],
      ['keepAliveTimeout', DEFAULT_LIMITS.keepAliveTimeoutMs],
      ['connectionsCheckingInterval', DEFAULT_LIMITS.checkIntervalMs],
    ] as const
  ).map(([option, ms]) => ({ page: 'docs/server.md', says: `(\`${option}\`) | ${seconds(ms)} |`, from: `DEFAULT_LIMITS (server-limits.ts)` })),
  {
    page: 'docs/http-api.md',
    says: `Bodies of ${(constantIn('src/server/http-responder.ts', 'COMPRESS_MIN_BYTES') as number) / 1024} KB or more`,
    from: 'COMPRESS_MIN_BYTES (http-responder.ts)',
  },
  { page: 'docs/server.md', says: `a budget of ${COMMAND_BUDGET_MS} ms`, from: 'COMMAND_BUDGET_MS (redis-connection.ts)' },
  { page: 'docs/server.md', says: `(\`maxConnections\`; more are closed at once) | ${DEFAULT_LIMITS.maxConnections.toLocaleString('en-US')} |`, from: 'DEFAULT_LIMITS.maxConnections' },
  { page: 'docs/server.md', says: `more are answered 429 and closed at once) | ${DEFAULT_LIMITS.maxConnectionsPerClient} |`, from: 'DEFAULT_LIMITS.maxConnectionsPerClient' },
  { page: 'docs/server.md', says: `(\`maxHeaderSize\`; more is a 431) | ${DEFAULT_LIMITS.maxHeaderSize / 1024} KB |`, from: 'DEFAULT_LIMITS.maxHeaderSize' },
];
