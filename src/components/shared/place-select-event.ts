import type { Location } from '../../contract/records.ts';

/**
 * Fired by `<weather-search>` when the visitor chooses a place. It bubbles out of shadow roots.
 * Cancel it (`preventDefault()`) to stop the search from updating its `for` forecast.
 */
export class WeatherPlaceSelectEvent extends Event {
  static readonly eventName = 'weather-place-select';

  constructor(readonly location: Location) {
    super(WeatherPlaceSelectEvent.eventName, { bubbles: true, composed: true, cancelable: true });
  }
}

declare global {
  interface HTMLElementEventMap {
    'weather-place-select': WeatherPlaceSelectEvent;
  }
}
