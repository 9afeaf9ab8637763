// What the browser and Redis tests do when the machine lacks a program: as root on Debian, install
// its package with apt-get, saying so on stderr (a convenience for CI and fresh containers);
// anywhere else, say which package brings it on each system.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function isRoot(): boolean {
  return process.getuid?.() === 0;
}

/** Whether apt-get may install here: root on Debian or a system built on it. */
export function canInstallDebianPackages(): boolean {
  return (
    isRoot() &&
    existsSync('/etc/debian_version') &&
    spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0
  );
}

/** Runs a command with its output on stderr; whether it succeeded. */
export function runVisibly(tool: string, command: string, args: string[]): boolean {
  console.error(`${tool}: running ${command} ${args.join(' ')}`);
  return (
    spawnSync(command, args, { stdio: ['ignore', 2, 'inherit'], timeout: 600_000, shell: process.platform === 'win32' })
      .status === 0
  );
}

/** apt-get install of `packages` as root on Debian; false anywhere else or when apt-get fails. */
export function installDebianPackages(tool: string, packages: string[]): boolean {
  if (!canInstallDebianPackages()) return false;
  console.error(`${tool}: installing ${packages.join(', ')} from Debian's packages.`);
  return (
    runVisibly(tool, 'apt-get', ['update', '-qq']) && runVisibly(tool, 'apt-get', ['install', '-y', '-qq', ...packages])
  );
}

/** How to install a program on each system, for the message when it cannot be found or installed. */
export interface InstallHint {
  debian: string;
  macos: string;
  windows: string;
}

/** One sentence naming how to install, on Debian/Ubuntu, macOS (Homebrew) and Windows, what `variable` can point at instead. */
export function installAdvice(hint: InstallHint, variable: string): string {
  const why = canInstallDebianPackages()
    ? ''
    : ` (apt-get installs only as root on Debian; ${isRoot() ? 'this is not Debian' : 'not root'})`;
  return `install it${why}: on Debian/Ubuntu \`${hint.debian}\`, on macOS \`${hint.macos}\`, on Windows ${hint.windows}; or set ${variable} to one.`;
}
