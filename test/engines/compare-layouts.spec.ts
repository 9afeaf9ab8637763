// Runs after the three engines' projects (its project depends on them): the forecast's boxes at
// 400 px, in each theme, are the same in Chromium, Firefox and WebKit within a few pixels.
import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ENGINE_NAMES } from './engine.ts';
import { largestDifference, LAYOUT_FOLDER, LAYOUT_TOLERANCE_PX, THEMES, type Box } from './layout.ts';

for (const theme of THEMES) {
  test(`the forecast's boxes in the ${theme} theme are the same in every engine within ${LAYOUT_TOLERANCE_PX} px`, async ({}, testInfo) => {
    const read = (engine: string) =>
      JSON.parse(readFileSync(join(testInfo.project.outputDir, LAYOUT_FOLDER, `${engine}-${theme}.json`), 'utf8')) as {
        engine: string;
        scrollbar: number;
        boxes: Record<string, Box>;
      };
    const [reference, ...others] = ENGINE_NAMES.map(read);
    for (const other of others) {
      const difference = largestDifference(reference!.boxes, other.boxes);
      console.log(
        `engines: ${theme}, ${other.engine} against ${reference!.engine}: at most ${difference.pixels} px apart (${difference.part}); scrollbars ${other.scrollbar} and ${reference!.scrollbar} px`,
      );
      expect(Object.keys(other.boxes).sort(), other.engine).toEqual(Object.keys(reference!.boxes).sort());
      expect(difference.pixels, `${other.engine}: ${difference.part}`).toBeLessThanOrEqual(LAYOUT_TOLERANCE_PX);
    }
  });
}
