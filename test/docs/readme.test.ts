// The README's snippet is what site owners paste: its integrity value comes from the build, never
// from a hand edit. Reads dist/, which `npm run build` (run by `npm test` before vitest) has written.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderDocPage } from '../../src/build/docs/render-docs.ts';
import { INTEGRITY_FILE, INTEGRITY_PLACEHOLDER } from '../../src/build/script-report.ts';

const root = resolve(import.meta.dirname, '../..');
const readmePath = resolve(root, 'README.md');
const readme = readFileSync(readmePath, 'utf8');
const built = `sha384-${createHash('sha384').update(readFileSync(resolve(root, 'dist/weather-widgets.js'))).digest('base64')}`;

describe('the README', () => {
  it('shows the script tag with the build\'s integrity placeholder, never a hash typed in', () => {
    expect(readme).toContain(`integrity="${INTEGRITY_PLACEHOLDER}"`);
    expect(readme).not.toMatch(/integrity="sha\d{3}-/);
  });

  it('is rendered with the integrity of the script the build wrote, which the build also writes to a file', () => {
    expect(readFileSync(resolve(root, 'dist', INTEGRITY_FILE), 'utf8').trim()).toBe(built);
    const page = renderDocPage('index.html', readmePath);
    // In the snippet's code block, where Markdown escapes the quotes.
    expect(page).toContain(`integrity=&quot;${built}&quot;`);
    expect(page).not.toContain(INTEGRITY_PLACEHOLDER.replace(/%/g, ''));
  });
});
