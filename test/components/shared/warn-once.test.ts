// A developer's console names each problem once, however many elements meet it, and says where
// the fix is written down.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { headingAnchors } from '../../../src/build/docs/markdown-links.ts';
import { WARNING_CODES, warnOnce } from '../../../src/components/shared/warn-once.ts';

const troubleshooting = readFileSync(resolve(import.meta.dirname, '../../../docs/troubleshooting.md'), 'utf8');

describe('warnOnce', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('gives a warning once per page, with the link to its troubleshooting entry', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    warnOnce('unknown-attribute', '<weather-forecast>: unknown attribute palce="Berlin", ignored; did you mean place?');
    warnOnce('unknown-attribute', '<weather-forecast>: unknown attribute palce="Berlin", ignored; did you mean place?');
    expect(warn.mock.calls).toEqual([
      [
        '<weather-forecast>: unknown attribute palce="Berlin", ignored; did you mean place? See docs/troubleshooting.md#unknown-attribute',
      ],
    ]);
  });

  it('gives the same code again for another subject', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    warnOnce('for-names-no-element', '<weather-search>: for="one" names no element.');
    warnOnce('for-names-no-element', '<weather-search>: for="two" names no element.');
    warnOnce('for-names-no-element', '<weather-search>: for="one" names no element.');
    expect(warn.mock.calls.map(([text]: unknown[]) => text)).toEqual([
      '<weather-search>: for="one" names no element. See docs/troubleshooting.md#for-names-no-element',
      '<weather-search>: for="two" names no element. See docs/troubleshooting.md#for-names-no-element',
    ]);
  });

  it('gives a warning once for one subject, whatever its message', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    warnOnce('unknown-attribute', '<weather-search>: unknown attribute lable="Find", ignored.', 'weather-search lable');
    warnOnce('unknown-attribute', '<weather-search>: unknown attribute lable="Go", ignored.', 'weather-search lable');
    expect(warn.mock.calls.map(([text]: unknown[]) => text)).toEqual([
      '<weather-search>: unknown attribute lable="Find", ignored. See docs/troubleshooting.md#unknown-attribute',
    ]);
  });

  it.each(WARNING_CODES)('links %s to a heading of docs/troubleshooting.md', (code) => {
    expect(headingAnchors(troubleshooting)).toContain(code);
  });
});
