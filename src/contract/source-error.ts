import type { Problem } from './problems.ts';

/** How an upstream failed: each maps to one problem code of the contract. */
export const UPSTREAM_FAILURES = {
  /** The upstream answered, but with a 5xx or something that is not the contract (502). */
  upstream_error: 502,
  /** The upstream could not be reached, or said it is unavailable (503). */
  upstream_unavailable: 503,
  /** The upstream did not answer in time (504). */
  upstream_timeout: 504,
  /**
   * A file the script loads (a module, the world's manifest or a chunk) is not the one the build
   * pinned: changed where it is served, so it was not used (502).
   */
  integrity: 502,
} as const;
export type UpstreamFailure = keyof typeof UPSTREAM_FAILURES;

// The script tag's build bundles the HTTP sources as a module of their own, with its own copy of
// these classes, so `instanceof` cannot tell their errors from any other. Each error carries a
// brand registered with Symbol.for, the same symbol in every copy, and is recognised by it.
const UPSTREAM_ERROR: unique symbol = Symbol.for('weather-widgets:UpstreamError');
const UPSTREAM_REFUSAL: unique symbol = Symbol.for('weather-widgets:UpstreamRefusal');
const CONFIGURATION_ERROR: unique symbol = Symbol.for('weather-widgets:ConfigurationError');

const hasBrand = (value: unknown, brand: symbol): boolean =>
  typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[brand] === true;

/**
 * Thrown by a source when its upstream fails. The service turns it into a 502/503/504 problem
 * (or serves stale data); `message` must be safe to show a developer: never a key.
 */
export class UpstreamError extends Error {
  override readonly name = 'UpstreamError';
  readonly [UPSTREAM_ERROR] = true;
  constructor(
    readonly failure: UpstreamFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/**
 * Thrown by a source that speaks our contract upstream when the upstream refuses the request
 * itself (400, 401, 429): the service answers with the upstream's own problem and status.
 */
export class UpstreamRefusal extends Error {
  override readonly name = 'UpstreamRefusal';
  readonly [UPSTREAM_REFUSAL] = true;
  constructor(
    readonly status: 400 | 401 | 429,
    readonly problem: Problem,
    readonly headers: Record<string, string> = {},
  ) {
    super(problem.detail);
  }
}

/**
 * Thrown by a source whose configuration cannot work, e.g. a data folder that does not hold the
 * embedded world. The service answers an invalid_configuration problem; `message` names the
 * option to fix.
 */
export class ConfigurationError extends Error {
  override readonly name = 'ConfigurationError';
  readonly [CONFIGURATION_ERROR] = true;
}

/** Whether `error` is an UpstreamError, from this copy of the module or another bundle's. */
export const isUpstreamError = (error: unknown): error is UpstreamError => hasBrand(error, UPSTREAM_ERROR);

/** Whether `error` is an UpstreamRefusal, from this copy of the module or another bundle's. */
export const isUpstreamRefusal = (error: unknown): error is UpstreamRefusal => hasBrand(error, UPSTREAM_REFUSAL);

/** Whether `error` is a ConfigurationError, from this copy of the module or another bundle's. */
export const isConfigurationError = (error: unknown): error is ConfigurationError =>
  hasBrand(error, CONFIGURATION_ERROR);
