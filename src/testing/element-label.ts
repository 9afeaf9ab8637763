// How a harness names its element in messages: how the test picked it, and the element as its
// markup reads (`<weather-forecast place="Oslo">`), so a failure says which of a page's widgets
// it is about.
import type { Locator } from '@playwright/test';

/** The element's opening tag as its markup reads, or undefined when it is not on the page. */
export async function markupOf(root: Locator): Promise<string | undefined> {
  return root
    .evaluate(
      (element) =>
        `<${element.localName}${[...element.attributes].map((attribute) => ` ${attribute.name}="${attribute.value}"`).join('')}>`,
      undefined,
      { timeout: 1_000 },
    )
    .catch(() => undefined);
}

/** "ForecastHarness.of(page, '#nope') (<weather-forecast id="nope">)": the picking, and the markup when there is one. */
export async function labelOf(root: Locator, picked: string): Promise<string> {
  const markup = await markupOf(root);
  return markup ? `${picked} ${markup}` : picked;
}

/** The opening tags of the page's elements named `tag`, for "the page has …" in messages. */
export async function siblingsOf(root: Locator, tag: string): Promise<string[]> {
  return root
    .page()
    .locator(tag)
    .evaluateAll((elements) =>
      elements.map(
        (element) =>
          `<${element.localName}${[...element.attributes].map((attribute) => ` ${attribute.name}="${attribute.value}"`).join('')}>`,
      ),
    )
    .catch(() => []);
}
