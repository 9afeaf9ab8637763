import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vite';
import { weatherWidgets } from 'weather-widgets/vite';

// weatherWidgets(): serves the embedded world at /weather-data/ in `vite`, writes it in `vite build`.
export default defineConfig({ plugins: [svelte(), weatherWidgets()] });
