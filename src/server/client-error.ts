// What node:http's own parser refuses never reaches the request handler: headers over the limit,
// a malformed request line, a request that took too long. Node answers those with a bare status
// line and no body; here they get the problem+json body every other error has, and the
// connection is closed, as Node would close it.
import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { problem, type Problem, type ProblemCode } from '../contract/problems.ts';

const CLOSE_AFTER_MS = 500;

/** What the server answers to a request its HTTP parser refuses, by Node's error code; the detail never quotes the request. */
export const PARSER_REFUSALS = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    title: 'Request header fields too large',
    detail: 'The request line and headers are larger than this server accepts; send fewer or shorter headers.',
  },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, title: 'Request timeout', detail: 'The request did not arrive in time.' },
  other: {
    status: 400,
    title: 'Bad request',
    detail: 'The request is not valid HTTP/1.1; check its request line and headers.',
  },
} as const;

/** The status and detail for one parser error code. */
function refusalOf(code: string | undefined): { status: number; title: string; detail: string } {
  return code === 'HPE_HEADER_OVERFLOW' || code === 'ERR_HTTP_REQUEST_TIMEOUT'
    ? PARSER_REFUSALS[code]
    : PARSER_REFUSALS.other;
}

/** The problem body of a refusal: the problem of `code` under the refusal's own status and title. */
export function refusalBody(code: ProblemCode, status: number, title: string, detail: string): Problem {
  return { ...problem(code, detail), status, title };
}

/** The bytes of a whole HTTP/1.1 response with a problem body, closing the connection. */
export function problemResponse(code: ProblemCode, status: number, title: string, detail: string): string {
  const body = JSON.stringify(refusalBody(code, status, title, detail));
  return [
    `HTTP/1.1 ${status} ${title}`,
    'Content-Type: application/problem+json',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Access-Control-Allow-Origin: *',
    'X-Content-Type-Options: nosniff',
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/** Answers each request node:http's parser refuses with a problem body, then closes the connection. */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // A reply already under way on this connection cannot be followed by another.
    const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    const { status, title, detail } = refusalOf(error.code);
    socket.end(problemResponse('invalid_request', status, title, detail));
    // A client that keeps sending (a slowloris) must not keep the socket: a moment to read the
    // reply, then it is gone, as Node's own handler would have it at once.
    setTimeout(() => socket.destroy(), CLOSE_AFTER_MS).unref();
  });
}
