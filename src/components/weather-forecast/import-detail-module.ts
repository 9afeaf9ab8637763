// The npm package's and the development server's way to the UV and moon facts' module: a chunk,
// loaded on first use.
import { provideDetailModule } from './loaded-detail-module.ts';

provideDetailModule(() => import('./detail-module.ts'));
