// Where the UV and moon facts' module comes from: its own chunk, loaded on first use. The
// script-tag build, which cannot split code, swaps this module for load-detail-module.script.ts.
export const importDetailModule = (): Promise<typeof import('./detail-module.ts')> => import('./detail-module.ts');
