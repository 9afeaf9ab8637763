// HAProxy in front of the instances: it checks each one's health, keeps connections to them
// open, and sends a request that found an instance dead (refused, reset, or closed without an
// answer) to another, so that its client sees nothing. Only GET, HEAD and OPTIONS are retried:
// they are all this API has, and they are safe to send twice. The client's address is written
// into X-Forwarded-For, replacing whatever the client put there, and the instances believe that
// header only from the balancer's own address (--trust-proxy), so each client's share is its own.
// Each request gets an id (X-Request-ID) that stays the same when it is sent again: an instance
// that admitted it and died before answering has counted it already, and the quota on Redis
// counts it once.

/** What differs between a production balancer and the loopback cluster of `npm run cluster`. */
export interface HaproxySettings {
  /** Where clients connect, e.g. `:80` or `127.0.0.1:8080`. */
  bind: string;
  /** The instances, as `host:port`. */
  servers: readonly string[];
  /** Connections the balancer holds at most, from clients. */
  maxConnections?: number;
}

/** The configuration file's text. */
export function haproxyConfig({ bind, servers, maxConnections = 4096 }: HaproxySettings): string {
  return `# HAProxy in front of weather-widgets instances (docs/server.md, "A load balancer in front").
# Each instance runs with --trust-proxy set to this balancer's address.
global
    maxconn ${maxConnections}

defaults
    mode http
    option http-keep-alive
    timeout connect 1s
    timeout client 30s
    timeout server 15s
    timeout http-request 10s
    timeout http-keep-alive 5s
    # A request that found its instance dead goes to another: up to 3 times, each elsewhere.
    retries 3
    option redispatch 1
    retry-on conn-failure empty-response response-timeout 503

frontend weather
    bind ${bind}
    # The client's own address, never one the client wrote.
    http-request set-header X-Forwarded-For %[src]
    # Each request's own id, the same when it is sent again to another instance: the shared
    # quota counts it once. The client's own X-Request-ID is replaced, never believed.
    unique-id-format %{+X}o\\ %ci:%cp_%fi:%fp_%Ts_%rt:%pid
    http-request set-header X-Request-ID %[unique-id]
    # Every operation is a GET: anything else is never sent twice.
    http-request disable-l7-retry if !METH_GET !METH_HEAD !METH_OPTIONS
    default_backend instances

backend instances
    balance leastconn
    # Idle connections to the instances are kept and reused.
    http-reuse safe
    # An OPTIONS request needs no key and costs no quota: 204 from a live instance.
    option httpchk
    http-check send meth OPTIONS uri /v1/forecast ver HTTP/1.1 hdr Host weather
    http-check expect status 204
    default-server check inter 1s fall 2 rise 2 maxconn 256
${servers.map((server, index) => `    server instance${index + 1} ${server}`).join('\n')}
`;
}
