// The elements' styles are Lit `css` templates, which the bundler's minifier leaves as written:
// their comments and indentation would travel in the script. This plugin drops both from the
// static text of every css`…` template before the bundle is made. It is a few lines of its own
// because the libraries that do it for Lit need a newer Node than the project's
// (minify-literals) or pin an old TypeScript and bring an HTML minifier with them
// (@lit-labs/rollup-plugin-minify-html-literals); only whitespace and comments change, so the
// rules a browser reads are the same.
import type { Plugin } from 'vite';

interface TemplateNode {
  type: string;
  start: number;
  end: number;
}
interface TaggedTemplate extends TemplateNode {
  tag: { type: string; name?: string };
  quasi: { quasis: TemplateNode[] };
}

// Whitespace around these may go: they separate what is on either side by themselves.
const SEPARATORS = new Set(['{', '}', ';', ',']);
// Whitespace after a colon may go too (a declaration's, or a media feature's); before one it may
// not, where it is a selector's descendant combinator (`.card :focus`).
const BEFORE_NONE = new Set([...SEPARATORS, ':']);

/**
 * CSS text without comments and with each run of whitespace one space, or none beside a brace,
 * semicolon or comma or after a colon; quoted strings are kept as they are. `edges` says whether the text starts
 * and ends the template (where whitespace may go) or meets an interpolation (where one space stays).
 */
export function minifyCss(text: string, edges: { start: boolean; end: boolean } = { start: true, end: true }): string {
  let out = '';
  let space = false;
  const emit = (piece: string) => {
    const last = out.at(-1);
    if (space && out !== '' && !BEFORE_NONE.has(last!) && !SEPARATORS.has(piece[0]!)) out += ' ';
    else if (space && out === '' && !edges.start) out += ' ';
    space = false;
    out += piece;
  };
  for (let at = 0; at < text.length;) {
    const char = text[at]!;
    if (text.startsWith('/*', at)) {
      const close = text.indexOf('*/', at + 2);
      at = close < 0 ? text.length : close + 2;
      space = true;
    } else if (/\s/.test(char)) {
      space = true;
      at += 1;
    } else if (char === '"' || char === "'") {
      let end = at + 1;
      while (end < text.length && text[end] !== char) end += text[end] === '\\' ? 2 : 1;
      emit(text.slice(at, end + 1));
      at = end + 1;
    } else {
      emit(char);
      at += 1;
    }
  }
  if (space && !edges.end) out += ' ';
  return out;
}

// The nodes of an ESTree program, depth first.
function* nodes(value: unknown): Generator<TemplateNode> {
  if (Array.isArray(value)) for (const item of value) yield* nodes(item);
  else if (value !== null && typeof value === 'object') {
    if (typeof (value as TemplateNode).type === 'string') yield value as TemplateNode;
    for (const key of Object.keys(value)) if (key !== 'type') yield* nodes((value as Record<string, unknown>)[key]);
  }
}

/** Minifies the static text of Lit's css`…` templates in the project's own modules. */
export function minifyCssLiterals(): Plugin {
  return {
    name: 'weather-widgets-minify-css-literals',
    transform(code, id) {
      if (!/\/src\/.*\.ts$/.test(id) || !code.includes('css`')) return undefined;
      const templates = [...nodes(this.parse(code))].filter(
        (node): node is TaggedTemplate =>
          node.type === 'TaggedTemplateExpression' && (node as TaggedTemplate).tag.name === 'css',
      );
      let result = code;
      // From the last template back, so that the earlier ones' offsets hold.
      for (const quasi of templates.flatMap((template) => template.quasi.quasis).sort((a, b) => b.start - a.start)) {
        const siblings = templates.find((template) => template.quasi.quasis.includes(quasi))!.quasi.quasis;
        const text = code.slice(quasi.start, quasi.end);
        const edges = { start: quasi === siblings[0], end: quasi === siblings.at(-1) };
        result = result.slice(0, quasi.start) + minifyCss(text, edges) + result.slice(quasi.end);
      }
      return { code: result, map: null };
    },
  };
}
