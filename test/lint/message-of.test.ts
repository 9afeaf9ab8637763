// An error's message is read in one place, messageOf (src/contract/message-of.ts): a second
// spelling of the same ternary drifts the day one of them learns about a cause or an AggregateError.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const ONE_PLACE = 'src/contract/message-of.ts';
const SPELLED_OUT = /instanceof Error\s*\?\s*[\w.]+\.message\s*:\s*String\(/;

function sourceFiles(): string[] {
  return readdirSync(join(root, 'src'), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

describe('messageOf', () => {
  it('is the only place in src/ that turns a thrown value into its message', () => {
    const found = sourceFiles()
      .filter((file) => file !== ONE_PLACE)
      .flatMap((file) =>
        readFileSync(join(root, file), 'utf8')
          .split('\n')
          .flatMap((line, index) => (SPELLED_OUT.test(line) ? [`${file}:${index + 1}`] : [])),
      );
    expect(found).toEqual([]);
  });

  it('recognises the spelled-out form', () => {
    expect(SPELLED_OUT.test('trip(error instanceof Error ? error.message : String(error));')).toBe(true);
    expect(readFileSync(join(root, ONE_PLACE), 'utf8')).toMatch(SPELLED_OUT);
  });
});
