// The HTTP benches' client: keep-alive requests over loopback, counted.
import { Agent, request } from 'node:http';
import { BENCH_QUERY } from './http-bench-query.ts';

/** One GET; resolves with its status once the body has been read, 0 if the connection failed. */
export function get(agent: Agent, port: number, path: string, headers: Record<string, string>): Promise<number> {
  return new Promise((done) => {
    const req = request({ host: '127.0.0.1', port, path, agent, headers }, (response) => {
      response.resume();
      response.on('end', () => done(response.statusCode ?? 0));
    });
    req.on('error', () => done(0));
    req.end();
  });
}

/** The request every server is asked; the bare ones ignore it. The key varies, to stay within the rate limit. */
export const pathOf = (run: number) => `/v1/forecast?key=bench-${run % 1000}&${BENCH_QUERY}`;

/** Sends `count` requests over `connections` keep-alive connections; resolves with how many were answered 200. */
export async function sendRequests(
  port: number,
  count: number,
  headers: Record<string, string>,
  connections = 8,
): Promise<number> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  let sent = 0;
  let ok = 0;
  const worker = async () => {
    while (sent < count) if ((await get(agent, port, pathOf(sent++), headers)) === 200) ok++;
  };
  await Promise.all(Array.from({ length: connections }, worker));
  agent.destroy();
  return ok;
}
