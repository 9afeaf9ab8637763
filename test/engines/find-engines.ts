// Finds Firefox and WebKit for the cross-engine suite: the path a variable names, else the
// system's, installing what is missing from Debian's packages as root on Debian. Firefox is
// driven over WebDriver BiDi and WebKit through WebKitGTK's WebKitWebDriver with its MiniBrowser,
// which needs an X display (xvfb-run): Playwright's own builds of both offer neither, so unlike
// Chromium they are no fallback here. WebKitGTK is Linux's, so on macOS and Windows the suite runs
// where a Linux machine (or WSL) has it.
import { existsSync, readdirSync } from 'node:fs';
import { installAdvice, installDebianPackages, type InstallHint } from '../e2e/debian-packages.ts';

export interface EnginePaths {
  firefox: string;
  webKitWebDriver: string;
  miniBrowser: string;
  xvfbRun: string;
}

const FIREFOXES = [
  '/usr/bin/firefox-esr',
  '/usr/bin/firefox',
  '/Applications/Firefox.app/Contents/MacOS/firefox',
  'C:\\Program Files\\Mozilla Firefox\\firefox.exe',
];

/** MiniBrowser lives in WebKitGTK's library folder, whose name carries the API version. */
function findMiniBrowser(): string | undefined {
  for (const lib of ['/usr/lib/x86_64-linux-gnu', '/usr/lib/aarch64-linux-gnu', '/usr/lib']) {
    if (!existsSync(lib)) continue;
    const folders = readdirSync(lib)
      .filter((name) => /^webkit2?gtk-\d/.test(name))
      .sort()
      .reverse();
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
    xvfbRun: firstOf([process.env.XVFB_RUN_PATH, '/usr/bin/xvfb-run']),
  };
}

/** Which Debian package brings each missing piece. */
const PACKAGES: Record<keyof EnginePaths, string> = {
  firefox: 'firefox-esr',
  webKitWebDriver: 'webkit2gtk-driver',
  miniBrowser: 'webkit2gtk-driver',
  xvfbRun: 'xvfb',
};

const WEBKIT_ELSEWHERE = 'WebKitGTK is Linux only: run this suite on Linux or in WSL';
/** How to install each piece on each system. */
const HINTS: Record<keyof EnginePaths, InstallHint> = {
  firefox: {
    debian: 'apt-get install firefox-esr',
    macos: 'brew install --cask firefox',
    windows: '`winget install Mozilla.Firefox`',
  },
  webKitWebDriver: { debian: 'apt-get install webkit2gtk-driver', macos: WEBKIT_ELSEWHERE, windows: WEBKIT_ELSEWHERE },
  miniBrowser: { debian: 'apt-get install webkit2gtk-driver', macos: WEBKIT_ELSEWHERE, windows: WEBKIT_ELSEWHERE },
  xvfbRun: { debian: 'apt-get install xvfb', macos: WEBKIT_ELSEWHERE, windows: WEBKIT_ELSEWHERE },
};
const VARIABLES: Record<keyof EnginePaths, string> = {
  firefox: 'FIREFOX_PATH',
  webKitWebDriver: 'WEBKIT_WEBDRIVER_PATH',
  miniBrowser: 'MINIBROWSER_PATH',
  xvfbRun: 'XVFB_RUN_PATH',
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
    if (still.length > 0)
      throw new Error(
        `find-engines: ${still.map((name) => `no ${name}; ${installAdvice(HINTS[name], VARIABLES[name])}`).join(' ')}`,
      );
  }
  return found as EnginePaths;
}
