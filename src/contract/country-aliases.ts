/**
 * Everyday country names that are not the English names Intl.DisplayNames gives ("United
 * Kingdom", "Czechia", …), as a search qualifier may use them ("London, UK"): folded name → ISO code.
 */
export const COUNTRY_ALIASES: ReadonlyMap<string, string> = new Map([
  ['uk', 'GB'],
  ['great britain', 'GB'],
  ['britain', 'GB'],
  ['england', 'GB'],
  ['scotland', 'GB'],
  ['wales', 'GB'],
  ['northern ireland', 'GB'],
  ['usa', 'US'],
  ['america', 'US'],
  ['united states of america', 'US'],
  ['uae', 'AE'],
  ['holland', 'NL'],
  ['czech republic', 'CZ'],
  ['burma', 'MM'],
  ['ivory coast', 'CI'],
  ['drc', 'CD'],
  ['russian federation', 'RU'],
]);
