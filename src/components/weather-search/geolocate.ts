// The visitor's position from the browser, as a value: the Geolocation API's callbacks and error
// codes become one awaited outcome that never rejects.

/** Where the visitor is, or why that is not known. */
export type Position = { ok: true; lat: number; lon: number } | { ok: false; reason: 'denied' | 'unavailable' };

/** Asks the browser for the current position, giving up after `timeoutMs`. */
export function currentPosition(
  timeoutMs = 10_000,
  geolocation: Geolocation | undefined = globalThis.navigator?.geolocation,
): Promise<Position> {
  return new Promise((resolve) => {
    if (!geolocation) return resolve({ ok: false, reason: 'unavailable' });
    geolocation.getCurrentPosition(
      ({ coords }) => resolve({ ok: true, lat: coords.latitude, lon: coords.longitude }),
      // PERMISSION_DENIED is 1; POSITION_UNAVAILABLE and TIMEOUT both mean "not known now".
      (error) => resolve({ ok: false, reason: error.code === 1 ? 'denied' : 'unavailable' }),
      { timeout: timeoutMs, maximumAge: 5 * 60_000 },
    );
  });
}
