/** The ports of the browser tests: Vite (the dev pages), the "CDN" with the upstream, and a second site. */
export const VITE_PORT = 5199;
// The bench starts its own second origins on other ports (these variables), beside a test run's.
export const CDN_PORT = Number(process.env['WEATHER_TEST_CDN_PORT'] || 5198);
export const SITE_PORT = Number(process.env['WEATHER_TEST_SITE_PORT'] || 5197);
