// A package-lock.json for a throwaway app that installs the packed package: its dependencies at
// the versions this repository's lockfile pins, so that `npm ci --offline` installs them from the
// cache that `npm ci` filled (a lockfile spares npm the registry's metadata, which that cache
// lacks on a fresh machine), and the app is tested with the versions the repository is.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';

interface LockEntry {
  version?: string;
  resolved?: string;
  integrity?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  [field: string]: unknown;
}

interface Lockfile {
  packages: Record<string, LockEntry>;
}

// Where Node looks for `name` from the package at `from`: its own node_modules, then its ancestors'.
function lookup(lock: Lockfile, from: string, name: string): string | undefined {
  for (
    let base = from;
    ;
    base = base.includes('/node_modules/') ? base.slice(0, base.lastIndexOf('/node_modules/')) : ''
  ) {
    const path = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (lock.packages[path]) return path;
    if (base === '') return undefined;
  }
}

/** The lock entries of `names` and everything they need, as the repository's lockfile has them. */
function closure(lock: Lockfile, names: string[]): Record<string, LockEntry> {
  const found: Record<string, LockEntry> = {};
  const visit = (from: string, name: string, optional: boolean) => {
    const path = lookup(lock, from, name);
    if (!path) {
      if (optional) return;
      throw new Error(
        `app-lockfile: ${name} (needed by ${from || 'the package'}) is not in the repository's package-lock.json`,
      );
    }
    if (found[path]) return;
    // The flags say how the repository uses a package (dev, peer); npm works them out again for the app.
    const { dev: _dev, devOptional: _devOptional, peer: _peer, ...entry } = lock.packages[path]!;
    found[path] = entry;
    for (const dependency of Object.keys(entry.dependencies ?? {})) visit(path, dependency, false);
    for (const dependency of Object.keys({ ...entry.optionalDependencies, ...entry.peerDependencies }))
      visit(path, dependency, true);
  };
  for (const name of names) visit('', name, false);
  return found;
}

/**
 * The package.json and package-lock.json of an app that depends on the tarball (beside them in
 * its folder) and on `ownDependencies`, named as the package names them.
 */
export function appManifests(
  repoRoot: string,
  tarball: string,
  ownDependencies: string[],
  type: 'module' | 'commonjs' = 'module',
): { packageJson: object; packageLock: object } {
  const lock = JSON.parse(readFileSync(`${repoRoot}/package-lock.json`, 'utf8')) as Lockfile;
  const manifest = JSON.parse(readFileSync(`${repoRoot}/package.json`, 'utf8')) as {
    name: string;
    version: string;
    license: string;
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  const spec = `file:${basename(tarball)}`;
  const dependencies = {
    [manifest.name]: spec,
    ...Object.fromEntries(
      ownDependencies.map((name) => [name, manifest.dependencies[name] ?? manifest.devDependencies[name]!]),
    ),
  };
  const packageJson = { name: 'weather-widgets-app', version: '1.0.0', private: true, type, dependencies };
  const integrity = `sha512-${createHash('sha512').update(readFileSync(tarball)).digest('base64')}`;
  const packageLock = {
    name: packageJson.name,
    version: packageJson.version,
    lockfileVersion: 3,
    requires: true,
    packages: {
      '': { name: packageJson.name, version: packageJson.version, dependencies },
      [`node_modules/${manifest.name}`]: {
        version: manifest.version,
        resolved: spec,
        integrity,
        license: manifest.license,
        dependencies: manifest.dependencies,
      },
      ...closure(lock, [...new Set([...Object.keys(manifest.dependencies), ...ownDependencies])]),
    },
  };
  return { packageJson, packageLock };
}
