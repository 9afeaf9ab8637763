// Copies the embedded world's folder into a folder that an app serves (public/weather-data/ of
// Next.js, Nuxt, SvelteKit, Astro…), for frameworks whose bundler takes no plugin of ours. Run on
// every build, so it leaves files that already match alone and removes those of an older release.
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { worldFolder } from './world-folder.ts';

/** The file that marks a folder as written by copy-data, so that stale files may be removed from it. */
export const COPY_MARKER = '.weather-widgets-data';

/** What one copy did. */
export interface WorldCopy {
  /** Files written because they were missing or differed. */
  copied: number;
  /** Files already the same, left alone. */
  unchanged: number;
  /** Files of an older release removed. */
  removed: number;
  /** The world's bytes in the folder after the copy. */
  bytes: number;
}

const digest = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');

/** Whether `target` holds exactly the bytes of `source`: sizes first, which is free, then digests. */
function sameFile(source: string, target: string): boolean {
  let size: number;
  try {
    const stat = statSync(target);
    if (!stat.isFile()) return false;
    size = stat.size;
  } catch {
    return false;
  }
  return size === statSync(source).size && digest(source) === digest(target);
}

/**
 * Makes `to` hold the world's files of `from` (default: the installed package's dist/data/), and
 * nothing else. Refuses a folder that holds files but no copy-data marker: those are someone
 * else's, and removing stale files there could remove theirs.
 */
export function copyWorld(to: string, from?: string): WorldCopy {
  const world = worldFolder(from);
  if (existsSync(to)) {
    if (!statSync(to).isDirectory()) throw new Error(`weather-widgets copy-data: ${to} is a file, not a folder`);
    const present = readdirSync(to);
    if (present.length > 0 && !present.includes(COPY_MARKER)) {
      throw new Error(
        `weather-widgets copy-data: ${to} already holds files that copy-data did not write; name an empty or new folder, such as public/weather-data`,
      );
    }
  }
  mkdirSync(to, { recursive: true });
  const result: WorldCopy = { copied: 0, unchanged: 0, removed: 0, bytes: 0 };
  for (const name of world.names) {
    const source = join(world.dir, name);
    const target = join(to, name);
    result.bytes += statSync(source).size;
    if (sameFile(source, target)) {
      result.unchanged += 1;
    } else {
      copyFileSync(source, target);
      result.copied += 1;
    }
  }
  for (const entry of readdirSync(to, { withFileTypes: true })) {
    if (entry.name === COPY_MARKER || world.names.has(entry.name)) continue;
    rmSync(join(to, entry.name), { recursive: true, force: true });
    result.removed += 1;
  }
  const marker = join(to, COPY_MARKER);
  if (!existsSync(marker))
    writeFileSync(
      marker,
      'Written by `weather-widgets copy-data`, which removes every other file here on its next run.\n',
    );
  return result;
}
