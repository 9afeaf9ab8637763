// The `weather-widgets` command of the npm package (package.json `bin`): `copy-data <dir>` puts
// the embedded world's folder where an app's framework serves its static files.
import { relative, resolve } from 'node:path';
import { copyWorld } from './copy-world.ts';

const USAGE = `usage: weather-widgets copy-data <dir> [--from <dir>]

  copy-data <dir>   makes <dir> (for example public/weather-data) hold the embedded world's
                    files of the installed package, and nothing else; files that already match
                    are left alone. Run it before every build, e.g. "prebuild" and "predev".
  --from <dir>      the world's files to copy instead of the package's own dist/data/`;

/** What the command printed and its exit code. */
export interface CommandResult {
  code: number;
  out: string;
  err: string;
}

const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

/** Runs the command with `args` (process.argv after the script) from `cwd`. */
export function runCommand(args: readonly string[], cwd = process.cwd()): CommandResult {
  const [command, ...rest] = args;
  if (command === undefined || command === '--help' || command === '-h')
    return { code: command ? 0 : 1, out: command ? `${USAGE}\n` : '', err: command ? '' : `${USAGE}\n` };
  if (command !== 'copy-data')
    return { code: 1, out: '', err: `weather-widgets: unknown command ${JSON.stringify(command)}\n${USAGE}\n` };
  const folders: string[] = [];
  let from: string | undefined;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    if (arg === '--from') {
      from = rest[++i];
      if (from === undefined) return { code: 1, out: '', err: 'weather-widgets copy-data: --from needs a folder\n' };
    } else if (arg.startsWith('-')) {
      return { code: 1, out: '', err: `weather-widgets copy-data: unknown option ${JSON.stringify(arg)}\n${USAGE}\n` };
    } else {
      folders.push(arg);
    }
  }
  if (folders.length !== 1)
    return {
      code: 1,
      out: '',
      err: `weather-widgets copy-data: needs exactly one folder to copy into (got ${folders.length})\n${USAGE}\n`,
    };
  const to = resolve(cwd, folders[0]!);
  try {
    const copy = copyWorld(to, from === undefined ? undefined : resolve(cwd, from));
    const files = copy.copied + copy.unchanged;
    const shown = relative(cwd, to) || '.';
    const what =
      copy.copied === 0 && copy.removed === 0
        ? 'is up to date'
        : `copied ${copy.copied}, removed ${copy.removed} of an older release`;
    return { code: 0, out: `weather-widgets: ${shown}/ ${what} (${files} files, ${megabytes(copy.bytes)})\n`, err: '' };
  } catch (error) {
    return { code: 1, out: '', err: `${(error as Error).message}\n` };
  }
}
