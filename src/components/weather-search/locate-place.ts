import type { CurrentEnvelope } from '../../contract/envelopes.ts';
import type { Location } from '../../contract/records.ts';
import type { AskService, Refusal } from '../shared/ask-service.ts';
import { currentPosition } from './geolocate.ts';

/** The place where the visitor is, why the browser could not tell, or the service's refusal. */
export type LocateOutcome =
  | { ok: true; location: Location }
  | { ok: false; reason: 'denied' | 'unavailable' }
  | { ok: false; reason: 'refused'; refusal: Refusal };

/** The browser's position (within 10 s), turned into a place named in `language` by the service's current operation. */
export async function locatePlace(ask: AskService, key: string | undefined, language: string): Promise<LocateOutcome> {
  const position = await currentPosition(10_000);
  if (!position.ok) return position;
  // Fixed decimals: the service takes plain decimals only, never 1e-7.
  const query = { lat: position.lat.toFixed(4), lon: position.lon.toFixed(4), language, ...(key ? { key } : {}) };
  const outcome = await ask<CurrentEnvelope>('current', query);
  return outcome.ok
    ? { ok: true, location: outcome.body.location }
    : { ok: false, reason: 'refused', refusal: outcome };
}
