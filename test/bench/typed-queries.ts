/** Distinct beginnings of place names as people type them (the search needs 2 characters); some need folding (ü, é, ã). */
export const TYPED_QUERIES = [
  'Lon', 'Par', 'San', 'Tok', 'Ber', 'Mün', 'Ams', 'Bar', 'Mad', 'Rom', 'Vie', 'Pra', 'War', 'Bud', 'Sto', 'Osl',
  'Hel', 'Cop', 'Dub', 'Edi', 'Lis', 'Ath', 'Ist', 'Cai', 'Nai', 'Lag', 'Joh', 'Cap', 'Mum', 'Del', 'Ban', 'Kol',
  'Che', 'Kar', 'Lah', 'Dha', 'Bei', 'Sha', 'Seo', 'Bus', 'Osa', 'Kyo', 'Syd', 'Mel', 'Bri', 'Auc', 'Wel', 'Tor',
  'Mon', 'Van', 'Chi', 'Hou', 'Phi', 'Bos', 'Sea', 'Den', 'Mia', 'Atl', 'Lim', 'Bog', 'Qui', 'São', 'Rio', 'Bue',
  'Méx', 'Gua', 'Hav', 'Zür', 'Gen', 'Mil', 'Nap', 'Tur',
] as const;
