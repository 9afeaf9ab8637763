// The widgets as the npm package gives them (both elements registered), and the page API.
import { configure, request } from '../../../src/components/index.ts';

// Vite serves the packed world from /.data/ (the package finds it beside its own script instead).
configure({ dataUrl: '/.data/' });

const api = { configure, request };
declare global {
  interface Window {
    widgets: typeof api;
    widgetsReady: boolean;
  }
}
window.widgets = api;
window.widgetsReady = true;
