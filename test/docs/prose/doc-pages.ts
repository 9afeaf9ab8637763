// The pages the prose lints read, and their prose as a reader sees it: the lints judge sentences,
// so code blocks, code spans, HTML comments, link targets and generated regions are blanked out
// (line numbers kept, so a finding names the line a writer opens).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../../..');

/**
 * Pages rewritten on other branches at the same time as these lints were written: each lint skips
 * them until their owners' work is merged. Empty this list after the merge (then fix what the
 * lints name): `npx vitest run test/docs/prose` lists every finding with its file and line.
 */
export const NOT_YET_LINTED: readonly string[] = [];

/** README.md, CONTRIBUTING.md, CHANGELOG.md's neighbours excluded, and every page under docs/ (relative paths). */
export function lintedPages(): string[] {
  const docs = (folder: string): string[] =>
    readdirSync(join(ROOT, folder), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? docs(join(folder, entry.name)) : entry.name.endsWith('.md') ? [join(folder, entry.name)] : [],
    );
  return ['README.md', ...docs('docs')].filter((page) => !NOT_YET_LINTED.includes(page)).sort();
}

/** One line of a page's prose, numbered from 1 as an editor numbers it. */
export interface ProseLine {
  line: number;
  text: string;
}

/** What a lint found: where, and the words it objects to. */
export interface Finding {
  page: string;
  line: number;
  phrase: string;
}

/** `page:line: "phrase"`, one finding a line, for a failure message a writer can act on. */
export function formatFindings(findings: readonly Finding[], why: string): string {
  return findings.map((finding) => `${finding.page}:${finding.line}: "${finding.phrase}" ${why}`).join('\n');
}

// A region a program writes between `<!-- name:start … generated … -->` and `<!-- name:end -->`,
// or a whole page whose first line is a comment saying it is generated.
const GENERATED_START = /^<!-- [\w-]+:start\b.*\bgenerated\b.*-->$/;
const GENERATED_END = /^<!-- [\w-]+:end\b.*-->$/;

/** Whether the whole page is written by a program (its first line says so). */
export function isGeneratedPage(markdown: string): boolean {
  return /^<!-- generated\b/i.test(markdown);
}

/**
 * The page's prose lines: fenced code, code spans, HTML comments, link targets and generated
 * regions blanked out, every other character kept in place.
 */
export function proseLines(markdown: string): ProseLine[] {
  const lines = markdown.split('\n');
  const prose: ProseLine[] = [];
  let fence: string | undefined;
  let generated = isGeneratedPage(markdown);
  let comment = false;
  lines.forEach((raw, index) => {
    const trimmed = raw.trim();
    if (GENERATED_START.test(trimmed)) generated = true;
    if (GENERATED_END.test(trimmed)) generated = false;
    const opener = /^(```+|~~~+)/.exec(trimmed)?.[1];
    if (fence !== undefined) {
      if (opener !== undefined && opener[0] === fence[0] && opener.length >= fence.length) fence = undefined;
      return;
    }
    if (opener !== undefined) {
      fence = opener;
      return;
    }
    if (generated) return;
    let text = raw;
    if (comment) {
      const end = text.indexOf('-->');
      if (end < 0) return;
      text = ' '.repeat(end + 3) + text.slice(end + 3);
      comment = false;
    }
    text = text.replace(/<!--.*?-->/g, (span) => ' '.repeat(span.length));
    const open = text.indexOf('<!--');
    if (open >= 0) {
      text = text.slice(0, open);
      comment = true;
    }
    text = text
      .replace(/`[^`]*`/g, (span) => ' '.repeat(span.length))
      .replace(/\]\([^)]*\)/g, (target) => `]${' '.repeat(target.length - 1)}`)
      .replace(/<https?:[^>]*>/g, (url) => ' '.repeat(url.length));
    prose.push({ line: index + 1, text });
  });
  return prose;
}

/** The prose paragraphs of a page (runs of non-blank prose lines; a table row or a heading stands alone). */
export function paragraphs(markdown: string): { line: number; text: string }[] {
  const found: { line: number; text: string }[] = [];
  let current: { line: number; text: string } | undefined;
  let previous = 0;
  for (const { line, text } of proseLines(markdown)) {
    const standalone = /^\s*(#{1,6} |\|)/.test(text);
    const itemStart = /^\s*([-*+]|\d+\.) /.test(text);
    if (text.trim() === '' || standalone || itemStart || line !== previous + 1) current = undefined;
    previous = line;
    if (text.trim() === '' || standalone) continue;
    if (current === undefined) found.push((current = { line, text: text.trim() }));
    else current.text += ` ${text.trim()}`;
  }
  return found;
}

/** Reads a page given relative to the repository's root. */
export function readPage(page: string): string {
  return readFileSync(join(ROOT, page), 'utf8');
}

/** The repository-relative path of `file`. */
export function pagePath(file: string): string {
  return relative(ROOT, file);
}
