// How the browser and Redis tests find their programs: the variable first, and a message that
// names what to install on each system when nothing can be found.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installAdvice } from './debian-packages.ts';
import { findChromium } from './find-chromium.ts';
import { ensureRedisServer } from '../server/redis-server.ts';

afterEach(() => vi.unstubAllEnvs());

describe('finding the tests’ programs', () => {
  it('takes the Chromium that CHROMIUM_PATH names before any other', () => {
    // Any existing executable stands in: the finder checks that the path exists, not what it is.
    vi.stubEnv('CHROMIUM_PATH', process.execPath);
    expect(findChromium()).toBe(process.execPath);
  });

  it('takes the redis-server that REDIS_SERVER_PATH names before any other', () => {
    vi.stubEnv('REDIS_SERVER_PATH', process.execPath);
    expect(ensureRedisServer()).toBe(process.execPath);
  });

  it('says how to install a missing program on Debian/Ubuntu, macOS and Windows, and which variable to set instead', () => {
    const advice = installAdvice(
      { debian: 'apt-get install redis-server', macos: 'brew install redis', windows: 'use WSL' },
      'REDIS_SERVER_PATH',
    );
    expect(advice).toContain('on Debian/Ubuntu `apt-get install redis-server`');
    expect(advice).toContain('on macOS `brew install redis`');
    expect(advice).toContain('on Windows use WSL');
    expect(advice).toContain('set REDIS_SERVER_PATH');
  });
});
