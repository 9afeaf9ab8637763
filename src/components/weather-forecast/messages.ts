// What <weather-forecast> says, in each language it speaks. Numbers, dates and times are not
// here: Intl writes them. English weather descriptions come from the reply itself.
import { languageOf, pickMessages } from '../shared/locale.ts';

export interface ForecastMessages {
  choosePlace: string;
  loading: string;
  feelsLike: string;
  wind: string;
  gusts: string;
  humidity: string;
  pressure: string;
  visibility: string;
  dewPoint: string;
  sunrise: string;
  sunset: string;
  sun: string;
  polarDay: string;
  polarNight: string;
  today: string;
  hourly: string;
  daily: string;
  chartLabel: (hours: number, low: string, high: string, wettest: string) => string;
  chartScroll: string;
  legendTemp: string;
  legendChance: string;
  /** The amount bars' legend; the chart writes the scale's top above them. */
  legendAmount: string;
  showTable: string;
  time: string;
  temperature: string;
  chance: string;
  amount: string;
  low: string;
  high: string;
  rain: string;
  snow: string;
  sleet: string;
  freezingRain: string;
  icePellets: string;
  unknownPlace: (place: string) => string;
  invalidKey: string;
  misconfigured: string;
  /** The disclosure that holds a configuration error's details, for the site's developer. */
  forDevelopers: string;
  unavailable: string;
  waiting: (seconds: number) => string;
  retry: string;
  updated: (age: string) => string;
  offline: string;
  creditPlaces: string;
  creditWeather: string;
  /** The observed climate the embedded world's weather varies around (its licences ask for the credit). */
  creditClimate: string;
  simulated: string;
  /** The four cardinal letters N, E, S, W as this language writes them (compass labels are built from them). */
  compass: readonly [string, string, string, string];
}

const en: ForecastMessages = {
  choosePlace: 'Choose a place to see its weather.',
  loading: 'Loading the weather…',
  feelsLike: 'Feels like',
  wind: 'Wind',
  gusts: 'gusts',
  humidity: 'Humidity',
  pressure: 'Pressure',
  visibility: 'Visibility',
  dewPoint: 'Dew point',
  sunrise: 'Sunrise',
  sunset: 'Sunset',
  sun: 'Sun',
  polarDay: 'Polar day',
  polarNight: 'Polar night',
  today: 'Today',
  hourly: 'Next hours',
  daily: 'Next days',
  chartLabel: (hours, low, high, wettest) => `Next ${hours} hours: temperatures from ${low} to ${high}; chance of precipitation up to ${wettest}.`,
  chartScroll: 'Hourly chart (scrolls sideways)',
  legendTemp: 'Temperature',
  legendChance: 'Chance of precipitation (0–100\u00a0%)',
  legendAmount: 'Amount of precipitation',
  showTable: 'Show as table',
  time: 'Time',
  temperature: 'Temperature',
  chance: 'Chance',
  amount: 'Amount',
  low: 'Low',
  high: 'High',
  rain: 'Rain',
  snow: 'Snow',
  sleet: 'Sleet',
  freezingRain: 'Freezing rain',
  icePellets: 'Ice pellets',
  unknownPlace: (place) => `We couldn’t find “${place}”.`,
  invalidKey: 'This widget’s API key was not accepted.',
  misconfigured: 'This widget is set up wrongly.',
  forDevelopers: 'Details for the site’s developer',
  unavailable: 'Weather is unavailable right now.',
  waiting: (seconds) => `Too many requests — trying again in ${seconds} s`,
  retry: 'Retry',
  updated: (age) => `Updated ${age}`,
  offline: 'offline',
  creditPlaces: 'Places: GeoNames',
  creditWeather: 'Weather: Open-Meteo',
  creditClimate: 'Climate: CRU TS, ERA5, MERRA-2',
  simulated: 'Simulated weather',
  compass: ['N', 'E', 'S', 'W'],
};

