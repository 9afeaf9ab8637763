// What visitors who see colours differently meet: forced colours (Windows High Contrast), the
// focus ring on light and dark pages in both themes, series told apart by more than shade, and
// the temperature bar's direction right to left. Judged on screenshots where a visitor's eye
// would be, with WCAG's contrast ratio.
// WCAG 2.2: 1.4.1 Use of Color, 1.4.11 Non-text Contrast, 2.4.7 Focus Visible
import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, ForecastHarness, test } from '../../src/testing/index.ts';
import { openWidgets } from './widget-harness.ts';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });

type Rgb = readonly [number, number, number];

/** WCAG 2's relative luminance and contrast ratio. */
function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}
function contrast(one: Rgb, other: Rgb): number {
  const [light, dark] = [luminance(one), luminance(other)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The element's screenshot as pixels, decoded by the page's own browser (no image library needed). */
async function pixels(
  page: Page,
  target: Locator,
): Promise<{ width: number; height: number; at: (x: number, y: number) => Rgb; all: Rgb[] }> {
  const png = await target.screenshot({ animations: 'disabled', caret: 'hide' });
  const { width, height, data } = await page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    return {
      width: bitmap.width,
      height: bitmap.height,
      data: [...context.getImageData(0, 0, bitmap.width, bitmap.height).data],
    };
  }, png.toString('base64'));
  const at = (x: number, y: number): Rgb => {
    const index = (y * width + x) * 4;
    return [data[index]!, data[index + 1]!, data[index + 2]!];
  };
  const all: Rgb[] = [];
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) all.push(at(x, y));
  return { width, height, at, all };
}

/** The colour most pixels have: an element's background. */
function dominant(colours: readonly Rgb[]): Rgb {
  const counts = new Map<string, number>();
  for (const colour of colours) counts.set(colour.join(), (counts.get(colour.join()) ?? 0) + 1);
  const [best] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
  return best.split(',').map(Number) as unknown as Rgb;
}

/** The share of pixels that stand out from `background` at 3:1 or more: text, a swatch, a line. */
function standingOut(colours: readonly Rgb[], background: Rgb): number {
  return colours.filter((colour) => contrast(colour, background) >= 3).length / colours.length;
}

/** A CSS colour as the browser computed it (`rgb(…)`), as numbers. */
function rgb(css: string): Rgb {
  const [r, g, b] = css.match(/[\d.]+/g)!.map(Number);
  return [r!, g!, b!];
}

for (const scheme of ['light', 'dark'] as const) {
  test(`forced colours, ${scheme}: the active option, the matched letters and the chart’s keys stay visible`, async ({
    page,
  }) => {
    await page.emulateMedia({ forcedColors: 'active', colorScheme: scheme });
    await openWidgets(
      page,
      `<weather-search locale="en-GB"></weather-search>
       <weather-forecast place="Oslo" locale="en-GB" details="uv" show="daily hourly" days="2" hourly="6"></weather-forecast>`,
    );
    const input = page.getByRole('combobox');
    await input.pressSequentially('Par', { delay: 30 });
    const options = page.getByRole('option');
    await expect(options.nth(2)).toBeVisible();
    await input.press('ArrowDown');
    await input.press('ArrowDown');
    const active = page.getByRole('option', { selected: true });
    await expect(active).toHaveAttribute('data-index', '1');

    // The active option and its neighbour differ at 3:1 or more, not only in a colour forced away.
    const activeShot = await pixels(page, active);
    const neighbourShot = await pixels(page, options.nth(2));
    const activeBackground = dominant(activeShot.all);
    const neighbourBackground = dominant(neighbourShot.all);
    expect(contrast(activeBackground, neighbourBackground)).toBeGreaterThanOrEqual(3);
    // The matched letters are there, in the active option and in the others.
    for (const option of [active, options.nth(2)]) {
      const mark = await pixels(page, option.locator('mark').first());
      expect(standingOut(mark.all, dominant(mark.all))).toBeGreaterThan(0.05);
    }

    // The list closed: it would cover the forecast.
    await input.press('Escape');
    await ForecastHarness.of(page).whenReady();
    const forecast = page.locator('weather-forecast');
    const card = rgb(
      await forecast.locator('[part="base"]').evaluate((element) => getComputedStyle(element).backgroundColor),
    );
    // The legend's keys, the UV class's dot, the temperature bar and the chart's bars are drawn.
    const marks = {
      'temperature key': forecast.locator('.key-temp'),
      'chance key': forecast.locator('.key-chance'),
      'amount key': forecast.locator('.key-amount'),
      'UV dot': forecast.locator('.uv-swatch').first(),
      'temperature bar': forecast.locator('[part="range-bar"] .bar').first(),
      chart: forecast.locator('[part="chart"]'),
    };
    const visible: Record<string, boolean> = {};
    for (const [name, mark] of Object.entries(marks))
      visible[name] = standingOut((await pixels(page, mark)).all, card) > 0.02;
    expect(visible).toEqual(Object.fromEntries(Object.keys(marks).map((name) => [name, true])));
  });
}

