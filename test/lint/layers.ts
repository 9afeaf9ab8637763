// The layers of src/ and the checks of the dependency-direction test. A file belongs to the layer
// whose entry below holds the longest prefix of its path (relative to src/). It may import its own
// layer and any layer of a lower rank; two layers of one rank are independent and import neither
// way. docs/architecture.md ("Layers") says why the order is this one.
import { dirname, join, normalize } from 'node:path';
import { parseSync } from 'vite';

/** A layer: its name, its rank (lowest first) and the folders or files of src/ it holds. */
export interface Layer {
  name: string;
  rank: number;
  holds: readonly string[];
}

/** The layers of src/, lowest first. */
export const LAYERS: readonly Layer[] = [
  // The language every realm speaks: records, units, problems, errors, languages, memoising.
  { name: 'contract', rank: 0, holds: ['contract/'] },
  // Key-value stores and the integrity checks: each needs only the contract.
  { name: 'stores', rank: 1, holds: ['stores/'] },
  { name: 'integrity', rank: 1, holds: ['integrity/'] },
  // Where the weather comes from: the Source interface, the embedded world, the HTTP upstreams.
  { name: 'sources', rank: 2, holds: ['sources/'] },
  // handle(): parsing, keys and tiers, rate limits, the cache, units and envelopes.
  { name: 'service', rank: 3, holds: ['service/'] },
  // What the page and the worker share across the boundary: the messages, the options.
  { name: 'protocol', rank: 4, holds: ['protocol/'] },
  // What runs in the worker: composing and exposing the service.
  { name: 'worker', rank: 5, holds: ['worker/'] },
  // On the page, below the elements: the words (each language's catalog, loaded once), then the
  // client that talks to the worker, which may hand the elements their catalog loader.
  { name: 'i18n', rank: 6, holds: ['i18n/'] },
  { name: 'page client', rank: 7, holds: ['page-client/'] },
  // The elements.
  { name: 'components', rank: 8, holds: ['components/'] },
  // Each build's wiring: its page, its worker and its main-thread service, and the entries.
  { name: 'targets', rank: 9, holds: ['targets/', 'entries/', 'components/define-', 'components/index.ts'] },
  // Building a classic script from a TypeScript entry: the build does it for the script tag's
  // bootstrap, and the testing entry, run from the sources, for the hook it adds to a page.
  { name: 'tools', rank: 9, holds: ['build/classic-script.ts'] },
  // Over the targets: the React components, the test fixture, the HTTP door, the bundler plugins.
  { name: 'react', rank: 10, holds: ['react/'] },
  { name: 'testing', rank: 10, holds: ['testing/'] },
  { name: 'server', rank: 10, holds: ['server/'] },
  { name: 'bundlers', rank: 10, holds: ['bundlers/'] },
  // The Node package's entries, over the service and the server.
  { name: 'node', rank: 11, holds: ['node/'] },
  // Build-time code, which may read any layer (the docs, the package, the data).
  { name: 'build', rank: 12, holds: ['build/'] },
];

/** The layer that holds `path` (relative to src/): the entry with the longest matching prefix. */
export function layerOf(path: string, layers: readonly Layer[] = LAYERS): Layer | undefined {
  let best: { layer: Layer; length: number } | undefined;
  for (const layer of layers) {
    for (const prefix of layer.holds) {
      const matches = prefix.endsWith('/') || prefix.endsWith('-') ? path.startsWith(prefix) : path === prefix;
      if (matches && (!best || prefix.length > best.length)) best = { layer, length: prefix.length };
    }
  }
  return best?.layer;
}

/** A node of the syntax tree Vite's parser (oxc) gives. */
type Node = { type?: string; source?: { type?: string; value?: unknown } };

/** Every module specifier `text` imports or re-exports, type-only and dynamic imports included. */
export function specifiersOf(text: string): string[] {
  const found: string[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (typeof value !== 'object' || value === null) return;
    const node = value as Node;
    const importing = [
      'ImportDeclaration',
      'ExportAllDeclaration',
      'ExportNamedDeclaration',
      'ImportExpression',
      'TSImportType',
    ].includes(node.type ?? '');
    if (importing && node.source?.type === 'Literal' && typeof node.source.value === 'string')
      found.push(node.source.value);
    Object.values(node).forEach(visit);
  };
  const { program, errors } = parseSync('module.ts', text, { lang: 'ts', preserveParens: false });
  if (errors[0]) throw new Error(`the module does not parse: ${errors[0].message}`);
  visit(program);
  return found;
}

/**
 * The files of `files` (paths relative to src/) that `path` imports, by their path. Packages
 * are left out; a specifier naming `x.js` finds `x.ts`, as TypeScript resolves it.
 */
export function importsOf(path: string, text: string, files: ReadonlySet<string>): string[] {
  return specifiersOf(text).flatMap((specifier) => {
    if (!specifier.startsWith('.')) return [];
    const target = normalize(join(dirname(path), specifier.replace(/\?.*$/, '')));
    const candidates = [target, target.replace(/\.js$/, '.ts'), `${target}.ts`, join(target, 'index.ts')];
    return [candidates.find((candidate) => files.has(candidate)) ?? target];
  });
}

/** The import graph of `sources` (path relative to src/ → text). */
export function importGraph(sources: ReadonlyMap<string, string>): Map<string, string[]> {
  const files = new Set(sources.keys());
  return new Map([...sources].map(([path, text]) => [path, importsOf(path, text, files)]));
}

/** What is wrong with the direction of `graph`'s imports: files in no layer, imports upward or sideways. */
export function wrongDirections(
  graph: ReadonlyMap<string, readonly string[]>,
  layers: readonly Layer[] = LAYERS,
): string[] {
  const problems: string[] = [];
  for (const [from, targets] of graph) {
    const own = layerOf(from, layers);
    if (!own) {
      problems.push(
        `src/${from} is in no layer: add its folder (${from.split('/')[0]}) to the layer table in test/lint/layers.ts`,
      );
      continue;
    }
    for (const to of new Set(targets)) {
      if (to.startsWith('..')) {
        problems.push(`src/${from} (${own.name}) imports ${to}, outside src/`);
        continue;
      }
      const theirs = layerOf(to, layers);
      if (!theirs || theirs === own || theirs.rank < own.rank) continue;
      const where = theirs.rank > own.rank ? 'a layer above it' : 'a layer beside it';
      problems.push(
        `src/${from} (${own.name}, rank ${own.rank}) imports src/${to} (${theirs.name}, rank ${theirs.rank}), ${where}`,
      );
    }
  }
  return problems;
}

/** Each import circle of `graph`, as the files around it, the first repeated at the end. */
export function importCircles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  // Tarjan's strongly connected components; a component of more than one file (or a file that
  // imports itself) holds a circle, named by the shortest way from its first file back to it.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const connect = (file: string): void => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        connect(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || (graph.get(file) ?? []).includes(file)) components.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) connect(file);
  return components.map((component) => shortestCircle(graph, component));
}

/** The shortest way from the component's first file back to itself, inside the component. */
function shortestCircle(graph: ReadonlyMap<string, readonly string[]>, component: readonly string[]): string[] {
  const start = component[0]!;
  const inside = new Set(component);
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const next of graph.get(file) ?? []) {
      if (next === start) {
        const way = [file];
        while (way[0] !== start) way.unshift(cameFrom.get(way[0]!)!);
        return [...way, start];
      }
      if (inside.has(next) && !cameFrom.has(next) && next !== start) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return [...component, start];
}
