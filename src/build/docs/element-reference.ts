// The element reference of docs/elements.md, made from custom-elements.json (itself made from the
// elements' JSDoc): attributes, properties, methods, events, CSS parts and custom properties.
// `npm run docs` writes it between the markers; a test checks that the page holds what it makes.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

interface Described {
  name: string;
  description?: string;
  type?: { text: string };
}
interface Member extends Described {
  kind: 'field' | 'method';
  static?: boolean;
  privacy?: string;
  attribute?: string;
}
interface Declaration {
  customElement?: boolean;
  tagName?: string;
  summary?: string;
  attributes?: (Described & { fieldName?: string })[];
  members?: Member[];
  events?: Described[];
  cssParts?: Described[];
  cssProperties?: Described[];
}
/** The part of custom-elements.json the reference reads. */
export interface Manifest {
  modules: { declarations?: Declaration[] }[];
}

export const REFERENCE_START = '<!-- reference:start — generated from custom-elements.json by `npm run docs`; do not edit by hand -->';
export const REFERENCE_END = '<!-- reference:end -->';

const cell = (text: string | undefined) => (text ?? '').replace(/\|/g, '\\|').replace(/\n+/g, ' ');
const code = (text: string | undefined) => (text ? `\`${text.replace(/\|/g, '\\|')}\`` : '');

function table(title: string, head: string[], rows: string[][]): string[] {
  if (rows.length === 0) return [];
  return [`**${title}**`, '', `| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`), ''];
}

/** The reference of every element the manifest declares, as Markdown. */
export function elementReference(manifest: Manifest): string {
  const lines: string[] = [];
  const elements = manifest.modules.flatMap((module) => (module.declarations ?? []).filter((declaration) => declaration.customElement));
  for (const element of elements.sort((a, b) => a.tagName!.localeCompare(b.tagName!))) {
    const members = (element.members ?? []).filter((member) => !member.static && (member.privacy ?? 'public') === 'public');
    lines.push(`### \`<${element.tagName}>\` reference`, '', cell(element.summary), '');
    lines.push(...table('Attributes', ['attribute', 'property', 'type', 'description'], (element.attributes ?? []).map((a) => [code(a.name), code(a.fieldName), code(a.type?.text), cell(a.description)])));
    lines.push(...table('Properties', ['property', 'type', 'description'], members.filter((m) => m.kind === 'field' && !m.attribute).map((m) => [code(m.name), code(m.type?.text), cell(m.description)])));
    lines.push(...table('Methods', ['method', 'description'], members.filter((m) => m.kind === 'method').map((m) => [code(`${m.name}()`), cell(m.description)])));
    lines.push(...table('Events', ['event', 'description'], (element.events ?? []).map((e) => [code(e.name), cell(e.description)])));
    lines.push(...table('CSS parts', ['part', 'description'], (element.cssParts ?? []).map((p) => [code(p.name), cell(p.description)])));
    lines.push(...table('CSS custom properties', ['property', 'description'], (element.cssProperties ?? []).map((p) => [code(p.name), cell(p.description)])));
  }
  return lines.join('\n').trimEnd();
}

/** `page` with the reference between its markers replaced by `reference`. */
export function withReference(page: string, reference: string): string {
  const start = page.indexOf(REFERENCE_START);
  const end = page.indexOf(REFERENCE_END);
  if (start < 0 || end < start) throw new Error(`docs: the page has no ${REFERENCE_START} … ${REFERENCE_END} markers`);
  return `${page.slice(0, start + REFERENCE_START.length)}\n\n${reference}\n\n${page.slice(end)}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = resolve(import.meta.dirname, '../../..');
  const manifest = JSON.parse(readFileSync(resolve(root, 'dist/custom-elements.json'), 'utf8')) as Manifest;
  const path = resolve(root, 'docs/elements.md');
  writeFileSync(path, withReference(readFileSync(path, 'utf8'), elementReference(manifest)));
  console.log('docs: wrote the element reference into docs/elements.md');
}
