// What <weather-climate> says, in every language the widgets speak. They travel in the climate's
// own module, not in the languages' files every forecast reads: a page without a climate chart
// pays nothing for them. Month names, numbers and units come from Intl. A sentence whose count
// would need a language's plural forms puts the count after a label instead ("days with rain: 11").
import type { Language } from '../../contract/languages.ts';
import type { MessageText } from '../../i18n/catalog.ts';

/** The climate's words in one language. */
export interface ClimateMessages {
  title: string;
  choosePlace: string;
  /** `{place}`, `{warm}` and `{wet}` months, `{high}`, `{low}`, `{precip}`, `{count}` days with rain. */
  summary: MessageText;
  /** `{place}`, `{month}`, `{high}`, `{low}`, `{precip}`, `{count}`. */
  monthSummary: MessageText;
  /** `{place}`. */
  noData: string;
  notImplemented: string;
  month: string;
  precipitation: string;
  wetDays: string;
  daylight: string;
  /** Winter, spring, summer, autumn. */
  seasons: readonly [string, string, string, string];
  /** `{period}`, `{sources}`. */
  credit: string;
  chart: string;
}

export const CLIMATE_MESSAGES: Record<Language, ClimateMessages> = {
  en: {
    title: 'Climate',
    choosePlace: 'Choose a place to see its climate.',
    summary: {
      one: '{place}: warmest in {warm}, {high} by day and {low} at night; wettest in {wet}, {precip} on {count} day.',
      other:
        '{place}: warmest in {warm}, {high} by day and {low} at night; wettest in {wet}, {precip} on {count} days.',
    },
    monthSummary: {
      one: '{place} in {month}: {high} by day and {low} at night, {precip} on {count} day.',
      other: '{place} in {month}: {high} by day and {low} at night, {precip} on {count} days.',
    },
    noData: 'There are no observed climate normals for {place}.',
    notImplemented: 'This site’s weather source has no climate normals.',
    month: 'Month',
    precipitation: 'Precipitation',
    wetDays: 'Days with rain',
    daylight: 'Daylight',
    seasons: ['Winter', 'Spring', 'Summer', 'Autumn'],
    credit: 'Climate {period}: {sources}',
    chart: 'Temperature range and precipitation by month',
  },
  de: {
    title: 'Klima',
    choosePlace: 'Wählen Sie einen Ort, um sein Klima zu sehen.',
    summary: {
      one: '{place}: am wärmsten im {warm}, tagsüber {high} und nachts {low}; am nassesten im {wet}, {precip} an {count} Tag.',
      other:
        '{place}: am wärmsten im {warm}, tagsüber {high} und nachts {low}; am nassesten im {wet}, {precip} an {count} Tagen.',
    },
    monthSummary: {
      one: '{place} im {month}: tagsüber {high} und nachts {low}, {precip} an {count} Tag.',
      other: '{place} im {month}: tagsüber {high} und nachts {low}, {precip} an {count} Tagen.',
    },
    noData: 'Für {place} gibt es keine beobachteten Klimanormalwerte.',
    notImplemented: 'Die Wetterquelle dieser Website hat keine Klimanormalwerte.',
    month: 'Monat',
    precipitation: 'Niederschlag',
    wetDays: 'Regentage',
    daylight: 'Tageslicht',
    seasons: ['Winter', 'Frühling', 'Sommer', 'Herbst'],
    credit: 'Klima {period}: {sources}',
    chart: 'Temperaturspanne und Niederschlag je Monat',
  },
  fr: {
    title: 'Climat',
    choosePlace: 'Choisissez un lieu pour voir son climat.',
    summary: {
      one: '{place} : le plus chaud en {warm}, {high} le jour et {low} la nuit ; le plus humide en {wet}, {precip} en {count} jour.',
      other:
        '{place} : le plus chaud en {warm}, {high} le jour et {low} la nuit ; le plus humide en {wet}, {precip} en {count} jours.',
    },
    monthSummary: {
      one: '{place} en {month} : {high} le jour et {low} la nuit, {precip} en {count} jour.',
      other: '{place} en {month} : {high} le jour et {low} la nuit, {precip} en {count} jours.',
    },
    noData: 'Aucune normale climatique observée pour {place}.',
    notImplemented: 'La source météo de ce site n’a pas de normales climatiques.',
    month: 'Mois',
    precipitation: 'Précipitations',
    wetDays: 'Jours de pluie',
    daylight: 'Durée du jour',
    seasons: ['Hiver', 'Printemps', 'Été', 'Automne'],
    credit: 'Climat {period} : {sources}',
    chart: 'Températures et précipitations par mois',
  },
  es: {
    title: 'Clima',
    choosePlace: 'Elige un lugar para ver su clima.',
    summary: {
      one: '{place}: más cálido en {warm}, {high} de día y {low} de noche; más lluvioso en {wet}, {precip} en {count} día.',
      other:
        '{place}: más cálido en {warm}, {high} de día y {low} de noche; más lluvioso en {wet}, {precip} en {count} días.',
    },
    monthSummary: {
      one: '{place} en {month}: {high} de día y {low} de noche, {precip} en {count} día.',
      other: '{place} en {month}: {high} de día y {low} de noche, {precip} en {count} días.',
    },
    noData: 'No hay normales climáticas observadas para {place}.',
    notImplemented: 'La fuente meteorológica de este sitio no tiene normales climáticas.',
    month: 'Mes',
    precipitation: 'Precipitación',
    wetDays: 'Días de lluvia',
    daylight: 'Horas de luz',
    seasons: ['Invierno', 'Primavera', 'Verano', 'Otoño'],
    credit: 'Clima {period}: {sources}',
    chart: 'Temperaturas y precipitación por mes',
  },
  it: {
    title: 'Clima',
    choosePlace: 'Scegli un luogo per vederne il clima.',
    summary: {
      one: '{place}: più caldo a {warm}, {high} di giorno e {low} di notte; più piovoso a {wet}, {precip} in {count} giorno.',
      other:
        '{place}: più caldo a {warm}, {high} di giorno e {low} di notte; più piovoso a {wet}, {precip} in {count} giorni.',
    },
    monthSummary: {
      one: '{place} a {month}: {high} di giorno e {low} di notte, {precip} in {count} giorno.',
      other: '{place} a {month}: {high} di giorno e {low} di notte, {precip} in {count} giorni.',
    },
    noData: 'Nessuna normale climatica osservata per {place}.',
    notImplemented: 'La fonte meteo di questo sito non ha normali climatiche.',
    month: 'Mese',
    precipitation: 'Precipitazioni',
    wetDays: 'Giorni di pioggia',
    daylight: 'Ore di luce',
    seasons: ['Inverno', 'Primavera', 'Estate', 'Autunno'],
    credit: 'Clima {period}: {sources}',
    chart: 'Temperature e precipitazioni per mese',
  },
  'pt-PT': {
    title: 'Clima',
    choosePlace: 'Escolha um local para ver o seu clima.',
    summary: {
      one: '{place}: mais quente em {warm}, {high} de dia e {low} à noite; mais chuvoso em {wet}, {precip} em {count} dia.',
      other:
        '{place}: mais quente em {warm}, {high} de dia e {low} à noite; mais chuvoso em {wet}, {precip} em {count} dias.',
    },
    monthSummary: {
      one: '{place} em {month}: {high} de dia e {low} à noite, {precip} em {count} dia.',
      other: '{place} em {month}: {high} de dia e {low} à noite, {precip} em {count} dias.',
    },
    noData: 'Não há normais climáticas observadas para {place}.',
    notImplemented: 'A fonte meteorológica deste site não tem normais climáticas.',
    month: 'Mês',
    precipitation: 'Precipitação',
    wetDays: 'Dias de chuva',
    daylight: 'Horas de luz',
    seasons: ['Inverno', 'Primavera', 'Verão', 'Outono'],
    credit: 'Clima {period}: {sources}',
    chart: 'Temperaturas e precipitação por mês',
  },
  'pt-BR': {
    title: 'Clima',
    choosePlace: 'Escolha um lugar para ver o clima.',
    summary: {
      one: '{place}: mais quente em {warm}, {high} de dia e {low} à noite; mais chuvoso em {wet}, {precip} em {count} dia.',
      other:
        '{place}: mais quente em {warm}, {high} de dia e {low} à noite; mais chuvoso em {wet}, {precip} em {count} dias.',
    },
    monthSummary: {
      one: '{place} em {month}: {high} de dia e {low} à noite, {precip} em {count} dia.',
      other: '{place} em {month}: {high} de dia e {low} à noite, {precip} em {count} dias.',
    },
    noData: 'Não há normais climatológicas observadas para {place}.',
    notImplemented: 'A fonte de tempo deste site não tem normais climatológicas.',
    month: 'Mês',
    precipitation: 'Precipitação',
    wetDays: 'Dias de chuva',
    daylight: 'Horas de luz',
    seasons: ['Inverno', 'Primavera', 'Verão', 'Outono'],
    credit: 'Clima {period}: {sources}',
    chart: 'Temperaturas e precipitação por mês',
  },
  nl: {
    title: 'Klimaat',
    choosePlace: 'Kies een plaats om het klimaat te zien.',
    summary: {
      one: '{place}: het warmst in {warm}, {high} overdag en {low} ’s nachts; het natst in {wet}, {precip} op {count} dag.',
      other:
        '{place}: het warmst in {warm}, {high} overdag en {low} ’s nachts; het natst in {wet}, {precip} op {count} dagen.',
    },
    monthSummary: {
      one: '{place} in {month}: {high} overdag en {low} ’s nachts, {precip} op {count} dag.',
      other: '{place} in {month}: {high} overdag en {low} ’s nachts, {precip} op {count} dagen.',
    },
    noData: 'Er zijn geen waargenomen klimaatnormalen voor {place}.',
    notImplemented: 'De weerbron van deze site heeft geen klimaatnormalen.',
    month: 'Maand',
    precipitation: 'Neerslag',
    wetDays: 'Regendagen',
    daylight: 'Daglicht',
    seasons: ['Winter', 'Lente', 'Zomer', 'Herfst'],
    credit: 'Klimaat {period}: {sources}',
    chart: 'Temperaturen en neerslag per maand',
  },
  sv: {
    title: 'Klimat',
    choosePlace: 'Välj en plats för att se dess klimat.',
    summary: {
      one: '{place}: varmast i {warm}, {high} på dagen och {low} på natten; blötast i {wet}, {precip} på {count} dag.',
      other:
        '{place}: varmast i {warm}, {high} på dagen och {low} på natten; blötast i {wet}, {precip} på {count} dagar.',
    },
    monthSummary: {
      one: '{place} i {month}: {high} på dagen och {low} på natten, {precip} på {count} dag.',
      other: '{place} i {month}: {high} på dagen och {low} på natten, {precip} på {count} dagar.',
    },
    noData: 'Det finns inga observerade klimatnormaler för {place}.',
    notImplemented: 'Den här webbplatsens väderkälla har inga klimatnormaler.',
    month: 'Månad',
    precipitation: 'Nederbörd',
    wetDays: 'Regndagar',
    daylight: 'Dagsljus',
    seasons: ['Vinter', 'Vår', 'Sommar', 'Höst'],
    credit: 'Klimat {period}: {sources}',
    chart: 'Temperatur och nederbörd per månad',
  },
  da: {
    title: 'Klima',
    choosePlace: 'Vælg et sted for at se dets klima.',
    summary: {
      one: '{place}: varmest i {warm}, {high} om dagen og {low} om natten; vådest i {wet}, {precip} på {count} dag.',
      other: '{place}: varmest i {warm}, {high} om dagen og {low} om natten; vådest i {wet}, {precip} på {count} dage.',
    },
    monthSummary: {
      one: '{place} i {month}: {high} om dagen og {low} om natten, {precip} på {count} dag.',
      other: '{place} i {month}: {high} om dagen og {low} om natten, {precip} på {count} dage.',
    },
    noData: 'Der er ingen observerede klimanormaler for {place}.',
    notImplemented: 'Dette websteds vejrkilde har ingen klimanormaler.',
    month: 'Måned',
    precipitation: 'Nedbør',
    wetDays: 'Regndage',
    daylight: 'Dagslys',
    seasons: ['Vinter', 'Forår', 'Sommer', 'Efterår'],
    credit: 'Klima {period}: {sources}',
    chart: 'Temperatur og nedbør pr. måned',
  },
  nb: {
    title: 'Klima',
    choosePlace: 'Velg et sted for å se klimaet der.',
    summary: {
      one: '{place}: varmest i {warm}, {high} om dagen og {low} om natten; våtest i {wet}, {precip} på {count} dag.',
      other:
        '{place}: varmest i {warm}, {high} om dagen og {low} om natten; våtest i {wet}, {precip} på {count} dager.',
    },
    monthSummary: {
      one: '{place} i {month}: {high} om dagen og {low} om natten, {precip} på {count} dag.',
      other: '{place} i {month}: {high} om dagen og {low} om natten, {precip} på {count} dager.',
    },
    noData: 'Det finnes ingen observerte klimanormaler for {place}.',
    notImplemented: 'Værkilden til dette nettstedet har ingen klimanormaler.',
    month: 'Måned',
    precipitation: 'Nedbør',
    wetDays: 'Regndager',
    daylight: 'Dagslys',
    seasons: ['Vinter', 'Vår', 'Sommer', 'Høst'],
    credit: 'Klima {period}: {sources}',
    chart: 'Temperatur og nedbør per måned',
  },
  fi: {
    title: 'Ilmasto',
    choosePlace: 'Valitse paikka nähdäksesi sen ilmaston.',
    summary:
      '{place}: lämpimin kuukausi {warm}, päivällä {high} ja yöllä {low}; sateisin kuukausi {wet}, {precip}, sadepäiviä {count}.',
    monthSummary: '{place}, {month}: päivällä {high} ja yöllä {low}, {precip}, sadepäiviä {count}.',
    noData: 'Paikalle {place} ei ole havaittuja ilmastonormaaleja.',
    notImplemented: 'Tämän sivuston säälähteellä ei ole ilmastonormaaleja.',
    month: 'Kuukausi',
    precipitation: 'Sademäärä',
    wetDays: 'Sadepäivät',
    daylight: 'Päivän pituus',
    seasons: ['Talvi', 'Kevät', 'Kesä', 'Syksy'],
    credit: 'Ilmasto {period}: {sources}',
    chart: 'Lämpötilat ja sademäärä kuukausittain',
  },
  pl: {
    title: 'Klimat',
    choosePlace: 'Wybierz miejsce, aby zobaczyć jego klimat.',
    summary:
      '{place}: najcieplejszy miesiąc: {warm}, {high} w dzień i {low} w nocy; najbardziej deszczowy: {wet}, {precip}, dni z deszczem: {count}.',
    monthSummary: '{place}, {month}: {high} w dzień i {low} w nocy, {precip}, dni z deszczem: {count}.',
    noData: 'Brak obserwowanych norm klimatycznych dla miejsca {place}.',
    notImplemented: 'Źródło pogody tej witryny nie ma norm klimatycznych.',
    month: 'Miesiąc',
    precipitation: 'Opady',
    wetDays: 'Dni z deszczem',
    daylight: 'Długość dnia',
    seasons: ['Zima', 'Wiosna', 'Lato', 'Jesień'],
    credit: 'Klimat {period}: {sources}',
    chart: 'Temperatury i opady w poszczególnych miesiącach',
  },
  ru: {
    title: 'Климат',
    choosePlace: 'Выберите место, чтобы увидеть его климат.',
    summary:
      '{place}: самый тёплый месяц — {warm}, {high} днём и {low} ночью; самый влажный — {wet}, {precip}, дней с дождём: {count}.',
    monthSummary: '{place}, {month}: {high} днём и {low} ночью, {precip}, дней с дождём: {count}.',
    noData: 'Для места {place} нет наблюдаемых климатических норм.',
    notImplemented: 'У источника погоды этого сайта нет климатических норм.',
    month: 'Месяц',
    precipitation: 'Осадки',
    wetDays: 'Дни с дождём',
    daylight: 'Световой день',
    seasons: ['Зима', 'Весна', 'Лето', 'Осень'],
    credit: 'Климат {period}: {sources}',
    chart: 'Температура и осадки по месяцам',
  },
  uk: {
    title: 'Клімат',
    choosePlace: 'Виберіть місце, щоб побачити його клімат.',
    summary:
      '{place}: найтепліший місяць — {warm}, {high} вдень і {low} вночі; найвологіший — {wet}, {precip}, днів із дощем: {count}.',
    monthSummary: '{place}, {month}: {high} вдень і {low} вночі, {precip}, днів із дощем: {count}.',
    noData: 'Для місця {place} немає спостережених кліматичних норм.',
    notImplemented: 'Джерело погоди цього сайту не має кліматичних норм.',
    month: 'Місяць',
    precipitation: 'Опади',
    wetDays: 'Дні з дощем',
    daylight: 'Світловий день',
    seasons: ['Зима', 'Весна', 'Літо', 'Осінь'],
    credit: 'Клімат {period}: {sources}',
    chart: 'Температура й опади за місяцями',
  },
  tr: {
    title: 'İklim',
    choosePlace: 'İklimini görmek için bir yer seçin.',
    summary:
      '{place}: en sıcak ay {warm}, gündüz {high} ve gece {low}; en yağışlı ay {wet}, {precip}, yağışlı gün sayısı {count}.',
    monthSummary: '{place}, {month}: gündüz {high} ve gece {low}, {precip}, yağışlı gün sayısı {count}.',
    noData: '{place} için gözlemlenmiş iklim normali yok.',
    notImplemented: 'Bu sitenin hava durumu kaynağında iklim normalleri yok.',
    month: 'Ay',
    precipitation: 'Yağış',
    wetDays: 'Yağışlı günler',
    daylight: 'Gün uzunluğu',
    seasons: ['Kış', 'İlkbahar', 'Yaz', 'Sonbahar'],
    credit: 'İklim {period}: {sources}',
    chart: 'Aylara göre sıcaklık ve yağış',
  },
  ja: {
    title: '気候',
    choosePlace: '場所を選ぶと気候が表示されます。',
    summary:
      '{place}：最も暖かいのは{warm}で日中{high}、夜間{low}。最も雨が多いのは{wet}で{precip}、雨の日は{count}日。',
    monthSummary: '{place}の{month}：日中{high}、夜間{low}、{precip}、雨の日は{count}日。',
    noData: '{place}の観測された気候平年値はありません。',
    notImplemented: 'このサイトの気象データソースには気候平年値がありません。',
    month: '月',
    precipitation: '降水量',
    wetDays: '雨の日',
    daylight: '昼の長さ',
    seasons: ['冬', '春', '夏', '秋'],
    credit: '気候 {period}：{sources}',
    chart: '月別の気温と降水量',
  },
  ko: {
    title: '기후',
    choosePlace: '기후를 보려면 장소를 선택하세요.',
    summary:
      '{place}: 가장 따뜻한 달은 {warm}, 낮 {high}, 밤 {low}; 비가 가장 많은 달은 {wet}, {precip}, 비 오는 날 {count}일.',
    monthSummary: '{place}의 {month}: 낮 {high}, 밤 {low}, {precip}, 비 오는 날 {count}일.',
    noData: '{place}의 관측 기후 평년값이 없습니다.',
    notImplemented: '이 사이트의 날씨 출처에는 기후 평년값이 없습니다.',
    month: '월',
    precipitation: '강수량',
    wetDays: '비 오는 날',
    daylight: '낮의 길이',
    seasons: ['겨울', '봄', '여름', '가을'],
    credit: '기후 {period}: {sources}',
    chart: '월별 기온과 강수량',
  },
  'zh-Hans': {
    title: '气候',
    choosePlace: '选择一个地点以查看其气候。',
    summary: '{place}：最暖的是{warm}，白天{high}，夜间{low}；最湿的是{wet}，{precip}，雨天{count}天。',
    monthSummary: '{place}{month}：白天{high}，夜间{low}，{precip}，雨天{count}天。',
    noData: '{place}没有观测到的气候平均值。',
    notImplemented: '本网站的天气来源没有气候平均值。',
    month: '月份',
    precipitation: '降水量',
    wetDays: '雨天',
    daylight: '白昼时长',
    seasons: ['冬季', '春季', '夏季', '秋季'],
    credit: '气候 {period}：{sources}',
    chart: '各月气温和降水量',
  },
  'zh-Hant': {
    title: '氣候',
    choosePlace: '選擇一個地點以查看其氣候。',
    summary: '{place}：最暖的是{warm}，白天{high}，夜間{low}；最濕的是{wet}，{precip}，雨天{count}天。',
    monthSummary: '{place}{month}：白天{high}，夜間{low}，{precip}，雨天{count}天。',
    noData: '{place}沒有觀測到的氣候平均值。',
    notImplemented: '本網站的天氣來源沒有氣候平均值。',
    month: '月份',
    precipitation: '降水量',
    wetDays: '雨天',
    daylight: '白晝時長',
    seasons: ['冬季', '春季', '夏季', '秋季'],
    credit: '氣候 {period}：{sources}',
    chart: '各月氣溫和降水量',
  },
  ar: {
    title: 'المناخ',
    choosePlace: 'اختر مكانًا لترى مناخه.',
    summary:
      '{place}: أدفأ شهر {warm}، {high} نهارًا و{low} ليلًا؛ أكثر الشهور مطرًا {wet}، {precip}، وعدد الأيام الممطرة {count}.',
    monthSummary: '{place} في {month}: {high} نهارًا و{low} ليلًا، {precip}، وعدد الأيام الممطرة {count}.',
    noData: 'لا توجد معدلات مناخية مرصودة لـ{place}.',
    notImplemented: 'مصدر الطقس في هذا الموقع لا يوفر معدلات مناخية.',
    month: 'الشهر',
    precipitation: 'الهطول',
    wetDays: 'الأيام الممطرة',
    daylight: 'طول النهار',
    seasons: ['الشتاء', 'الربيع', 'الصيف', 'الخريف'],
    credit: 'المناخ {period}: {sources}',
    chart: 'درجات الحرارة والهطول حسب الشهر',
  },
  he: {
    title: 'אקלים',
    choosePlace: 'בחרו מקום כדי לראות את האקלים שלו.',
    summary:
      '{place}: החודש החם ביותר {warm}, {high} ביום ו־{low} בלילה; הגשום ביותר {wet}, {precip}, ימי גשם: {count}.',
    monthSummary: '{place}, {month}: {high} ביום ו־{low} בלילה, {precip}, ימי גשם: {count}.',
    noData: 'אין נורמות אקלים נצפות עבור {place}.',
    notImplemented: 'למקור מזג האוויר של אתר זה אין נורמות אקלים.',
    month: 'חודש',
    precipitation: 'משקעים',
    wetDays: 'ימי גשם',
    daylight: 'אורך היום',
    seasons: ['חורף', 'אביב', 'קיץ', 'סתיו'],
    credit: 'אקלים {period}: {sources}',
    chart: 'טמפרטורות ומשקעים לפי חודש',
  },
};
