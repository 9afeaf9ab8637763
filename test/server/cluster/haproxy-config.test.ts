// src/server/cluster/haproxy.cfg is the production example that docs/redis-behind-a-load-balancer.md
// shows: it must be what haproxyConfig renders, the configuration the load-balancer test runs.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { haproxyConfig } from '../../../src/server/cluster/haproxy-config.ts';

describe('haproxy.cfg', () => {
  it('is the rendering for three instances on a private network', () => {
    const committed = readFileSync(resolve(import.meta.dirname, '../../../src/server/cluster/haproxy.cfg'), 'utf8');
    expect(committed).toBe(
      haproxyConfig({ bind: ':80', servers: ['10.0.0.11:8787', '10.0.0.12:8787', '10.0.0.13:8787'] }),
    );
  });
});
