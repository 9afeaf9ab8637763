/** The ports of the browser tests: Vite (the dev pages), the "CDN" with the upstream, and a second site. */
// Each may be moved by its variable: the bench starts its own second origins on other ports, and
// two checkouts on one machine can run their suites side by side.
export const VITE_PORT = Number(process.env['WEATHER_TEST_VITE_PORT'] || 5199);
export const CDN_PORT = Number(process.env['WEATHER_TEST_CDN_PORT'] || 5198);
export const SITE_PORT = Number(process.env['WEATHER_TEST_SITE_PORT'] || 5197);
