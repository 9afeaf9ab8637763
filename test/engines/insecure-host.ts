// A host name that is not a secure context: `http://site.test:<port>/` reaches the suite's own
// servers on 127.0.0.1, but a browser judges the page by its URL, and a plain-HTTP page of a name
// other than localhost is insecure (`isSecureContext` false, no `crypto.subtle`), as a site on
// plain HTTP or a phone trying `http://192.168.1.5:5173` is. Each engine is told to send the name
// to loopback in its own way: Chromium by a host resolver rule, Firefox by a preference, WebKit
// (WebKitGTK's MiniBrowser, which has neither) through this small HTTP proxy.
import { createServer, request as forward, type Server } from 'node:http';

/** The insecure host name, `.test` being reserved for testing (RFC 2606). */
export const INSECURE_HOST = 'site.test';

// WebKitGTK sends loopback through the proxy too, whatever its ignore list says.
const LOOPBACK_NAMES = new Set([INSECURE_HOST, '127.0.0.1', 'localhost']);

/** Chromium's flag that resolves the insecure host to loopback. */
export const CHROMIUM_HOST_RULE = `--host-resolver-rules=MAP ${INSECURE_HOST} 127.0.0.1`;

/** Firefox's preferences that resolve the insecure host to loopback. */
export const FIREFOX_HOST_PREFS = { 'network.dns.localDomains': INSECURE_HOST };

/**
 * Starts a forward proxy on a free loopback port that passes requests for the insecure host (and
 * loopback) to the same port on 127.0.0.1, and refuses any other host; resolves with its port and a way to stop it.
 */
export async function startInsecureHostProxy(): Promise<{ port: number; close: () => Promise<void> }> {
  const server: Server = createServer((incoming, out) => {
    const target = URL.canParse(incoming.url ?? '') ? new URL(incoming.url!) : undefined;
    if (target === undefined || !LOOPBACK_NAMES.has(target.hostname)) {
      out.writeHead(502).end(`this proxy forwards ${INSECURE_HOST} and loopback only`);
      return;
    }
    const upstream = forward(
      {
        host: '127.0.0.1',
        port: target.port || 80,
        path: target.pathname + target.search,
        method: incoming.method,
        headers: incoming.headers,
      },
      (answer) => {
        out.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(out);
      },
    );
    upstream.on('error', () => out.headersSent || out.writeHead(502).end());
    incoming.pipe(upstream);
  });
  // Never what keeps the test's process alive.
  server.unref();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
