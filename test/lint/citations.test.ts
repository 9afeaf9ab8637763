import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

function sourceFiles(folder: string, pattern = /\.(ts|mjs|html)$/): string[] {
  return (
    readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && pattern.test(entry.name))
      .map((entry) => join(entry.parentPath, entry.name))
      // The fixture packages' installed tools are not the project's code.
      .filter((path) => !path.includes(`${sep}node_modules${sep}`))
  );
}

// The project's notes outside the repository, its tracker's numbers, and a spec, an issue or design
// notes that only their writer had in hand mean nothing to a reader of the code or the docs: comments and pages cite docs/ pages, files of the repository or primary sources. (The
// pattern is built in pieces so that this file does not match itself.)
const UNOPENABLE = new RegExp(
  [
    'WEATHER-' + 'PHYSICS',
    'SERVICE-' + 'SPEC',
    'CONTRACT' + '\\.md',
    '\\bissues? ' + '\\d',
    "\\bthe (?:spec|issue|brief|ticket|design notes)(?:'s)?" + '\\b',
    '\\ba ' + 'reviewer\\b',
  ].join('|'),
  'i',
);

/** `file:line: text` of each line of `files` that cites something a reader cannot open. */
function unopenable(files: readonly string[]): string[] {
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        UNOPENABLE.test(line) ? [`${relative(root, file)}:${index + 1}: ${line.trim()}`] : [],
      ),
  );
}

describe('citations in the code and the docs', () => {
  it('name nothing a reader cannot open: no file outside the repository, no issue number', () => {
    expect(unopenable([...sourceFiles('src'), ...sourceFiles('test')])).toEqual([]);
  });

  it('are as openable in the docs, the demo and the pages beside the code', () => {
    const pages = [
      ...sourceFiles('docs', /\.(md|ts|html)$/),
      ...sourceFiles('demo'),
      ...['README.md', 'CONTRIBUTING.md', 'test/README.md'].map((page) => join(root, page)),
    ];
    expect(pages.length).toBeGreaterThan(10);
    expect(unopenable(pages)).toEqual([]);
  });

  it('sees a citation of notes, an issue or a spec that is not in the repository', () => {
    for (const cited of [
      'the ' + "spec's keys",
      'see issue ' + '35',
      'The ' + 'issue asks for',
      'the design' + ' notes',
      'as ' + 'SERVICE-' + 'SPEC.md says',
    ]) {
      expect(UNOPENABLE.test(cited), cited).toBe(true);
    }
    for (const plain of [
      'the contract’s keys',
      'a Playwright spec',
      'an issue of the upstream',
      'see docs/architecture.md',
    ]) {
      expect(UNOPENABLE.test(plain), plain).toBe(false);
    }
  });
});
