// Which picture a WMO weather code gets, as data: a group per kind of weather, and the layers
// (sun or moon, cloud, what falls) each group draws by day and by night. Kept apart from the SVG
// so the choice can be tested without a DOM.

/** One icon per group of WMO 4677 codes. */
export const ICON_GROUPS = {
  clear: [0],
  'mainly-clear': [1],
  'partly-cloudy': [2],
  overcast: [3],
  fog: [45, 48],
  drizzle: [51, 53, 55],
  freezing: [56, 57, 66, 67],
  rain: [61, 63, 65],
  mix: [68, 69],
  snow: [71, 73, 75],
  pellets: [77, 79],
  showers: [80, 81, 82],
  'snow-showers': [85, 86],
  thunderstorm: [95],
  hail: [96, 99],
} as const satisfies Record<string, readonly number[]>;

export type IconGroup = keyof typeof ICON_GROUPS;

/** A drawable piece of an icon. */
export type IconLayer =
  | 'sun'
  | 'moon'
  | 'sun-peek'
  | 'moon-peek'
  | 'cloud'
  | 'cloud-small'
  | 'cloud-high'
  | 'drizzle'
  | 'drops'
  | 'flake'
  | 'flakes'
  | 'pellets'
  | 'bolt'
  | 'fog';

const GROUP_OF_CODE = new Map<number, IconGroup>(
  Object.entries(ICON_GROUPS).flatMap(([group, codes]) => codes.map((code) => [code, group as IconGroup] as const)),
);

/** The icon group of a code; an unknown code (a future upstream's) draws as overcast. */
export function iconGroup(code: number): IconGroup {
  return GROUP_OF_CODE.get(code) ?? 'overcast';
}

// `*` stands for the sky body: the sun by day, the moon by night.
const LAYERS: Record<IconGroup, readonly (IconLayer | '*' | '*-peek')[]> = {
  clear: ['*'],
  'mainly-clear': ['*', 'cloud-small'],
  'partly-cloudy': ['*-peek', 'cloud'],
  overcast: ['cloud'],
  fog: ['cloud-high', 'fog'],
  drizzle: ['cloud-high', 'drizzle'],
  freezing: ['cloud-high', 'drops', 'flake'],
  rain: ['cloud-high', 'drops'],
  mix: ['cloud-high', 'drizzle', 'flake'],
  snow: ['cloud-high', 'flakes'],
  pellets: ['cloud-high', 'pellets'],
  showers: ['*-peek', 'cloud-high', 'drops'],
  'snow-showers': ['*-peek', 'cloud-high', 'flakes'],
  thunderstorm: ['cloud-high', 'bolt'],
  hail: ['cloud-high', 'bolt', 'pellets'],
};

/** The layers of a code's icon, back to front. */
export function iconLayers(code: number, night: boolean): IconLayer[] {
  return LAYERS[iconGroup(code)].map((layer) => {
    if (layer === '*') return night ? 'moon' : 'sun';
    if (layer === '*-peek') return night ? 'moon-peek' : 'sun-peek';
    return layer;
  });
}
