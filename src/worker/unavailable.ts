import { problem } from '../contract/problems.ts';
import type { ServiceReply } from '../service/types.ts';

/** The reply of the page client when the service cannot answer at all: a 503 problem, as a value. */
export function unavailable(detail: string): ServiceReply {
  return { status: 503, headers: { 'Content-Type': 'application/problem+json' }, body: problem('service_unavailable', detail) };
}