const de: ForecastMessages = {
  choosePlace: 'Wählen Sie einen Ort, um sein Wetter zu sehen.',
  loading: 'Das Wetter wird geladen…',
  feelsLike: 'Gefühlt',
  wind: 'Wind',
  gusts: 'Böen',
  humidity: 'Luftfeuchte',
  pressure: 'Luftdruck',
  visibility: 'Sichtweite',
  dewPoint: 'Taupunkt',
  sunrise: 'Sonnenaufgang',
  sunset: 'Sonnenuntergang',
  sun: 'Sonne',
  polarDay: 'Polartag',
  polarNight: 'Polarnacht',
  today: 'Heute',
  hourly: 'Nächste Stunden',
  daily: 'Nächste Tage',
  chartLabel: (hours, low, high, wettest) => `Nächste ${hours} Stunden: Temperaturen von ${low} bis ${high}; Niederschlagswahrscheinlichkeit bis ${wettest}.`,
  chartScroll: 'Stundendiagramm (seitlich scrollbar)',
  legendTemp: 'Temperatur',
  legendChance: 'Niederschlagswahrscheinlichkeit (0–100\u00a0%)',
  legendAmount: 'Niederschlagsmenge',
  showTable: 'Als Tabelle zeigen',
  time: 'Zeit',
  temperature: 'Temperatur',
  chance: 'Wahrsch.',
  amount: 'Menge',
  low: 'Tiefst',
  high: 'Höchst',
  rain: 'Regen',
  snow: 'Schnee',
  sleet: 'Schneeregen',
  freezingRain: 'Eisregen',
  icePellets: 'Eiskörner',
  unknownPlace: (place) => `Wir konnten „${place}“ nicht finden.`,
  invalidKey: 'Der API-Schlüssel dieses Widgets wurde nicht akzeptiert.',
  misconfigured: 'Dieses Widget ist falsch eingerichtet.',
  forDevelopers: 'Details für die Entwickler der Website',
  unavailable: 'Das Wetter ist gerade nicht verfügbar.',
  waiting: (seconds) => `Zu viele Anfragen – neuer Versuch in ${seconds} s`,
  retry: 'Erneut versuchen',
  updated: (age) => `Aktualisiert ${age}`,
  offline: 'offline',
  creditPlaces: 'Orte: GeoNames',
  creditWeather: 'Wetter: Open-Meteo',
  creditClimate: 'Klima: CRU TS, ERA5, MERRA-2',
  simulated: 'Simuliertes Wetter',
  compass: ['N', 'O', 'S', 'W'],
};

const fr: ForecastMessages = {
  choosePlace: 'Choisissez un lieu pour voir sa météo.',
  loading: 'Chargement de la météo…',
  feelsLike: 'Ressenti',
  wind: 'Vent',
  gusts: 'rafales',
  humidity: 'Humidité',
  pressure: 'Pression',
  visibility: 'Visibilité',
  dewPoint: 'Point de rosée',
  sunrise: 'Lever du soleil',
  sunset: 'Coucher du soleil',
  sun: 'Soleil',
  polarDay: 'Jour polaire',
  polarNight: 'Nuit polaire',
  today: 'Aujourd’hui',
  hourly: 'Prochaines heures',
  daily: 'Prochains jours',
  chartLabel: (hours, low, high, wettest) => `${hours} prochaines heures : températures de ${low} à ${high} ; probabilité de précipitations jusqu’à ${wettest}.`,
  chartScroll: 'Graphique horaire (défile horizontalement)',
  legendTemp: 'Température',
  legendChance: 'Probabilité de précipitations (0–100\u00a0%)',
  legendAmount: 'Cumul de précipitations',
  showTable: 'Afficher en tableau',
  time: 'Heure',
  temperature: 'Température',
  chance: 'Probabilité',
  amount: 'Quantité',
  low: 'Min.',
  high: 'Max.',
  rain: 'Pluie',
  snow: 'Neige',
  sleet: 'Pluie et neige',
  freezingRain: 'Pluie verglaçante',
  icePellets: 'Granules de glace',
  unknownPlace: (place) => `Nous n’avons pas trouvé « ${place} ».`,
  invalidKey: 'La clé d’API de ce widget a été refusée.',
  misconfigured: 'Ce widget est mal configuré.',
  forDevelopers: 'Détails pour les développeurs du site',
  unavailable: 'La météo est indisponible pour le moment.',
  waiting: (seconds) => `Trop de requêtes — nouvel essai dans ${seconds} s`,
  retry: 'Réessayer',
  updated: (age) => `Mis à jour ${age}`,
  offline: 'hors ligne',
  creditPlaces: 'Lieux : GeoNames',
  creditWeather: 'Météo : Open-Meteo',
  creditClimate: 'Climat : CRU TS, ERA5, MERRA-2',
  simulated: 'Météo simulée',
  compass: ['N', 'E', 'S', 'O'],
};

