import { describe, expect, it } from 'vitest';
import { SIZES_PAGE_HEADER, sizesPage } from '../../../src/build/docs/sizes-page.ts';
import { KB, SAMPLE_REPORT } from '../sample-report.ts';

const counts = { nameChunks: 435, majorChunks: 96, initialsChunks: 27, spatialTiles: 365, climateTiles: 648, languageFiles: 2 };

describe('the sizes page', () => {
  const page = sizesPage(SAMPLE_REPORT, counts);

  it('says on its first line that a program writes it, which the prose lints read', () => {
    expect(page.split('\n')[0]).toBe(SIZES_PAGE_HEADER);
    expect(SIZES_PAGE_HEADER).toMatch(/^<!-- generated\b/);
  });

  it('gives each file in KB to one decimal, and the whole world in MB against its budget', () => {
    expect(page).toContain(`| \`weather-widgets.js\` | ${(SAMPLE_REPORT.scriptGzip / KB).toFixed(1)} KB |`);
    expect(page).toContain('| `messages/<language>-<hash>.json` | 1.5 KB to 2.0 KB |');
    expect(page).toContain('| the embedded world (dist/data/, but the names by language) | 7.0 MB | 10.0 MB |');
  });

  it('counts the files, and sums the languages\u2019 chunks', () => {
    expect(page).toContain('| files in `dist/data/` | 800 |');
    expect(page).toContain('| climate tiles (`climate-*`) | 648 |');
    expect(page).toContain('| language name chunks (`local-*`) | 24 |');
    expect(page).toContain('| ru | 1.0 KB | 20 | 4.0 KB | 120.0 KB |');
  });
});
