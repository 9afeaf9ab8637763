import { mount } from 'svelte';
import 'weather-widgets'; // registers <weather-forecast> and <weather-search>
import App from './App.svelte';

mount(App, { target: document.getElementById('app') });
