import type { Problem } from '../../contract/problems.ts';
import type { Location } from '../../contract/records.ts';

/**
 * Fired by `<weather-forecast>` once the weather it asked for is on screen (every section it
 * shows is complete), after each load and refresh. It bubbles out of shadow roots.
 */
export class WeatherLoadEvent extends Event {
  static readonly eventName = 'weather-load';

  constructor(
    /** The place shown. */
    readonly location: Location | undefined,
    /** True when the source failed and an older answer is shown (marked "offline"). */
    readonly offline: boolean,
  ) {
    super(WeatherLoadEvent.eventName, { bubbles: true, composed: true });
  }
}

/**
 * Fired by `<weather-forecast>` when it shows an error instead of (or over) the weather: the
 * service's problem, e.g. `rate_limited`, `invalid_request` or `upstream_unavailable`.
 */
export class WeatherErrorEvent extends Event {
  static readonly eventName = 'weather-error';

  constructor(readonly problem: Problem) {
    super(WeatherErrorEvent.eventName, { bubbles: true, composed: true });
  }
}

/** The rejection of `<weather-forecast>.ready` when it shows an error: the service's problem. */
export class WeatherProblemError extends Error {
  override readonly name = 'WeatherProblemError';

  constructor(readonly problem: Problem) {
    super(`${problem.code}: ${problem.detail}`);
  }
}

declare global {
  interface HTMLElementEventMap {
    'weather-load': WeatherLoadEvent;
    'weather-error': WeatherErrorEvent;
  }
}
