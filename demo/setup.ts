// What every demo page shares: both elements registered, and the embedded world's files found
// where this build put them. In dev Vite serves them from /.data/, where `npm run data` writes
// them; the demo build (src/build/serve-demo.ts) copies them to /data/.
import { configure } from '../src/components/index.ts';

configure({ dataUrl: import.meta.env.DEV ? '/.data/' : '/data/' });

export { configure };