test('the focus ring stands out at 3:1 on white and black pages, in both themes, and is painted', async ({ page }) => {
  await openWidgets(
    page,
    `<weather-search theme="light" locale="en-GB" label="Light"></weather-search>
     <weather-search theme="dark" locale="en-GB" label="Dark"></weather-search>
     <weather-forecast theme="light" place="Oslo" locale="en-GB" show="hourly" hourly="6"></weather-forecast>
     <weather-forecast theme="dark" place="Oslo" locale="en-GB" show="hourly" hourly="6"></weather-forecast>`,
  );
  await expect(page.locator('weather-forecast [aria-busy="false"]')).toHaveCount(2, { timeout: 60_000 });
  await page.addStyleTag({ content: 'main { padding: 24px } main > * { margin: 16px 0 }' });
  const targets = [
    page.getByRole('combobox', { name: 'Light' }),
    page.getByRole('combobox', { name: 'Dark' }),
    page.locator('weather-forecast[theme="light"]').getByText('Show as table'),
    page.locator('weather-forecast[theme="dark"]').getByText('Show as table'),
  ];
  const failures: string[] = [];
  for (const pageColour of ['#ffffff', '#000000']) {
    await page.evaluate((colour) => (document.body.style.background = colour), pageColour);
    for (const target of targets) {
      // A key pressed first: focus from script is then shown as keyboard focus.
      await page.keyboard.press('Shift');
      await target.focus();
      const ring = await target.evaluate((element) => {
        const style = getComputedStyle(element);
        // What lies around the element: the card for the forecast's controls, the page for the search's field.
        const card = element.closest('[part="base"]');
        return {
          focusVisible: element.matches(':focus-visible'),
          outline: style.outlineColor,
          outlineWidth: parseFloat(style.outlineWidth),
          halo: style.boxShadow,
          own: getComputedStyle(element.localName === 'input' ? element : card!).backgroundColor,
          around: card ? getComputedStyle(card).backgroundColor : getComputedStyle(document.body).backgroundColor,
        };
      });
      const name = `${await target.evaluate((element) => element.getRootNode() instanceof ShadowRoot && (element.getRootNode() as ShadowRoot).host.getAttribute('theme'))} ${await target.evaluate((element) => element.localName)} on ${pageColour}`;
      const outline = rgb(ring.outline);
      const halo = rgb(ring.halo);
      const own = rgb(ring.own);
      const around = rgb(ring.around);
      const checks = {
        focusVisible: ring.focusVisible,
        'ring at least 2 px': ring.outlineWidth >= 2,
        'ring against its halo': contrast(outline, halo) >= 3,
        'ring against the widget': contrast(outline, own) >= 3,
        'ring or halo against what is around': Math.max(contrast(outline, around), contrast(halo, around)) >= 3,
      };
      for (const [check, holds] of Object.entries(checks)) if (!holds) failures.push(`${name}: ${check}`);
      // Both colours are painted: the ring's and the halo's pixels are in a shot of the element with its surroundings.
      const box = (await target.boundingBox())!;
      const shot = await page.screenshot({
        clip: { x: box.x - 12, y: box.y - 12, width: box.width + 24, height: box.height + 24 },
      });
      const colours = await page.evaluate(async (base64) => {
        const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(bitmap, 0, 0);
        const data = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
        // The ring's band, 3 to 7 px outside the element's box, on its left edge.
        const band: number[][] = [];
        for (let x = 5; x <= 9; x++)
          band.push([
            ...data.slice(
              (Math.floor(bitmap.height / 2) * bitmap.width + x) * 4,
              (Math.floor(bitmap.height / 2) * bitmap.width + x) * 4 + 3,
            ),
          ]);
        return band;
      }, shot.toString('base64'));
      const painted = (wanted: Rgb) =>
        colours.some((colour) => colour.every((channel, index) => Math.abs(channel - wanted[index]!) <= 8));
      if (!painted(outline)) failures.push(`${name}: ring not painted`);
      if (!painted(halo)) failures.push(`${name}: halo not painted`);
    }
  }
  expect(failures).toEqual([]);
});

