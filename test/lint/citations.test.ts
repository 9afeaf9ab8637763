import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|mjs|html)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

// The project's notes outside the repository and its tracker's numbers mean nothing to a reader
// of the code: comments cite docs/ pages or primary sources. (The pattern is built in pieces so
// that this file does not match itself.)
const UNOPENABLE = new RegExp(['WEATHER-' + 'PHYSICS', 'SERVICE-' + 'SPEC', 'CONTRACT' + '\\.md', '\\bissues? ' + '\\d'].join('|'), 'i');

describe('citations in the code', () => {
  it('name nothing a reader cannot open: no file outside the repository, no issue number', () => {
    const found = [...sourceFiles('src'), ...sourceFiles('test')].flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => (UNOPENABLE.test(line) ? [`${relative(root, file)}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });
});
