// The embedded model mixes constants measured on the station reference with values set by hand,
// published ones and the numbers of its own formats: a reader must be able to tell which, to know
// what `npm run climate-fit` would move and what only a source (or a change of mind) can. Every
// top-level numeric constant of src/sources/embedded/ (the climate, the weather, the gazetteer,
// the world's chunks) says so in the comment above it (a comment may speak for a run of
// constants with no blank line between them): fitted (with the fit), hand-set (with its source,
// or what it was chosen for), published (a formula or a physical value, cited), by definition, or
// part of the packed format.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const model = join(root, 'src/sources/embedded');
const LABEL = /\b(fitted|hand-set|published|by definition|format)\b/i;
const DECLARATION = /^(?:export )?const ([A-Za-z_$][\w$]*)\s*(?::[^=]+)?=\s*(.*)$/;

/** The top-level constants of `text` whose value holds a number, each with whether it is labelled. */
function numericConstants(text: string): { name: string; labelled: boolean }[] {
  const lines = text.split('\n');
  const inDeclaration = declarationLines(lines);
  return lines.flatMap((line, index) => {
    const match = DECLARATION.exec(line);
    if (!match) return [];
    const [, name, start] = match as unknown as [string, string, string];
    // Functions are code, not coefficients: their literals belong to their own comments.
    if (/^(?:\(|[\w$]+\s*=>)/.test(start) && line.includes('=>')) return [];
    let end = index;
    while (!lines[end]!.trimEnd().endsWith(';') && end < lines.length - 1) end += 1;
    const value = [start, ...lines.slice(index + 1, end + 1)]
      .join('\n')
      .replace(/\/\/.*$/gm, '')
      .replace(/'[^']*'/g, '');
    if (!/\d/.test(value)) return [];
    const comments = [line.includes('//') ? line.slice(line.indexOf('//')) : ''];
    for (let above = index - 1; above >= 0; above -= 1) {
      const text = lines[above]!.trim();
      if (text === '') break;
      if (text.startsWith('//') || text.startsWith('/*') || text.startsWith('*')) comments.push(text);
      else if (!inDeclaration[above]) break;
    }
    return [{ name, labelled: comments.some((comment) => LABEL.test(comment)) }];
  });
}

/** For each line, whether it belongs to a top-level constant's declaration (which may span lines, as a formatter wraps a table). */
function declarationLines(lines: readonly string[]): boolean[] {
  const inside = lines.map(() => false);
  lines.forEach((line, index) => {
    if (!DECLARATION.test(line)) return;
    let end = index;
    while (!lines[end]!.trimEnd().endsWith(';') && end < lines.length - 1) end += 1;
    for (let at = index; at <= end; at += 1) inside[at] = true;
  });
  return inside;
}

describe('the constants of the embedded model', () => {
  it('each say whether they are fitted, hand-set, published, by definition or format', () => {
    const files = (readdirSync(model, { recursive: true }) as string[]).filter((name) => name.endsWith('.ts'));
    const constants = files.flatMap((name) =>
      numericConstants(readFileSync(join(model, name), 'utf8')).map((constant) => ({
        ...constant,
        at: `${relative(root, join(model, name))}: ${constant.name}`,
      })),
    );
    const folders = new Set(constants.map((constant) => constant.at.split('/')[3]));
    expect([...folders].sort()).toEqual(expect.arrayContaining(['climate', 'gazetteer', 'weather', 'world']));
    expect(constants.length).toBeGreaterThan(150);
    expect(constants.filter((constant) => !constant.labelled).map((constant) => constant.at)).toEqual([]);
  });

  it('sees an unlabelled constant, and leaves functions and strings alone', () => {
    const found = numericConstants(
      [
        '/** Hand-set: chosen so that the sea is warm. */',
        'const WARM = 30;',
        'const ALSO_WARM = 31;',
        '',
        '/** The coldest sea. */',
        'const COLD = -1.8;',
        'const twice = (value: number): number => 2 * value;',
        "const NAMES = ['Af', 'Am'];",
        'export const PAIR = {',
        '  tmax: 0.0055, // fitted by `npm run climate-fit`',
        '};',
      ].join('\n'),
    );
    expect(found).toEqual([
      { name: 'WARM', labelled: true },
      { name: 'ALSO_WARM', labelled: true },
      { name: 'COLD', labelled: false },
      { name: 'PAIR', labelled: false },
    ]);
  });

  it('lets a comment speak for a run whose tables are wrapped over several lines', () => {
    const found = numericConstants(
      [
        '// Hand-set, from the classes above.',
        'const RAIN: Curve = [',
        '  [0.1, 12],',
        '  [60, 0.5],',
        '];',
        'const SNOW: Curve = [[0.1, 5]];',
        'let counted = 0;',
        'const SLEET = 6;',
      ].join('\n'),
    );
    expect(found).toEqual([
      { name: 'RAIN', labelled: true },
      { name: 'SNOW', labelled: true },
      { name: 'SLEET', labelled: false },
    ]);
  });
});
