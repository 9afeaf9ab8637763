// Finds Firefox and WebKit for the cross-engine suite, installing what is missing from Debian's
// packages when root (Playwright's own builds of both cannot be downloaded everywhere):
// firefox-esr, driven over WebDriver BiDi, and WebKitGTK's WebKitWebDriver with its MiniBrowser,
// which needs an X display (xvfb-run).
import { existsSync, readdirSync } from 'node:fs';
import { installDebianPackages, isRoot } from '../e2e/debian-packages.ts';

export interface EnginePaths {
  firefox: string;
  webKitWebDriver: string;
  miniBrowser: string;
  xvfbRun: string;
}

const FIREFOXES = ['/usr/bin/firefox-esr', '/usr/bin/firefox'];

/** MiniBrowser lives in WebKitGTK's library folder, whose name carries the API version. */
function findMiniBrowser(): string | undefined {
  for (const lib of ['/usr/lib/x86_64-linux-gnu', '/usr/lib/aarch64-linux-gnu', '/usr/lib']) {
    if (!existsSync(lib)) continue;
    const folders = readdirSync(lib).filter((name) => /^webkit2?gtk-\d/.test(name)).sort().reverse();
    const found = folders.map((folder) => `${lib}/${folder}/MiniBrowser`).find(existsSync);
    if (found) return found;
  }
  return undefined;
}

function find(): Partial<EnginePaths> {
  const firstOf = (paths: (string | undefined)[]) => paths.find((path): path is string => !!path && existsSync(path));
  return {
    firefox: firstOf([process.env.FIREFOX_PATH, ...FIREFOXES]),
    webKitWebDriver: firstOf([process.env.WEBKIT_WEBDRIVER_PATH, '/usr/bin/WebKitWebDriver']),
    miniBrowser: process.env.MINIBROWSER_PATH ?? findMiniBrowser(),
    xvfbRun: firstOf(['/usr/bin/xvfb-run']),
  };
}

/** Which Debian package brings each missing piece. */
const PACKAGES: Record<keyof EnginePaths, string> = {
  firefox: 'firefox-esr',
  webKitWebDriver: 'webkit2gtk-driver',
  miniBrowser: 'webkit2gtk-driver',
  xvfbRun: 'xvfb',
};

/** The engines' paths, installing missing ones; throws naming what could not be had. */
export function ensureEngines(): EnginePaths {
  let found = find();
  const missing = (Object.keys(PACKAGES) as (keyof EnginePaths)[]).filter((name) => !found[name]);
  if (missing.length > 0) {
    const packages = [...new Set(missing.map((name) => PACKAGES[name]))];
    console.error(`find-engines: ${missing.join(', ')} not found on this machine.`);
    if (installDebianPackages('find-engines', packages)) found = find();
    const still = missing.filter((name) => !found[name]);
    if (still.length > 0) {
      const hint = isRoot() ? '' : ' (not root, so apt-get was not tried)';
      throw new Error(`find-engines: no ${still.join(', ')}${hint}; install Debian's ${packages.join(', ')}, or set FIREFOX_PATH, WEBKIT_WEBDRIVER_PATH and MINIBROWSER_PATH.`);
    }
  }
  return found as EnginePaths;
}
