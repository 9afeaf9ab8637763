// The climate's module as the script tag loads it, beside the script: its words come from pinned
// files beside it, and its build takes Lit from the script (shared-lit.ts), so that a page holds
// one Lit and downloads it once.
import type { PageServices } from '../page-services.ts';
import { defineClimate as defineWith } from './climate-module.ts';
import { fetchClimateWords } from './fetch-climate-words.ts';

/** Defines <weather-climate> with the page's services, its words fetched beside the module. */
export const defineClimate = (services: PageServices): void => defineWith(services, fetchClimateWords);
