// One way to write a private member and one JSDoc tag for an event, checked over src/ as a linter
// would. Private members are ECMAScript #names, which stay private at run time too. The exception
// is a member with a decorator: the legacy decorators Lit's @state, @query and @property use
// (experimentalDecorators) cannot decorate a #name, so those keep TypeScript's `private`, as does
// a constructor, which JavaScript cannot make private. Events are documented with @fires, the tag
// the custom-elements manifest reads.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const sources = (readdirSync(join(root, 'src'), { recursive: true }) as string[])
  .filter((path) => path.endsWith('.ts'))
  .map((path) => join(root, 'src', path));

/** A node of the syntax tree Vite's parser (oxc) gives, with TypeScript's own fields. */
type Node = {
  type?: string;
  kind?: string;
  accessibility?: string;
  decorators?: unknown[];
  key?: { name?: string };
  parameter?: { name?: string };
  start: number;
};

/** `file:line name` of each `private` member that could be a #name. */
function privateKeywordMembers(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (typeof value !== 'object' || value === null) return;
    const node = value as Node;
    if (node.accessibility === 'private' && (node.decorators ?? []).length === 0 && node.kind !== 'constructor') {
      const line = text.slice(0, node.start).split('\n').length;
      found.push(`${relative(root, file)}:${line} ${node.key?.name ?? node.parameter?.name ?? node.type}`);
    }
    Object.values(node).forEach(visit);
  };
  const { program, errors } = parseSync(file, text, { lang: 'ts', preserveParens: false });
  if (errors[0]) throw new Error(`${relative(root, file)} does not parse: ${errors[0].message}`);
  visit(program);
  return found;
}

describe('the source style', () => {
  it('reads the sources', () => {
    expect(sources.length).toBeGreaterThan(100);
  });

  it('writes private members as #names, except the decorated ones', () => {
    expect(sources.flatMap(privateKeywordMembers)).toEqual([]);
  });

  it('documents events with @fires, never @event', () => {
    const tagged = sources.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => (/^\s*\*\s*@event\b/.test(line) ? [`${relative(root, file)}:${index + 1}`] : [])),
    );
    expect(tagged).toEqual([]);
  });
});
