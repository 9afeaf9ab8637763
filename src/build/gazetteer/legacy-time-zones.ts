// GeoNames' 2020 snapshot still names some zones that the IANA tz database has since renamed
// or merged into another zone of the same country. These are the ones the data uses, with the
// current name each is a link to in tzdata's `backward` file (release noted). Names that are
// current IANA names but that ICU happens to canonicalise to an older spelling (Asia/Kolkata →
// Asia/Calcutta, Asia/Ho_Chi_Minh → Asia/Saigon, America/Argentina/*, …) are NOT aliases and
// stay as they are. Links between zones of different countries that merely agree since 1970
// (Europe/Oslo → Europe/Berlin, America/Atikokan → America/Panama) are kept too: the
// country's own name is what its users expect to see.

/** Legacy zone name → the current IANA zone it links to. */
export const LEGACY_TIME_ZONES: ReadonlyMap<string, string> = new Map([
  ['America/Godthab', 'America/Nuuk'], // renamed, tzdata 2020a
  ['Europe/Kiev', 'Europe/Kyiv'], // renamed, 2022b
  ['Europe/Uzhgorod', 'Europe/Kyiv'], // merged, 2022g
  ['Europe/Zaporozhye', 'Europe/Kyiv'], // merged, 2022g
  ['America/Thunder_Bay', 'America/Toronto'], // merged, 2022g
  ['America/Pangnirtung', 'America/Iqaluit'], // merged, 2022g
  ['America/Yellowknife', 'America/Edmonton'], // merged, 2023c
  ['Australia/Currie', 'Australia/Hobart'], // merged, 2020b
  ['Asia/Choibalsan', 'Asia/Ulaanbaatar'], // merged, 2024b
]);

/** The current IANA name for a zone name found in GeoNames. */
export function currentTimeZone(name: string): string {
  return LEGACY_TIME_ZONES.get(name) ?? name;
}
