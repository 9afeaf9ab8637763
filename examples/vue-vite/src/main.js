import { createApp } from 'vue';
import 'weather-widgets'; // registers <weather-forecast> and <weather-search>
import App from './App.vue';

createApp(App).mount('#app');
