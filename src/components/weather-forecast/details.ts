// The facts of the current block that `details` chooses, in the order it names them.
import { parseWords, type Parsed } from './options.ts';

/** The facts `details` can name. */
export const DETAILS = ['humidity', 'wind', 'pressure', 'uv', 'dew', 'visibility', 'sunrise', 'moon'] as const;
export type Detail = (typeof DETAILS)[number];

/** Without `details`: the facts the current block has always shown, in their order. */
export const DEFAULT_DETAILS: readonly Detail[] = ['wind', 'humidity', 'pressure', 'visibility', 'dew', 'sunrise'];

/**
 * `details="uv wind moon"` (spaces or commas) → those facts in that order, each once; unknown
 * words are dropped (corrected); nothing left → the default set.
 */
export function parseDetails(text: string | null | undefined): Parsed<readonly Detail[]> {
  return parseWords(text, DETAILS, DEFAULT_DETAILS);
}
