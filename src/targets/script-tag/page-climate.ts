// The classic script of a page with climate charts and no forecast or search,
// dist/weather-widgets-climate.js: the climate chart itself (page-start.ts), its code in the script
// rather than in a module loaded after it, and its words beside it as the module's are.
import { defineClimate } from '../../components/weather-climate/climate-module-script.ts';
import { yieldToMain } from '../../components/shared/yield-to-main.ts';
import { startScriptTag } from './page-start.ts';

// In a task of its own, after the script's, as page-start.ts defines the other elements.
startScriptTag([], (services) => void yieldToMain().then(() => defineClimate(services)));
