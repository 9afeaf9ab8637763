// The npm package's and the development server's way to the UV and moon facts' module: a chunk,
// loaded on first use.
import type { DetailModule } from './loaded-detail-module.ts';

/** Imports the module as a chunk of the bundle. */
export const importDetailModule = (): Promise<DetailModule> => import('./detail-module.ts');
