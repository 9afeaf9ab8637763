// What every demo page shares: both elements registered, and the embedded world's data found
// wherever this build put it. In dev Vite serves the packed files from /.data/; the demo build
// (src/build/serve-demo.ts) emits them unhashed side by side under data/. Both are imported so
// the build emits both.
import climateUrl from '../.data/climate.bin?url';
import gazetteerUrl from '../.data/gazetteer.bin?url';
import { configure } from '../src/components/index.ts';

const folderOf = (url: string) => new URL('.', new URL(url, location.href)).href;
const dataUrl = folderOf(gazetteerUrl);
// The worker asks for both files by name in one folder: say so if a build ever hashes them apart.
if (folderOf(climateUrl) !== dataUrl || !climateUrl.endsWith('/climate.bin')) console.error(`demo: the data files are not side by side (${gazetteerUrl}, ${climateUrl})`);
configure({ dataUrl });

export { configure };
