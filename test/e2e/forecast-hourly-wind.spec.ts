// The hourly table's wind as a visitor reads it: each hour's speed with an arrow turned to where
// the wind blows and the compass point it comes from (what a screen reader says: the arrow is
// decoration), and the gusts; in German and Japanese, light and dark, at 240, 400 and 800 px,
// with no text cut off, every column within a scroll's reach, and nothing for axe.
import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, test } from '../../src/testing/index.ts';
import { checkAtWidths, darkPage, marks } from './forecast-checks.ts';
import { openWidgets } from './widget-harness.ts';
import { catalogOf } from '../support/catalogs.ts';

const LOADED = { timeout: 45_000 };
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

// Wellington in its windy summer.
const NOW = '2025-01-13T00:00:00Z';
const WORDS = {
  de: {
    show: 'Als Tabelle zeigen',
    wind: 'Wind',
    gusts: 'Böen',
    compass: ['N', 'NNO', 'NO', 'ONO', 'O', 'OSO', 'SO', 'SSO', 'S', 'SSW', 'SW', 'WSW', 'W', 'WNW', 'NW', 'NNW'],
  },
  ja: {
    show: '表で表示',
    wind: '風',
    gusts: '最大瞬間',
    compass: [
      '北',
      '北北東',
      '北東',
      '東北東',
      '東',
      '東南東',
      '南東',
      '南南東',
      '南',
      '南南西',
      '南西',
      '西南西',
      '西',
      '西北西',
      '北西',
      '北北西',
    ],
  },
} as const;

async function open(page: Page, attributes: string, width: number): Promise<Locator> {
  await openWidgets(
    page,
    `<div style="width: ${width}px"><weather-forecast place="Wellington" show="hourly" units="metric" now="${NOW}" ${attributes}></weather-forecast></div>`,
  );
  const widget = page.locator('weather-forecast');
  await expect(widget.locator('[part="base"]')).toHaveAttribute('aria-busy', 'false', LOADED);
  return widget;
}

/** Each row's wind cell and gust cell as text, and the arrow's turn in degrees. */
const windRows = (widget: Locator) =>
  widget.locator('[part="hourly-table"] tbody tr').evaluateAll(
    (rows, [windColumn, gustColumn]) => {
      const visibleText = (cell: Element) => {
        const copy = cell.cloneNode(true) as Element;
        copy.querySelectorAll('.visually-hidden').forEach((hidden) => hidden.remove());
        return copy.textContent.replace(/\s+/g, ' ').trim();
      };
      return rows.map((row) => ({
        // What the eye reads: the spoken forms beside it are for screen readers.
        wind: visibleText(row.children[windColumn!]!),
        gust: visibleText(row.children[gustColumn!]!),
        turn: Number(
          /rotate\(([-\d.]+)/.exec(
            row.children[windColumn!]!.querySelector('svg.arrow path')?.getAttribute('transform') ?? '',
          )?.[1],
        ),
      }));
    },
    [4, 5],
  );

for (const [language, words] of Object.entries(WORDS)) {
  for (const theme of ['light', 'dark'] as const) {
    test(`gives each hour's wind, its arrow and its gusts, uncut at 240, 400 and 800 px, and axe finds nothing (${language}, ${theme})`, async ({
      page,
    }) => {
      if (theme === 'dark') await darkPage(page);
      const widget = await open(page, `locale="${language}" theme="${theme}"`, 240);
      await widget.getByText(words.show).click();
      const table = widget.getByRole('table');
      await expect(table.locator('tbody tr')).toHaveCount(24);
      await expect(table.getByRole('columnheader').nth(4)).toHaveText(words.wind);
      await expect(table.getByRole('columnheader').nth(5)).toHaveText(words.gusts);

      const pattern = /^(\d+)\s?km\/h (\S+)$/;
      const rows = await windRows(widget);
      expect(rows).toHaveLength(24);
      for (const [hour, { wind, gust, turn }] of rows.entries()) {
        const [, speed, point] = pattern.exec(wind) ?? [];
        expect(point, `hour ${hour}: "${wind}"`).toBeDefined();
        expect(words.compass, `hour ${hour}: "${wind}"`).toContain(point);
        // The arrow points where the wind blows: away from the point it comes from, within half a point.
        const from = words.compass.indexOf(point as never) * 22.5;
        const off = Math.abs(((turn - from - 180) % 360) + 360) % 360;
        expect(Math.min(off, 360 - off), `hour ${hour}: arrow turned ${turn}° for ${point}`).toBeLessThanOrEqual(
          11.25 + 0.5,
        );
        const [, gustSpeed] = /^(\d+)\s?km\/h$/.exec(gust) ?? [];
        expect(Number(gustSpeed), `hour ${hour}: gusts "${gust}" beside "${wind}"`).toBeGreaterThanOrEqual(
          Number(speed),
        );
      }
      // A screen reader says the speed and where from in full words, not the arrow.
      const windCells = table.locator('tbody tr td:nth-child(5)');
      await expect(windCells.locator('svg.arrow[aria-hidden="true"]')).toHaveCount(24);
      const spoken = catalogOf(language).forecast.compassSpoken;
      for (const [hour, { wind }] of rows.entries()) {
        const point = words.compass.indexOf(pattern.exec(wind)![2] as never);
        const speed = new Intl.NumberFormat(language, {
          style: 'unit',
          unit: 'kilometer-per-hour',
          unitDisplay: 'long',
        });
        await expect(windCells.nth(hour)).toHaveAccessibleName(
          `${speed.format(Number(pattern.exec(wind)![1]))} ${spoken[point]}`,
        );
      }

      await checkAtWidths(page, widget, theme, async (width) => {
        const arrows = await marks(widget, '[part="hourly-table"] svg.arrow');
        expect(arrows.shown, `arrows at ${width} px`).toBe(24);
        expect(arrows.contrast, `arrows at ${width} px`).toBeGreaterThanOrEqual(3);
        // The gusts are the last-but-one column: where the table is wider than the card, a scroll reaches them.
        await widget.locator('.table-scroller').evaluate((element) => element.scrollBy({ left: element.scrollWidth }));
        await expect
          .poll(
            () =>
              widget.evaluate((host) => {
                const scroller = host.shadowRoot!.querySelector('.table-scroller')!.getBoundingClientRect();
                const cell = host
                  .shadowRoot!.querySelector('[part="hourly-table"] thead th:nth-child(6)')!
                  .getBoundingClientRect();
                return cell.left >= scroller.left - 0.5 && cell.right <= scroller.right + 0.5;
              }),
            { message: `gusts column in sight at ${width} px` },
          )
          .toBe(true);
      });
    });
  }
}