test('the amount bars are outlined and the chance bars solid; right to left, the temperature bar’s cold end is beside the low', async ({
  page,
}) => {
  await openWidgets(
    page,
    `<weather-forecast id="ltr" place="Bergen" locale="en-GB" show="daily hourly" days="3" hourly="12"></weather-forecast>
     <weather-forecast id="rtl" place="Bergen" locale="ar" show="daily" days="3"></weather-forecast>`,
  );
  await expect(page.locator('weather-forecast [aria-busy="false"]')).toHaveCount(2, { timeout: 60_000 });
  const ltr = page.locator('#ltr');
  const shapes = await ltr.evaluate((host) => {
    const style = (selector: string) => getComputedStyle(host.shadowRoot!.querySelector(selector)!);
    const [chance, amount] = [style('.pop-bar'), style('.amount-bar')];
    return {
      chance: { stroke: chance.stroke, fillOpacity: Number(chance.fillOpacity) },
      amount: { stroke: amount.stroke, width: parseFloat(amount.strokeWidth), fillOpacity: Number(amount.fillOpacity) },
    };
  });
  // Chance: solid. Amount: an outline at full strength around a lighter inside.
  expect(shapes.chance).toEqual({ stroke: 'none', fillOpacity: 1 });
  expect(shapes.amount.stroke).not.toBe('none');
  expect(shapes.amount.width).toBeGreaterThanOrEqual(1);
  expect(shapes.amount.fillOpacity).toBeLessThanOrEqual(0.7);

  // Which end of the day's bar is colder (bluer), and on which side the low is written.
  for (const [forecast, lowSide] of [
    [ltr, 'left'],
    [page.locator('#rtl'), 'right'],
  ] as const) {
    const day = forecast.locator('[part="day"]').first();
    const [low, high] = await Promise.all([day.locator('.min').boundingBox(), day.locator('.max').boundingBox()]);
    expect(low!.x < high!.x ? 'left' : 'right').toBe(lowSide);
    const bar = day.locator('[part="range-bar"] .bar');
    const shot = await pixels(page, bar);
    const middle = Math.floor(shot.height / 2);
    const [left, right] = [shot.at(1, middle), shot.at(shot.width - 2, middle)];
    const blueness = ([r, , b]: Rgb) => b - r;
    expect(blueness(left) > blueness(right) ? 'left' : 'right', `${lowSide}: ${left.join()} … ${right.join()}`).toBe(
      lowSide,
    );
  }
});
