// HAProxy for the load-balancer tests: the one on the PATH or in the usual places, else Debian's
// package installed as root on Debian (saying so), as redis-server.ts does for Redis.
import { findProgram } from '../../src/server/cluster/start-cluster.ts';
import { installAdvice, installDebianPackages } from '../e2e/debian-packages.ts';

function found(): string | undefined {
  try {
    return findProgram('haproxy', 'haproxy');
  } catch {
    return undefined;
  }
}

/** The path of an haproxy, installing Debian's package when the machine has none; throws saying what to install. */
export function ensureHaproxy(): string {
  const path = found();
  if (path) return path;
  console.error('haproxy: none on this machine.');
  if (installDebianPackages('haproxy', ['haproxy'])) {
    const installed = found();
    if (installed) return installed;
  }
  const advice = installAdvice(
    {
      debian: 'apt-get install haproxy',
      macos: 'brew install haproxy',
      windows: 'HAProxy has no Windows build: run the tests in WSL',
    },
    'PATH',
  );
  throw new Error(`haproxy: none found; ${advice}`);
}
