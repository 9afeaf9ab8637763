/** The ports of the browser tests: Vite (the dev pages), the "CDN" with the upstream, and a second site. */
export const VITE_PORT = 5199;
export const CDN_PORT = 5198;
export const SITE_PORT = 5197;
