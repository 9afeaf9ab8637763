// The document's examples are real replies: each operation asked through the HTTP responder of a
// service over a real source, at a fixed instant, so the same source gives the same examples.
import { UpstreamError } from '../../contract/source-error.ts';
import { OPERATIONS, OPERATION_PARAMETERS, type Operation, type ParameterName } from '../../contract/queries.ts';
import { createWeatherService } from '../../service/create-weather-service.ts';
import { DEFAULT_KEYS, TIERS } from '../../service/tiers.ts';
import type { Source } from '../../sources/source.ts';
import { PARSER_REFUSALS, refusalBody } from '../client-error.ts';
import { createHttpResponder, type HttpReply } from '../http-responder.ts';
import { operationParameters } from './parameters.ts';
import { openApiDocument, type OpenApiDocument, type ReplyExamples } from './openapi-document.ts';
import type { ExampleReply } from './responses.ts';

/** The instant the examples are asked at. */
export const EXAMPLE_INSTANT = Date.parse('2026-01-15T12:00:00Z');

// A value of each parameter that breaks the contract, so one request shows many violations.
const INVALID: Record<Exclude<ParameterName, 'key'>, string> = {
  lat: '91',
  lon: '1e2',
  place: ' ',
  units: 'kelvin',
  days: '15',
  hourly: '3.5',
  limit: '0',
  language: 'english',
};

const FREE_KEY = Object.keys(DEFAULT_KEYS).find((key) => DEFAULT_KEYS[key] === 'free')!;

/** The query of an operation from its parameters' examples (a place, not coordinates). */
function exampleQuery(operation: Operation, key: string): string {
  const query = new URLSearchParams({ key });
  for (const { name, example } of operationParameters(operation))
    if (name !== 'lat' && name !== 'lon') query.set(name, String(example));
  return query.toString();
}

function invalidQuery(operation: Operation, key: string): string {
  const query = new URLSearchParams({ key });
  for (const name of OPERATION_PARAMETERS[operation] as readonly ParameterName[])
    if (name !== 'key') query.set(name, INVALID[name]);
  return query.toString();
}

const decoder = new TextDecoder();
const exampleOf = ({ status, headers, body }: HttpReply): ExampleReply => ({
  status,
  headers,
  body: body === undefined ? undefined : (JSON.parse(decoder.decode(body)) as unknown),
});

// A source whose upstream is down: every question it can be asked, whichever operations the
// contract has, fails as an unreachable upstream does.
const unreachable = (): Promise<never> =>
  Promise.reject(new UpstreamError('upstream_unavailable', 'The upstream could not be reached: connection refused.'));
const downSource = new Proxy({} as Source, {
  // Not thenable: a source is never mistaken for a promise of one.
  get: (_, name) => (name === 'then' ? undefined : unreachable),
});

/**
 * Real replies of every operation over `source`: an answer, a request with many violations, an
 * unknown key, the free tier's quota spent, and the upstream down; and, for no operation, a
 * path that is none and a method it does not allow.
 */
export async function recordExamples(source: Source, basePath = '/v1'): Promise<ReplyExamples> {
  const options = { basePath, now: () => EXAMPLE_INSTANT };
  const respond = createHttpResponder(createWeatherService({ source, now: () => EXAMPLE_INSTANT }), options);
  const down = createHttpResponder(
    createWeatherService({ source: downSource, now: () => EXAMPLE_INSTANT, onError: () => {} }),
    options,
  );
  const ask = async (target: string, method = 'GET', responder = respond) =>
    exampleOf(await responder({ method, url: `${basePath}${target}`, acceptEncoding: null }));

  const examples: Record<string, ExampleReply[]> = {};
  for (const operation of OPERATIONS) {
    examples[operation] = [
      await ask(`/${operation}?${exampleQuery(operation, FREE_KEY)}`),
      await ask(`/${operation}?${invalidQuery(operation, FREE_KEY)}`),
      await ask(`/${operation}?key=not-a-known-key&place=Oslo`),
      await ask(`/${operation}?${exampleQuery(operation, FREE_KEY)}`, 'GET', down),
    ];
  }
  // The free key's minute, spent: every operation is then refused with 429.
  for (let spent = 0; spent < TIERS.free.perMinute; spent++)
    if ((await ask(`/${OPERATIONS[0]}?key=${FREE_KEY}`)).status === 429) break;
  for (const operation of OPERATIONS) {
    const refused = await ask(`/${operation}?${exampleQuery(operation, FREE_KEY)}`);
    const { HPE_HEADER_OVERFLOW: tooLarge } = PARSER_REFUSALS;
    examples[operation]!.push(refused, {
      status: tooLarge.status,
      headers: {},
      body: refusalBody('invalid_request', tooLarge.status, tooLarge.title, tooLarge.detail),
    });
  }
  examples['*'] = [await ask('/nowhere'), await ask(`/${OPERATIONS[0]}`, 'POST')];
  return examples;
}

/** The document with real replies over `source` as its examples: what a server of the embedded world serves. */
export async function documentWithExamples(source: Source, basePath = '/v1'): Promise<OpenApiDocument> {
  return openApiDocument({ basePath, examples: await recordExamples(source, basePath) });
}
