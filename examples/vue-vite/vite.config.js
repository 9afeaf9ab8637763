import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';
import { weatherWidgets } from 'weather-widgets/vite';

export default defineConfig({
  plugins: [
    // Vue leaves tags that start with weather- to the browser, as custom elements.
    vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('weather-') } } }),
    // Serves the embedded world at /weather-data/ in `vite`, writes it in `vite build`.
    weatherWidgets(),
  ],
});
