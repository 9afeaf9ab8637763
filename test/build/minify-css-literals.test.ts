import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { minifyCss, minifyCssLiterals } from '../../src/build/minify-css-literals.ts';

describe('minifyCss', () => {
  it('drops comments and indentation, and the spaces beside braces, semicolons, commas and after colons', () => {
    const css = `
  /* The card's frame: it's drawn by the theme. */
  :host {
    display: block;
    font-family: system-ui, sans-serif;
  }
  @media (min-width: 30em) {
    .row > .cell { padding: 0 calc(1rem + 2px); }
  }
`;
    expect(minifyCss(css)).toBe(
      ':host{display:block;font-family:system-ui,sans-serif;}@media (min-width:30em){.row > .cell{padding:0 calc(1rem + 2px);}}',
    );
  });

  it('keeps the space before a colon, where it is a descendant combinator', () => {
    expect(minifyCss('.card  :focus-visible { outline: none }')).toBe('.card :focus-visible{outline:none}');
  });

  it('keeps quoted strings as written, a comment-like text or an escaped quote in them included', () => {
    const css = `grid-template-areas: 'head  head' "a /* b */ c";\n  content: 'it\\'s  here';`;
    expect(minifyCss(css)).toBe(`grid-template-areas:'head  head' "a /* b */ c";content:'it\\'s  here';`);
  });

  it('keeps one space where the text meets an interpolation', () => {
    expect(minifyCss('  color: \n', { start: true, end: false })).toBe('color: ');
    expect(minifyCss('\n  solid;\n', { start: false, end: true })).toBe(' solid;');
  });
});

describe('minifyCssLiterals in a build', () => {
  const folder = mkdtempSync(join(tmpdir(), 'minify-css-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("minifies a css template's static text around its interpolations, and leaves other templates alone", async () => {
    const source = join(folder, 'src', 'styles.ts');
    mkdirSync(join(folder, 'src'));
    writeFileSync(
      source,
      [
        'const css = (strings: TemplateStringsArray, ...values: unknown[]) => String.raw({ raw: strings }, ...values);',
        'const html = css;',
        "const width: string = '2px';",
        'export const styles = css`\n  /* a frame */\n  :host {\n    border: ${width}  solid;\n  }\n`;',
        'export const markup = html`<p>\n  /* not CSS */\n</p>`;',
      ].join('\n'),
    );
    const result = await build({
      root: folder,
      configFile: false,
      logLevel: 'silent',
      plugins: [minifyCssLiterals()],
      build: {
        write: false,
        minify: false,
        lib: { entry: source, formats: ['es'], fileName: () => 'out.js' },
      },
    });
    const output = (Array.isArray(result) ? result[0]! : result) as { output: { code?: string }[] };
    const code = output.output[0]!.code!;
    const renderedTemplates: Record<string, string | undefined> = Object.fromEntries(
      [...code.matchAll(/(styles|markup) = \w+`([^`]*)`/g)].map((match) => [match[1], match[2]]),
    );
    // The bundler may inline the interpolated constant; the space at each side of it stays.
    expect(renderedTemplates['styles']).toMatch(/^:host\{border: \$\{[^}]+\} solid;\}$/);
    expect(renderedTemplates['markup']).toBe('<p>\n  /* not CSS */\n</p>');
  });
});
