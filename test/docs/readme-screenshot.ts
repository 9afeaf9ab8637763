/** The README's screenshot, which the browser suite draws (test/e2e/readme-snippet.spec.ts). */
export const SCREENSHOT = 'docs/images/forecast-and-search.png';
/** The most the screenshot may weigh: GitHub and npm load it on every visit to the README. */
export const SCREENSHOT_MAX_BYTES = 120 * 1024;
