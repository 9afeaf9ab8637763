import type { Page } from '@playwright/test';
import type * as z from 'zod/mini';
import {
  CurrentEnvelopeSchema,
  ForecastEnvelopeSchema,
  GeocodeEnvelopeSchema,
  type CurrentEnvelope,
  type ForecastEnvelope,
  type GeocodeEnvelope,
} from '../contract/envelopes.ts';
import { PROBLEMS, ProblemSchema, problemType, type ProblemCode, type Violation } from '../contract/problems.ts';
import type { ServiceReply } from '../service/types.ts';
import { queueFault } from './faults.ts';
import { addScript, sessionOf } from './session.ts';

/** The operations a page's widgets ask, and the body of each one's 200 reply. */
export interface AnswerBodies {
  forecast: ForecastEnvelope;
  current: CurrentEnvelope;
  geocode: GeocodeEnvelope;
}

/** Every status the contract lets a reply have besides 200. */
export type ProblemStatus = 400 | 401 | 403 | 404 | 405 | 429 | 500 | 502 | 503 | 504;

/**
 * A problem to answer with: its `status`, and where it needs them its violations (400) or its
 * wait (429). `code` defaults to the status's usual one (401 `invalid_key`, 404 `not_found`…);
 * `detail` to a sentence saying a test asked for it.
 */
export interface ProblemAnswer {
  status: ProblemStatus;
  code?: ProblemCode;
  detail?: string;
  /** 400: what is wrong with which parameter; an unknown place is `{ param: 'place', code: 'unknown_place', detail }`. */
  errors?: Violation[];
  /** 429: the wait, in whole seconds (default 30), sent as `Retry-After` and `retry_after`. */
  retryAfterSeconds?: number;
}

/** What `answer` replies with: the operation's body, a problem, or `undefined` to let the service answer. */
export type ScriptedReply<Operation extends keyof AnswerBodies> = AnswerBodies[Operation] | ProblemAnswer;

/** Which questions an answer stands for, and how many. */
export interface AnswerOptions {
  /** Only questions about this place (the `place` the widget asks, any case). Default: every question. */
  place?: string;
  /** How many questions it answers. Default: every one, until `clearFaults(page)`. */
  times?: number;
}

const SCHEMAS: { [Operation in keyof AnswerBodies]: z.ZodMiniType<AnswerBodies[Operation]> } = {
  forecast: ForecastEnvelopeSchema,
  current: CurrentEnvelopeSchema,
  geocode: GeocodeEnvelopeSchema,
};

const USUAL_CODE: Record<ProblemStatus, ProblemCode> = {
  400: 'invalid_request',
  401: 'invalid_key',
  403: 'origin_not_allowed',
  404: 'not_found',
  405: 'method_not_allowed',
  429: 'rate_limited',
  500: 'internal',
  502: 'upstream_error',
  503: 'upstream_unavailable',
  504: 'upstream_timeout',
};

/**
 * Scripts the page's answers to `operation`: a body of the contract (a geocode's `{ results }`, a
 * forecast), a problem (`{ status: 401 }`, `{ status: 400, errors: [...] }`,
 * `{ status: 429, retryAfterSeconds: 5 }`), or a function of the question (its `place`, `lat`,
 * `language`…) that returns one of those, or `undefined` to let the service answer. Every reply is
 * checked against the contract: a body or problem the service could never send throws here (or,
 * from a function, fails the test at its end). Answers apply in the order given, before the
 * service is asked; a chosen weather (`setWeather`) is laid over a 200 forecast as over any.
 */
