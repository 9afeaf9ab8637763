// The docs pages served beside the demo follow only links a reader can trust.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderDocPage } from '../../../src/build/docs/render-docs.ts';

const folder = mkdtempSync(join(tmpdir(), 'render-docs-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The page's article: what the Markdown became, without the page's frame. */
function render(markdown: string): string {
  const file = join(folder, 'page.md');
  writeFileSync(file, `# A page\n\n${markdown}\n`);
  const html = renderDocPage('page.html', file);
  return html.slice(html.indexOf('<article'), html.indexOf('</article>'));
}

describe('a docs page', () => {
  it('links http(s), mailto, anchors and the docs\' own pages', () => {
    const html = render('[a](https://example.org/x) [b](mailto:team@example.org) [c](#a-page) [d](elements.md#events) [e](/v1/forecast)');
    expect(html).toContain('<a href="https://example.org/x">a</a>');
    expect(html).toContain('<a href="mailto:team@example.org">b</a>');
    expect(html).toContain('<a href="#a-page">c</a>');
    expect(html).toContain('<a href="/docs/elements.html#events">d</a>');
    expect(html).toContain('<a href="/v1/forecast">e</a>');
  });

  it("links the repository's README as the docs' front page, and docs/README.md as the docs' index", () => {
    const html = render('[front](../README.md#licences) [index](README.md)');
    expect(html).toContain('<a href="/docs/index.html#licences">front</a>');
    expect(html).toContain('<a href="/docs/README.html">index</a>');
  });

  it('keeps a link of any other scheme as plain text', () => {
    const html = render('[run](javascript:alert(1)) [open](data:text/html,hi) [disk](file:///etc/passwd) [mixed](JaVaScRiPt:void(0))');
    expect(html).not.toMatch(/href="(javascript|data|file):/i);
    expect(html).toContain('run open disk mixed');
  });
});
