/**
 * The Köppen–Geiger classes that the packed grid can hold, in the order of their byte codes
 * (code = index + 1; code 0 is the sea). The list is shared by the build-time packer and the
 * runtime decoder, so a class's byte means the same thing on both sides.
 * Classes after Kottek et al. 2006 / Rubel et al. 2017 (0.5° grid, 1986–2010).
 */
export const KOPPEN_CLASSES = [
  'Af', 'Am', 'As', 'Aw',
  'BSh', 'BSk', 'BWh', 'BWk',
  'Cfa', 'Cfb', 'Cfc', 'Csa', 'Csb', 'Csc', 'Cwa', 'Cwb', 'Cwc',
  'Dfa', 'Dfb', 'Dfc', 'Dfd', 'Dsa', 'Dsb', 'Dsc', 'Dsd', 'Dwa', 'Dwb', 'Dwc', 'Dwd',
  'EF', 'ET',
] as const;

export type KoppenClass = (typeof KOPPEN_CLASSES)[number];

const CODE_BY_CLASS: ReadonlyMap<string, number> = new Map(KOPPEN_CLASSES.map((name, index) => [name, index + 1]));

/** The byte code of a class name, or undefined for a name that is not a Köppen class. */
export function koppenCode(name: string): number | undefined {
  return CODE_BY_CLASS.get(name);
}

/** The class name of a byte code (1…31), or null for the sea (0) or an unknown code. */
export function koppenName(code: number): KoppenClass | null {
  return KOPPEN_CLASSES[code - 1] ?? null;
}
