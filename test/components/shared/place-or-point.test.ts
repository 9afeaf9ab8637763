import { describe, expect, it } from 'vitest';
import { setPlaceOrPoint, type PlaceOrPoint } from '../../../src/components/shared/place-or-point.ts';

// An element's properties as the widgets write them: each setter hands its value to the helper.
function element() {
  const where: PlaceOrPoint = {};
  const host = {
    get place() {
      return where.place;
    },
    set place(value: string | undefined | null) {
      setPlaceOrPoint(host, where, 'place', value);
    },
    get lat() {
      return where.lat;
    },
    set lat(value: number | undefined | null) {
      setPlaceOrPoint(host, where, 'lat', value);
    },
    get lon() {
      return where.lon;
    },
    set lon(value: number | undefined | null) {
      setPlaceOrPoint(host, where, 'lon', value);
    },
  };
  return host;
}

describe('setPlaceOrPoint', () => {
  it('clears the point when a place is named, and the place when a coordinate is set', () => {
    const widget = element();
    widget.lat = 59.91;
    widget.lon = 10.75;
    widget.place = 'Lisbon';
    expect([widget.place, widget.lat, widget.lon]).toEqual(['Lisbon', undefined, undefined]);
    widget.lat = 38.72;
    expect([widget.place, widget.lat, widget.lon]).toEqual([undefined, 38.72, undefined]);
    widget.lon = -9.14;
    expect([widget.place, widget.lat, widget.lon]).toEqual([undefined, 38.72, -9.14]);
  });

  it('reads null (a removed attribute) as unset and clears nothing for it', () => {
    const widget = element();
    widget.place = 'Oslo';
    widget.lat = null;
    widget.lon = undefined;
    expect([widget.place, widget.lat, widget.lon]).toEqual(['Oslo', undefined, undefined]);
    widget.place = null;
    expect(widget.place).toBeUndefined();
  });
});
