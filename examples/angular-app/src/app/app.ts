import { Component, CUSTOM_ELEMENTS_SCHEMA, signal } from '@angular/core';
import 'weather-widgets'; // registers <weather-forecast> and <weather-search>
import type { Location, WeatherPlaceSelectEvent } from 'weather-widgets';

@Component({
  selector: 'app-root',
  // Angular leaves elements it does not know, and their properties and events, to the browser.
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  template: `
    <main>
      <h1>Weather</h1>
      <weather-search label="Find a place" (weather-place-select)="choose($event)"></weather-search>
      <weather-forecast place="Oslo" [days]="3" [location]="location()"></weather-forecast>
    </main>
  `,
})
export class App {
  readonly location = signal<Location | undefined>(undefined);

  /** The search's event is a WeatherPlaceSelectEvent; Angular's templates type it as Event. */
  choose(event: Event): void {
    this.location.set((event as WeatherPlaceSelectEvent).location);
  }
}