const es: ForecastMessages = {
  choosePlace: 'Elija un lugar para ver su tiempo.',
  loading: 'Cargando el tiempo…',
  feelsLike: 'Sensación',
  wind: 'Viento',
  gusts: 'ráfagas',
  humidity: 'Humedad',
  pressure: 'Presión',
  visibility: 'Visibilidad',
  dewPoint: 'Punto de rocío',
  sunrise: 'Amanecer',
  sunset: 'Atardecer',
  sun: 'Sol',
  polarDay: 'Día polar',
  polarNight: 'Noche polar',
  today: 'Hoy',
  hourly: 'Próximas horas',
  daily: 'Próximos días',
  chartLabel: (hours, low, high, wettest) => `Próximas ${hours} horas: temperaturas de ${low} a ${high}; probabilidad de precipitación hasta ${wettest}.`,
  chartScroll: 'Gráfico por horas (se desplaza en horizontal)',
  legendTemp: 'Temperatura',
  legendChance: 'Probabilidad de precipitación (0–100\u00a0%)',
  legendAmount: 'Cantidad de precipitación',
  showTable: 'Ver como tabla',
  time: 'Hora',
  temperature: 'Temperatura',
  chance: 'Probabilidad',
  amount: 'Cantidad',
  low: 'Mín.',
  high: 'Máx.',
  rain: 'Lluvia',
  snow: 'Nieve',
  sleet: 'Aguanieve',
  freezingRain: 'Lluvia helada',
  icePellets: 'Gránulos de hielo',
  unknownPlace: (place) => `No encontramos «${place}».`,
  invalidKey: 'La clave de API de este widget no fue aceptada.',
  misconfigured: 'Este widget está mal configurado.',
  forDevelopers: 'Detalles para quien desarrolla el sitio',
  unavailable: 'El tiempo no está disponible ahora.',
  waiting: (seconds) => `Demasiadas solicitudes: nuevo intento en ${seconds} s`,
  retry: 'Reintentar',
  updated: (age) => `Actualizado ${age}`,
  offline: 'sin conexión',
  creditPlaces: 'Lugares: GeoNames',
  creditWeather: 'Tiempo: Open-Meteo',
  creditClimate: 'Clima: CRU TS, ERA5, MERRA-2',
  simulated: 'Tiempo simulado',
  compass: ['N', 'E', 'S', 'O'],
};

const ja: ForecastMessages = {
  choosePlace: '地点を選ぶと天気が表示されます。',
  loading: '天気を読み込み中…',
  feelsLike: '体感',
  wind: '風',
  gusts: '最大瞬間',
  humidity: '湿度',
  pressure: '気圧',
  visibility: '視程',
  dewPoint: '露点',
  sunrise: '日の出',
  sunset: '日の入り',
  sun: '太陽',
  polarDay: '白夜',
  polarNight: '極夜',
  today: '今日',
  hourly: '時間ごと',
  daily: '日ごと',
  chartLabel: (hours, low, high, wettest) => `今後${hours}時間：気温は${low}から${high}、降水確率は最大${wettest}。`,
  chartScroll: '時間ごとのグラフ（横にスクロール）',
  legendTemp: '気温',
  legendChance: '降水確率（0–100\u00a0%）',
  legendAmount: '降水量',
  showTable: '表で表示',
  time: '時刻',
  temperature: '気温',
  chance: '降水確率',
  amount: '降水量',
  low: '最低',
  high: '最高',
  rain: '雨',
  snow: '雪',
  sleet: 'みぞれ',
  freezingRain: '着氷性の雨',
  icePellets: '凍雨',
  unknownPlace: (place) => `「${place}」が見つかりませんでした。`,
  invalidKey: 'このウィジェットの API キーは受け付けられませんでした。',
  misconfigured: 'このウィジェットの設定が正しくありません。',
  forDevelopers: 'サイト開発者向けの詳細',
  unavailable: '現在、天気を取得できません。',
  waiting: (seconds) => `リクエストが多すぎます。${seconds} 秒後に再試行します`,
  retry: '再試行',
  updated: (age) => `${age}に更新`,
  offline: 'オフライン',
  creditPlaces: '地点：GeoNames',
  creditWeather: '天気：Open-Meteo',
  creditClimate: '気候：CRU TS、ERA5、MERRA-2',
  simulated: 'シミュレーションの天気',
  compass: ['北', '東', '南', '西'],
};

/** The messages for a locale (English when its language is not one of ours). */
export function forecastMessages(locale: string): ForecastMessages {
  return pickMessages(locale, { en, de, fr, es, ja });
}

/** The language the messages for a locale are written in (for the `lang` of the widget's text). */
export function messagesLanguage(locale: string): string {
  const language = languageOf(locale);
  return ['de', 'fr', 'es', 'ja'].includes(language) ? language : 'en';
}

/** A 16-point compass label ("NNE") in the language's letters ("NNO", "北北東"). */
export function compassLabel(point: string, messages: ForecastMessages): string {
  return [...point].map((letter) => messages.compass['NESW'.indexOf(letter)] ?? letter).join('');
}
