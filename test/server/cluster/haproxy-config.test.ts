// src/server/cluster/haproxy.cfg is the production example that docs/redis-behind-a-load-balancer.md
// shows: it must be what haproxyConfig renders, the configuration the load-balancer test runs.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { haproxyConfig } from '../../../src/server/cluster/haproxy-config.ts';

describe('haproxy.cfg', () => {
  it('is the rendering of haproxy-config.ts for three instances on a private network', () => {
    const committed = readFileSync(new URL('../../../src/server/cluster/haproxy.cfg', import.meta.url), 'utf8');
    const servers = ['10.0.0.11:8787', '10.0.0.12:8787', '10.0.0.13:8787'];
    expect(committed).toBe(haproxyConfig({ bind: ':80', servers }));
  });

  it('gives each request an id of its own that the client cannot choose', () => {
    const text = haproxyConfig({ bind: ':80', servers: ['10.0.0.11:8787'] });
    expect(text).toMatch(/^ {4}unique-id-format .+$/m);
    expect(text).toMatch(/^ {4}http-request set-header X-Request-ID %\[unique-id\]$/m);
  });
});
