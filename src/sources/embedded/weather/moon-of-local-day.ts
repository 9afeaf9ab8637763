// The moon of each local day of a forecast, at the day's local noon as the contract asks
// (local-calendar.ts finds the noon).
import { moonAt, type MoonOfDay } from '../../astronomy/moon-of-day.ts';
import { boundedMemo } from '../../../contract/bounded-memo.ts';

/**
 * The moon at a local noon (epoch ms). A worker asks about the same days at every refresh, and
 * the moon of an instant never changes: the answers are kept (more days than a page asks about,
 * hand-set).
 */
export const moonAtLocalNoon: (noon: number) => MoonOfDay = boundedMemo(4096, moonAt);
