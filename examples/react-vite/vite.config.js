import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { weatherWidgets } from 'weather-widgets/vite';

// weatherWidgets(): serves the embedded world at /weather-data/ in `vite`, writes it in `vite build`.
export default defineConfig({ plugins: [react(), weatherWidgets()] });
