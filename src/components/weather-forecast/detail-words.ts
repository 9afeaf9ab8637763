// What the chosen details say beyond the facts of old (UV and the moon), in each language, as
// the national weather services write them: WHO's five UV classes as DWD/BfS, Météo-France,
// AEMET and the Japan Meteorological Agency name them; the moon's eight phases; the Beaufort
// forces' names (Met Office, DWD, Météo-France, AEMET, JMA's 風力階級). A module of its
// own, loaded only by a forecast that shows these facts (see load-detail-words.ts): the script
// tag carries none of it.

export interface DetailMessages {
  uvIndex: string;
  /** WHO classes: low (0–2), moderate (3–5), high (6–7), very high (8–10), extreme (11+). */
  uvClasses: readonly [string, string, string, string, string];
  moon: string;
  /** New, waxing crescent, first quarter, waxing gibbous, full, waning gibbous, last quarter, waning crescent. */
  moonPhases: readonly [string, string, string, string, string, string, string, string];
  /** The Beaufort forces' names, 0 to 12, as each language's weather service writes them. */
  beaufort: readonly string[];
}

const en: DetailMessages = {
  uvIndex: 'UV index',
  uvClasses: ['Low', 'Moderate', 'High', 'Very high', 'Extreme'],
  moon: 'Moon',
  moonPhases: ['New moon', 'Waxing crescent', 'First quarter', 'Waxing gibbous', 'Full moon', 'Waning gibbous', 'Last quarter', 'Waning crescent'],
  beaufort: ['Calm', 'Light air', 'Light breeze', 'Gentle breeze', 'Moderate breeze', 'Fresh breeze', 'Strong breeze', 'Near gale', 'Gale', 'Strong gale', 'Storm', 'Violent storm', 'Hurricane force'],
};

const de: DetailMessages = {
  uvIndex: 'UV-Index',
  uvClasses: ['Niedrig', 'Mäßig', 'Hoch', 'Sehr hoch', 'Extrem'],
  moon: 'Mond',
  moonPhases: ['Neumond', 'Zunehmende Sichel', 'Erstes Viertel', 'Zunehmender Mond', 'Vollmond', 'Abnehmender Mond', 'Letztes Viertel', 'Abnehmende Sichel'],
  beaufort: ['Windstille', 'Leiser Zug', 'Leichte Brise', 'Schwache Brise', 'Mäßige Brise', 'Frische Brise', 'Starker Wind', 'Steifer Wind', 'Stürmischer Wind', 'Sturm', 'Schwerer Sturm', 'Orkanartiger Sturm', 'Orkan'],
};

const fr: DetailMessages = {
  uvIndex: 'Indice UV',
  uvClasses: ['Faible', 'Modéré', 'Élevé', 'Très élevé', 'Extrême'],
  moon: 'Lune',
  moonPhases: ['Nouvelle lune', 'Premier croissant', 'Premier quartier', 'Gibbeuse croissante', 'Pleine lune', 'Gibbeuse décroissante', 'Dernier quartier', 'Dernier croissant'],
  beaufort: ['Calme', 'Très légère brise', 'Légère brise', 'Petite brise', 'Jolie brise', 'Bonne brise', 'Vent frais', 'Grand frais', 'Coup de vent', 'Fort coup de vent', 'Tempête', 'Violente tempête', 'Ouragan'],
};

const es: DetailMessages = {
  uvIndex: 'Índice UV',
  uvClasses: ['Bajo', 'Moderado', 'Alto', 'Muy alto', 'Extremo'],
  moon: 'Luna',
  moonPhases: ['Luna nueva', 'Luna creciente', 'Cuarto creciente', 'Gibosa creciente', 'Luna llena', 'Gibosa menguante', 'Cuarto menguante', 'Luna menguante'],
  beaufort: ['Calma', 'Ventolina', 'Flojito', 'Flojo', 'Bonancible', 'Fresquito', 'Fresco', 'Frescachón', 'Temporal', 'Temporal fuerte', 'Temporal duro', 'Temporal muy duro', 'Temporal huracanado'],
};

const ja: DetailMessages = {
  uvIndex: 'UVインデックス',
  uvClasses: ['弱い', '中程度', '強い', '非常に強い', '極端に強い'],
  moon: '月',
  moonPhases: ['新月', '三日月', '上弦の月', '十三夜月', '満月', '寝待月', '下弦の月', '有明月'],
  beaufort: ['静穏', '至軽風', '軽風', '軟風', '和風', '疾風', '雄風', '強風', '疾強風', '大強風', '全強風', '暴風', '颶風'],
};

/** Every language's detail messages, for pickMessages. */
export const DETAIL_WORDS = { en, de, fr, es, ja };
