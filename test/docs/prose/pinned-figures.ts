// The figures a page states in words, each pinned to the constant it comes from: a change to the
// constant breaks the phrase, and the test names the page to update. Build and bench figures are
// never pinned here: they live in the generated docs/sizes.md and docs/benchmarks.md.
import { DEFAULT_LIMITS } from '../../../src/server/server-limits.ts';
import type { Pin } from './hand-typed-figures.ts';

const seconds = (ms: number) => `${ms / 1000} s`;

/** Every pinned phrase, by page. */
export const PINNED_FIGURES: readonly Pin[] = [
  { page: 'docs/server.md', says: `| ${seconds(DEFAULT_LIMITS.headersTimeoutMs)} |`, from: 'DEFAULT_LIMITS.headersTimeoutMs' },
];
