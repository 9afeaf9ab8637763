/** The Köppen–Geiger classes (Kottek et al. 2006) that classify-koppen.ts can give a place. */
export const KOPPEN_CLASSES = [
  'Af', 'Am', 'As', 'Aw',
  'BSh', 'BSk', 'BWh', 'BWk',
  'Cfa', 'Cfb', 'Cfc', 'Csa', 'Csb', 'Csc', 'Cwa', 'Cwb', 'Cwc',
  'Dfa', 'Dfb', 'Dfc', 'Dfd', 'Dsa', 'Dsb', 'Dsc', 'Dsd', 'Dwa', 'Dwb', 'Dwc', 'Dwd',
  'EF', 'ET',
] as const;

export type KoppenClass = (typeof KOPPEN_CLASSES)[number];
