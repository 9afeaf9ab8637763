// Where the page client finds the service for the main thread, when no worker can start: its
// own chunk, loaded only then. The script-tag build, which cannot split code, swaps this module
// for load-main-thread-host.script.ts.
export const loadMainThreadHost = (): Promise<typeof import('./service-host.ts')> => import('./service-host.ts');