export function answer<Operation extends keyof AnswerBodies>(
  page: Page,
  operation: Operation,
  reply: ScriptedReply<Operation> | ((query: Record<string, string>) => ScriptedReply<Operation> | undefined),
  options: AnswerOptions = {},
): Promise<void> {
  const call = `answer(page, ${JSON.stringify(operation)}, …)`;
  if (!Object.hasOwn(SCHEMAS, operation))
    throw new RangeError(
      `${call}: operation must be one of ${Object.keys(SCHEMAS).join(', ')}, not ${JSON.stringify(operation)}`,
    );
  const { place, times } = options;
  if (place !== undefined && (typeof place !== 'string' || place.trim() === ''))
    throw new RangeError(`${call}: place must name a place, as the widget asks for it, not ${JSON.stringify(place)}`);
  if (times !== undefined && !(Number.isInteger(times) && times > 0))
    throw new RangeError(`${call}: times must be a whole number of answers, 1 or more, not ${String(times)}`);
  const made = typeof reply === 'function' ? undefined : serviceReply(call, operation, reply);
  return (async () => {
    const session = await sessionOf(page);
    const id = addScript(session, {
      call: `${call}${place ? ` for ${JSON.stringify(place)}` : ''}`,
      awaited: `a ${operation} question${place ? ` about ${place}` : ''}`,
      ...(typeof reply === 'function'
        ? {
            make: (query: Record<string, string>) => {
              const given = reply(query);
              return given === undefined ? undefined : serviceReply(call, operation, given);
            },
          }
        : {}),
    });
    await queueFault(page, {
      kind: 'answer',
      id,
      operation,
      ...(place !== undefined ? { place: place.trim() } : {}),
      ...(made ? { reply: made } : {}),
      ...(times !== undefined ? { count: times } : {}),
    });
  })();
}

/** The reply a test's body or problem stands for, checked against the contract. */
function serviceReply<Operation extends keyof AnswerBodies>(
  call: string,
  operation: Operation,
  reply: ScriptedReply<Operation>,
): ServiceReply {
  if (typeof reply !== 'object' || reply === null)
    throw new TypeError(
      `${call}: give the ${operation} body of the contract or a problem ({ status }), not ${String(reply)}`,
    );
  if ('status' in reply) return problemReply(call, reply);
  const checked = SCHEMAS[operation].safeParse(reply);
  if (!checked.success)
    throw new TypeError(
      `${call}: the body is not a ${operation} reply of the contract: ${checked.error.issues
        .slice(0, 5)
        .map((issue) => `${issue.path.join('.') || '(the body)'}: ${issue.message}`)
        .join(
          '; ',
        )}. Check it against docs/http-api.md, or start from a real reply (requests() and the service's own answers).`,
    );
  return { status: 200, headers: { 'Content-Type': 'application/json' }, body: structuredClone(reply) };
}

function problemReply(call: string, given: ProblemAnswer): ServiceReply {
  const { status, errors, retryAfterSeconds } = given;
  if (!Object.hasOwn(USUAL_CODE, status))
    throw new RangeError(
      `${call}: status must be one the contract allows (200 with a body, or ${Object.keys(USUAL_CODE).join(', ')}), not ${JSON.stringify(status)}`,
    );
  const code = given.code ?? USUAL_CODE[status];
  if (!Object.hasOwn(PROBLEMS, code) || PROBLEMS[code].status !== status)
    throw new RangeError(
      `${call}: code ${JSON.stringify(code)} goes with status ${Object.hasOwn(PROBLEMS, code) ? PROBLEMS[code].status : '(none: it is not a code of the contract)'}, not ${status}`,
    );
  if (status === 400 && !(Array.isArray(errors) && errors.length > 0))
    throw new RangeError(
      `${call}: a 400 lists what is wrong: give errors, e.g. [{ param: 'place', code: 'unknown_place', detail: 'No known place matches "Atlantis".' }]`,
    );
  if (status !== 400 && errors !== undefined) throw new RangeError(`${call}: only a 400 lists errors, not a ${status}`);
  if (status !== 429 && retryAfterSeconds !== undefined)
    throw new RangeError(`${call}: only a 429 has retryAfterSeconds, not a ${status}`);
  const wait = status === 429 ? (retryAfterSeconds ?? 30) : undefined;
  if (wait !== undefined && !(Number.isInteger(wait) && wait > 0))
    throw new RangeError(
      `${call}: retryAfterSeconds must be a whole number of seconds, 1 or more, not ${String(wait)}`,
    );
  const body = {
    type: problemType(code),
    title: PROBLEMS[code].title,
    status,
    detail: given.detail ?? `A test scripted this ${status} answer.`,
    code,
    ...(errors ? { errors } : {}),
    ...(wait !== undefined ? { retry_after: wait } : {}),
  };
  const checked = ProblemSchema.safeParse(body);
  if (!checked.success)
    throw new TypeError(
      `${call}: the problem is not one of the contract: ${checked.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
    );
  return {
    status,
    headers: {
      'Content-Type': 'application/problem+json',
      ...(wait !== undefined ? { 'Retry-After': String(wait) } : {}),
    },
    body,
  };
}
