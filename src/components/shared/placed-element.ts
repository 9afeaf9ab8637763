// What the forecast and the climate share as elements: a place asked about by its name, or by
// its latitude and longitude.
import { LitElement } from 'lit';
import { property } from 'lit/decorators.js';
import { setPlaceOrPoint, type PlaceOrPoint } from './place-or-point.ts';

/** An element that shows a place: `place`, or `lat` and `lon`, the last one set winning. */
export abstract class PlacedElement extends LitElement {
  readonly #where: PlaceOrPoint = {};

  /** The place's name; setting it clears `lat` and `lon` (the last one set wins). */
  @property({ reflect: true })
  get place(): string | undefined {
    return this.#where.place;
  }
  set place(value: string | undefined | null) {
    setPlaceOrPoint(this, this.#where, 'place', value);
  }

  /** Latitude; setting it clears `place`. */
  @property({ type: Number, reflect: true })
  get lat(): number | undefined {
    return this.#where.lat;
  }
  set lat(value: number | undefined | null) {
    setPlaceOrPoint(this, this.#where, 'lat', value);
  }

  /** Longitude; setting it clears `place`. */
  @property({ type: Number, reflect: true })
  get lon(): number | undefined {
    return this.#where.lon;
  }
  set lon(value: number | undefined | null) {
    setPlaceOrPoint(this, this.#where, 'lon', value);
  }
}
