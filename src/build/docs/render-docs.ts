// The docs pages as HTML beside the demo: README.md as /docs/index.html and docs/<name>.md as
// /docs/<name>.html, styled like the demo (its stylesheet inlined: no page needs the network),
// with links between them and their files rewritten to where they are served.
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Marked, type Tokens } from 'marked';
import type { Plugin } from 'vite';
import { headingSlug } from './markdown-links.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
const DOCS = join(ROOT, 'docs');

/** The served docs: URL path under /docs/ → the Markdown file it is made from. */
export function docPages(): Map<string, string> {
  const pages = new Map<string, string>([['index.html', join(ROOT, 'README.md')]]);
  for (const name of readdirSync(DOCS).filter((file) => file.endsWith('.md')).sort()) pages.set(name.replace(/\.md$/, '.html'), join(DOCS, name));
  return pages;
}

/** Files the pages link to that are served as they are (the example spec), under /docs/. */
export function docFile(path: string): string | undefined {
  const file = resolve(DOCS, path);
  return file.startsWith(DOCS + '/') && /\.(ts|json)$/.test(file) && existsSync(file) ? file : undefined;
}

// A link as written in README.md (`docs/x.md`) or a docs page (`x.md`, `../README.md`) → its
// served URL; undefined for a scheme a page must not follow (`javascript:`, `data:`, `file:`…).
function servedHref(href: string, fromReadme: boolean): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href)) return /^(https?|mailto):/i.test(href) ? href : undefined;
  if (/^#|^\//.test(href)) return href;
  const [path, anchor] = href.split('#') as [string, string | undefined];
  const inDocs = fromReadme ? path.replace(/^docs\//, '') : path;
  // The repository's README is the docs' front page; docs/README.md, the index of the docs, is README.html.
  const served = inDocs === '../README.md' || (fromReadme && inDocs === 'README.md') ? 'index.html' : inDocs.replace(/\.md$/, '.html');
  return `/docs/${served}${anchor === undefined ? '' : `#${anchor}`}`;
}

function renderer(fromReadme: boolean): Marked {
  return new Marked({
    gfm: true,
    renderer: {
      heading(this: { parser: { parseInline(tokens: Tokens.Generic[]): string } }, { tokens, depth, text }: Tokens.Heading) {
        return `<h${depth} id="${headingSlug(text)}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
      },
      link(this: { parser: { parseInline(tokens: Tokens.Generic[]): string } }, { href, title, tokens }: Tokens.Link) {
        const served = servedHref(href, fromReadme);
        // Only http(s), mailto and the docs' own paths become links; anything else stays text.
        if (served === undefined) return this.parser.parseInline(tokens);
        const titled = title ? ` title="${escapeAttribute(title)}"` : '';
        return `<a href="${escapeAttribute(served)}"${titled}>${this.parser.parseInline(tokens)}</a>`;
      },
      // Markdown in these pages never needs raw HTML but for comments (the reference's markers).
      html: ({ text }: Tokens.HTML | Tokens.Tag) => (text.trimStart().startsWith('<!--') ? '' : escapeText(text)),
    },
  });
}

/** The HTML page of `markdownFile`; `name` is its path under /docs/. */
export function renderDocPage(name: string, markdownFile: string): string {
  const markdown = readFileSync(markdownFile, 'utf8');
  const title = /^# (.+)$/m.exec(markdown)?.[1]?.replace(/`/g, '') ?? 'weather-widgets';
  const body = renderer(name === 'index.html').parse(markdown) as string;
  const css = readFileSync(join(ROOT, 'demo/demo.css'), 'utf8');
  const nav = [...docPages()].map(([page, file]) => {
    const label = page === 'index.html' ? 'Overview' : (/^# (.+)$/m.exec(readFileSync(file, 'utf8'))?.[1]?.replace(/`/g, '') ?? page);
    return `<li><a href="/docs/${page}"${page === name ? ' aria-current="page"' : ''}>${escapeText(label)}</a></li>`;
  });
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeText(title)} — weather-widgets docs</title>
    <link rel="icon" href="data:," />
    <style>${css}
.docs { display: grid; gap: 2rem; grid-template-columns: minmax(0, 1fr); }
@media (min-width: 960px) { .docs { grid-template-columns: 15rem minmax(0, 1fr); } }
.docs-nav ul { list-style: none; padding: 0; margin: 0; display: grid; gap: 0.35rem; }
.docs-nav a { color: var(--muted); text-decoration: none; }
.docs-nav a[aria-current='page'] { color: var(--text); font-weight: 600; }
.doc { max-width: 80ch; min-width: 0; }
/* Darker than the demo's accent: running text needs 4.5:1 on the page's background. */
.doc a, .docs-nav a[aria-current='page'] { color: light-dark(#0b57d0, #8ab4ff); }
.doc table { border-collapse: collapse; display: block; overflow-x: auto; margin: 1rem 0; }
.doc th, .doc td { border: 1px solid var(--line); padding: 0.35rem 0.6rem; text-align: left; vertical-align: top; }
.doc pre { margin: 1rem 0; }
    </style>
  </head>
  <body>
    <header class="site-header">
      <a class="brand" href="/">weather-widgets</a>
      <nav aria-label="Demo pages">
        <a href="/">Home</a>
        <a href="/demo/gallery.html">Gallery</a>
        <a href="/demo/playground.html">Playground</a>
        <a href="/docs/index.html"${name === 'index.html' ? ' aria-current="page"' : ''}>Docs</a>
      </nav>
    </header>
    <main class="docs">
      <nav class="docs-nav" aria-label="Documentation"><ul>${nav.join('')}</ul></nav>
      <article class="doc">
${body}
      </article>
    </main>
  </body>
</html>
`;
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(text: string): string {
  return escapeText(text).replace(/"/g, '&quot;');
}

/** Writes every docs page, and the files they link to, into `outDir`/docs/ (for `npm start`). */
export function writeDocs(outDir: string): void {
  mkdirSync(join(outDir, 'docs/examples'), { recursive: true });
  for (const [name, file] of docPages()) writeFileSync(join(outDir, 'docs', name), renderDocPage(name, file));
  for (const name of readdirSync(join(DOCS, 'examples'))) copyFileSync(join(DOCS, 'examples', name), join(outDir, 'docs/examples', name));
}

/** Vite's dev server (`npm run dev`, the browser tests) renders the docs pages on request. */
export function docsPlugin(): Plugin {
  return {
    name: 'weather-widgets-docs',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = new URL(request.url ?? '/', 'http://dev').pathname;
        const name = path === '/docs/' || path === '/docs' ? 'index.html' : /^\/docs\/([\w-]+\.html)$/.exec(path)?.[1];
        const markdown = name === undefined ? undefined : docPages().get(name);
        if (name !== undefined && markdown !== undefined) {
          response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
          return void response.end(renderDocPage(name, markdown));
        }
        const file = path.startsWith('/docs/') ? docFile(path.slice('/docs/'.length)) : undefined;
        if (file === undefined) return next();
        response.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' });
        response.end(readFileSync(file));
      });
    },
  };
}
