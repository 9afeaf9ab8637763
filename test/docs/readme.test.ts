// The README's first screen is what a visitor to GitHub or npm reads: one sentence, a picture,
// a snippet that works when pasted, and a link for each reader. Its integrity command prints the
// value the build wrote. Reads dist/, which `npm run build` (run by `npm test` before vitest) has written.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { INTEGRITY_FILE } from '../../src/build/script-report.ts';
import { SCREENSHOT, SCREENSHOT_MAX_BYTES } from './readme-screenshot.ts';

const root = resolve(import.meta.dirname, '../..');
const readme = readFileSync(resolve(root, 'README.md'), 'utf8');
const built = `sha384-${createHash('sha384').update(readFileSync(resolve(root, 'dist/weather-widgets.js'))).digest('base64')}`;
/** The README up to its first second-level heading: what shows before a reader scrolls. */
const firstScreen = readme.slice(0, readme.indexOf('\n## '));
const codeBlocks = (markdown: string, language: string) => [...markdown.matchAll(new RegExp(`\`\`\`${language}\\n([\\s\\S]*?)\`\`\``, 'g'))].map((match) => match[1]!);

describe("the README's first screen", () => {
  it('opens with one sentence, the screenshot, one snippet and a link for each of the four readers', () => {
    const [title, sentence, image] = firstScreen.split(/\n\n+/);
    expect(title).toBe('# weather-widgets');
    expect(sentence!.replace(/\s+/g, ' ').match(/[.!?](\s|$)/g)).toHaveLength(1);
    expect(image).toMatch(new RegExp(`^!\\[[^\\]]+\\]\\(${SCREENSHOT}\\)$`));
    expect(codeBlocks(firstScreen, 'html')).toHaveLength(1);
    for (const reader of ['Site owners', 'App developers', 'Test authors', 'Contributors']) expect(firstScreen).toMatch(new RegExp(`\\*\\*${reader}:\\*\\* \\[`));
    expect(firstScreen.split('\n').length).toBeLessThanOrEqual(30);
  });

  it('shows a screenshot that exists, is a PNG and weighs little', () => {
    const png = readFileSync(resolve(root, SCREENSHOT));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(statSync(resolve(root, SCREENSHOT)).size).toBeLessThanOrEqual(SCREENSHOT_MAX_BYTES);
  });

  it('shows no integrity value anywhere, only the command that prints the build\'s', () => {
    expect(readme).not.toMatch(/integrity="(?!\$\()/);
    expect(readFileSync(resolve(root, 'dist', INTEGRITY_FILE), 'utf8').trim()).toBe(built);
    const [command] = codeBlocks(readme, 'sh').filter((code) => code.includes(INTEGRITY_FILE));
    const printed = execFileSync('sh', ['-c', command!], { cwd: root, encoding: 'utf8' });
    expect(printed.trim()).toBe(`<script src="weather-widgets/weather-widgets.js" integrity="${built}" crossorigin="anonymous" defer></script>`);
  });
});
