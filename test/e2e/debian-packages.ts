// Installs Debian packages for the browser tests when the machine lacks them: as root, with
// apt-get, saying so on stderr. Anyone else is told what to install.
import { spawnSync } from 'node:child_process';

export function isRoot(): boolean {
  return process.getuid?.() === 0;
}

/** Runs a command with its output on stderr; whether it succeeded. */
export function runVisibly(tool: string, command: string, args: string[]): boolean {
  console.error(`${tool}: running ${command} ${args.join(' ')}`);
  return spawnSync(command, args, { stdio: ['ignore', 2, 'inherit'], timeout: 600_000 }).status === 0;
}

/** apt-get install of `packages` as root; false when not root or when apt-get fails. */
export function installDebianPackages(tool: string, packages: string[]): boolean {
  if (!isRoot()) return false;
  console.error(`${tool}: installing ${packages.join(', ')} from Debian's packages.`);
  return runVisibly(tool, 'apt-get', ['update', '-qq']) && runVisibly(tool, 'apt-get', ['install', '-y', '-qq', ...packages]);
}
