import { problem, type ProblemCode } from '../contract/problem-details.ts';
import type { ServiceReply } from '../service/types.ts';

/** A reply the page client makes itself, asking no service: a problem, as a value. */
export function problemReply(code: ProblemCode, detail: string): ServiceReply {
  const body = problem(code, detail);
  return { status: body.status, headers: { 'Content-Type': 'application/problem+json' }, body };
}

/** The reply of the page client when the service cannot answer at all: a 503 problem, as a value. */
export const unavailable = (detail: string): ServiceReply => problemReply('service_unavailable', detail);
