// Precipitation normals and monthly temperature records for the stations of the climate reference
// (station-normals.ts), keyed by the station's `name` there. Precipitation: mean monthly total,
// mm, January to December, from the named agency's normals for the same station, 1991–2020 where
// that was what was remembered, otherwise the period the source string names. Records: the
// highest and lowest temperature ever measured in each month, °C, over the period of record
// named in the source (as Wikipedia's climate boxes quote them).
//
// Status: "recalled" values were transcribed from memory of the named agency's published normals
// and records (as quoted in Wikipedia's climate boxes) and not re-read during this work: treat
// recalled precipitation as ±15 % (more in the driest months, where a single storm moves the mean,
// and at the stations marked uncertain below) and recalled records as ±1–2 °C a month. "found"
// marks the values that were read on the page named in `source`.
//
// Records are given only for stations whose monthly extremes could be recalled; the others are
// left out (undefined) rather than invented. Every station has precipitation.

export interface StationPrecipitation {
  /** Mean monthly precipitation total, mm, January … December. */
  precipMm: readonly number[];
  source: string;
  status: 'recalled' | 'found';
}

export interface StationRecords {
  /** Highest temperature ever recorded in each month, °C, January … December. */
  recordHigh: readonly number[];
  /** Lowest temperature ever recorded in each month, °C, January … December. */
  recordLow: readonly number[];
  source: string;
  status: 'recalled' | 'found';
}

type PrecipRow = [name: string, precipMm: number[], source: string, status?: 'found'];
type RecordRow = [name: string, recordHigh: number[], recordLow: number[], source: string, status?: 'found'];

const PRECIPITATION: PrecipRow[] = [
  // Hot deserts inland
  [
    'Riyadh',
    [14.6, 8.7, 21.7, 26.0, 6.4, 0.0, 0.3, 0.8, 0.0, 1.6, 8.4, 13.2],
    'General Authority of Meteorology (Saudi Arabia) 1991–2020',
  ],
  ['Phoenix Sky Harbor', [22.1, 22.1, 21.1, 5.6, 3.3, 0.5, 23.1, 23.6, 14.5, 14.2, 13.7, 18.3], 'NOAA NCEI 1991–2020'],
  [
    'Baghdad',
    [23.0, 16.5, 17.0, 13.5, 4.0, 0.0, 0.0, 0.0, 0.2, 5.5, 18.5, 19.0],
    'Iraqi Meteorological Organization / NOAA 1991–2020',
  ],
  ['Las Vegas', [14.2, 19.0, 12.7, 4.3, 2.3, 1.0, 9.1, 7.1, 5.3, 7.4, 6.3, 11.7], 'NOAA NCEI 1991–2020'],
  [
    'Aswan',
    [0.1, 0.0, 0.1, 0.1, 0.3, 0.0, 0.0, 0.0, 0.0, 0.3, 0.0, 0.1],
    'Egyptian Meteorological Authority / NOAA 1991–2020',
  ],
  [
    'Alice Springs',
    [40.9, 43.8, 32.8, 16.9, 17.9, 13.9, 13.2, 8.5, 9.0, 21.1, 28.9, 38.0],
    'Bureau of Meteorology 1991–2020',
  ],
  // Tamanrasset: uncertain (a few mm a month; the August peak of the Sahel rains is the one sure feature).
  [
    'Tamanrasset',
    [2.4, 0.9, 1.5, 2.3, 5.3, 3.5, 3.3, 8.3, 6.0, 2.0, 1.2, 1.5],
    'Office National de la Météorologie (Algeria) / NOAA 1991–2020',
  ],
  [
    'Khartoum',
    [0.0, 0.0, 0.0, 0.4, 4.0, 5.4, 37.2, 65.2, 23.7, 5.6, 0.4, 0.0],
    'Sudan Meteorological Authority / NOAA 1991–2020',
  ],
  [
    'Cairo',
    [5.0, 3.8, 3.8, 1.1, 0.5, 0.1, 0.0, 0.0, 0.0, 0.7, 3.8, 5.9],
    'Egyptian Meteorological Authority 1971–2000',
  ],
  // Hot deserts on the coast
  [
    'Kuwait City',
    [27.0, 11.0, 15.0, 11.0, 1.5, 0.0, 0.0, 0.0, 0.0, 3.0, 18.0, 22.0],
    'Kuwait Meteorological Department 1991–2020',
  ],
  [
    'Dubai',
    [18.8, 25.0, 22.1, 7.2, 0.4, 0.0, 0.8, 0.0, 0.0, 1.1, 2.7, 16.2],
    'National Center of Meteorology (UAE) 1977–2003',
  ],
  [
    'Jeddah',
    [12.3, 3.1, 2.6, 1.3, 0.1, 0.0, 0.4, 0.3, 0.3, 1.0, 23.3, 12.3],
    'General Authority of Meteorology (Saudi Arabia) 1991–2020',
  ],
  [
    'Karachi',
    [3.0, 7.0, 6.0, 2.0, 0.5, 12.0, 67.0, 75.0, 25.0, 3.5, 1.5, 4.0],
    'Pakistan Meteorological Department 1991–2020',
  ],
  ['Doha', [13.2, 17.1, 16.1, 8.7, 3.6, 0.0, 0.0, 0.0, 0.0, 1.1, 3.3, 12.1], 'Qatar Meteorology Department 1962–2013'],
  // Cold-current coasts
  // Lima: uncertain (garúa drizzle, under 10 mm a year; the winter months get most of it).
  ['Lima Jorge Chávez', [0.6, 0.8, 0.6, 0.2, 0.4, 1.0, 1.5, 1.7, 1.2, 0.5, 0.2, 0.3], 'SENAMHI 1991–2020'],
  // Antofagasta: uncertain (a few mm a year, dominated by the June 1991 and March 2015 storms).
  [
    'Antofagasta',
    [0.1, 0.1, 1.0, 0.3, 0.5, 2.0, 1.2, 0.8, 0.3, 0.1, 0.0, 0.0],
    'Dirección Meteorológica de Chile 1991–2020',
  ],
  // Walvis Bay: uncertain (about 10–15 mm a year, mostly late summer).
  [
    'Walvis Bay',
    [1.0, 2.0, 3.5, 1.5, 1.0, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5],
    'Namibia Meteorological Service 1981–2010',
  ],
  [
    'San Francisco Airport',
    [102.1, 101.3, 72.9, 34.3, 14.2, 3.3, 0.3, 1.0, 2.5, 24.4, 57.7, 96.0],
    'NOAA NCEI 1991–2020',
  ],
  [
    'Casablanca',
    [60.8, 47.7, 38.4, 36.6, 14.5, 2.4, 0.1, 0.7, 6.7, 33.7, 73.7, 69.2],
    'Direction Générale de la Météorologie (Morocco) 1991–2020',
  ],
  ['Arica', [0.1, 0.1, 0.0, 0.0, 0.0, 0.1, 0.1, 0.1, 0.1, 0.0, 0.0, 0.0], 'Dirección Meteorológica de Chile 1991–2020'],
  [
    'Los Angeles Downtown',
    [83.6, 92.5, 56.6, 19.8, 7.4, 2.0, 0.5, 0.3, 4.6, 13.7, 23.9, 57.1],
    'NOAA NCEI 1991–2020 (USC)',
  ],
  [
    'Cape Town Airport',
    [10.0, 12.0, 15.0, 42.0, 66.0, 86.0, 80.0, 72.0, 40.0, 26.0, 15.0, 11.0],
    'South African Weather Service 1991–2020',
  ],
  // Fjords and high-latitude coasts
  ['Tromsø', [110, 98, 98, 67, 54, 60, 78, 88, 103, 124, 109, 115], 'Norwegian Meteorological Institute 1991–2020'],
  [
    'Bergen Florida',
    [266.7, 220.1, 204.2, 126.5, 110.0, 123.3, 155.7, 207.3, 252.0, 255.5, 293.5, 285.6],
    'Norwegian Meteorological Institute 1991–2020',
  ],
  ['Reykjavík', [89, 86, 84, 60, 47, 48, 53, 62, 75, 91, 80, 92], 'Icelandic Meteorological Office 1991–2020'],
  ['Anchorage', [19.6, 18.5, 14.2, 12.4, 14.7, 21.8, 47.2, 74.7, 70.6, 47.2, 28.4, 28.2], 'NOAA NCEI 1991–2020'],
  ['Nuuk', [39, 47, 50, 46, 55, 62, 82, 89, 88, 70, 74, 57], 'Danish Meteorological Institute 1961–1990'],
  ['Murmansk', [31, 24, 24, 22, 34, 56, 73, 66, 50, 47, 37, 34], 'Roshydromet via pogoda.ru.net 1991–2020'],
  ['Juneau', [147, 110, 103, 75, 83, 81, 120, 163, 227, 236, 159, 160], 'NOAA NCEI 1991–2020'],
  // Bodø: uncertain (1961–1990 shape scaled towards the wetter recent normal).
  ['Bodø', [96, 77, 72, 56, 50, 60, 83, 88, 117, 135, 105, 105], 'Norwegian Meteorological Institute 1991–2020'],
  [
    'Ushuaia',
    [48.2, 46.3, 52.3, 51.7, 49.0, 47.1, 36.6, 39.1, 33.2, 32.7, 35.6, 45.5],
    'Servicio Meteorológico Nacional (Argentina) 1991–2020',
  ],
  // Subarctic and deep-continental interiors
  ['Yakutsk', [9, 8, 6, 9, 21, 36, 42, 39, 28, 20, 16, 9], 'Roshydromet via pogoda.ru.net 1991–2020'],
  ['Norilsk', [36, 31, 32, 27, 30, 42, 51, 62, 53, 54, 44, 39], 'Roshydromet via pogoda.ru.net 1991–2020'],
  ['Irkutsk', [12, 8, 10, 18, 35, 80, 117, 98, 47, 24, 20, 17], 'Roshydromet via pogoda.ru.net 1991–2020'],
  [
    'Winnipeg',
    [19.9, 13.6, 24.7, 30.7, 58.0, 90.0, 79.5, 77.0, 45.7, 37.4, 25.5, 19.6],
    'Environment and Climate Change Canada 1981–2010',
  ],
  [
    'Yellowknife',
    [14.3, 12.9, 13.4, 10.8, 18.6, 32.9, 40.8, 39.5, 33.7, 34.9, 23.6, 14.3],
    'Environment and Climate Change Canada 1981–2010',
  ],
  ['Fairbanks', [14.2, 11.9, 8.4, 5.8, 15.5, 36.1, 56.9, 50.5, 28.4, 21.3, 17.8, 15.7], 'NOAA NCEI 1991–2020'],
  ['Novosibirsk', [19, 14, 14, 24, 36, 58, 72, 66, 44, 40, 34, 28], 'Roshydromet via pogoda.ru.net 1991–2020'],
  [
    'Edmonton International',
    [21.0, 12.0, 16.0, 26.0, 45.0, 80.0, 92.0, 60.0, 42.0, 20.0, 16.0, 17.0],
    'Environment and Climate Change Canada 1981–2010',
  ],
  // Tropical wet–dry and monsoon climates
  [
    'Darwin',
    [423.9, 374.3, 317.4, 101.8, 21.2, 1.8, 1.2, 4.9, 15.3, 70.2, 142.3, 248.9],
    'Bureau of Meteorology, Darwin Airport all-years means 1941–2020',
  ],
  ['Bamako', [0.0, 0.2, 2.5, 15.5, 48.6, 123.6, 228.9, 276.6, 180.2, 60.5, 4.8, 0.3], 'Mali-Météo / NOAA 1991–2020'],
  [
    'Kolkata Dum Dum',
    [10.1, 21.4, 31.4, 52.8, 134.1, 294.7, 397.7, 342.2, 313.1, 158.8, 22.8, 6.5],
    'India Meteorological Department 1981–2010',
  ],
  [
    'Yangon',
    [2, 3, 11, 36, 329, 557, 621, 571, 394, 195, 57, 7],
    'Department of Meteorology and Hydrology (Myanmar) 1991–2020',
  ],
  ['Brasília', [206.9, 182.4, 202.5, 131.3, 28.7, 3.9, 1.4, 14.8, 34.0, 136.9, 213.1, 244.6], 'INMET 1991–2020'],
  [
    'Niamey',
    [0.0, 0.0, 3.4, 6.5, 35.4, 71.1, 153.3, 194.1, 90.5, 16.7, 0.7, 0.0],
    'Direction de la Météorologie Nationale (Niger) / NOAA 1991–2020',
  ],
  [
    'Chennai',
    [25, 6, 5, 15, 50, 65, 115, 140, 140, 280, 370, 160],
    'India Meteorological Department 1981–2010 (Meenambakkam)',
  ],
  [
    'Bangkok',
    [13.3, 20.0, 42.1, 91.0, 247.9, 200.3, 190.0, 221.5, 343.6, 243.6, 50.1, 9.9],
    'Thai Meteorological Department 1991–2020',
  ],
  [
    'Ho Chi Minh City',
    [13.8, 4.1, 10.5, 50.4, 218.4, 311.7, 293.7, 269.8, 327.1, 266.7, 116.5, 48.3],
    'Vietnam National Center for Hydro-Meteorological Forecasting 1991–2020',
  ],
  [
    'Mumbai Santacruz',
    [0.6, 0.6, 0.3, 1.2, 16.0, 540.0, 860.0, 560.0, 350.0, 90.0, 18.0, 4.0],
    'India Meteorological Department 1991–2020',
  ],
  [
    'New Delhi Safdarjung',
    [19.1, 21.3, 17.4, 16.3, 30.7, 74.1, 209.7, 233.1, 123.5, 15.1, 6.0, 8.1],
    'India Meteorological Department 1981–2010',
  ],
  ['Dakar', [0.5, 0.5, 0.2, 0.0, 0.5, 12.0, 55.0, 160.0, 135.0, 30.0, 2.0, 1.0], 'ANACIM (Senegal) / NOAA 1991–2020'],
  ['Kinshasa', [163, 148, 210, 217, 144, 7, 1, 2, 41, 131, 234, 168], 'METTELSAT / NOAA 1991–2020'],
  // Tropical wet climates
  // Singapore Changi: uncertain in the annual total (±15 %); the December–January wet peak and February low are sure.
  [
    'Singapore Changi',
    [242, 114, 170, 160, 165, 135, 150, 155, 135, 160, 250, 290],
    'Meteorological Service Singapore 1991–2020',
  ],
  ['Manaus', [264.1, 289.5, 325.7, 320.5, 252.6, 114.2, 87.9, 58.0, 83.2, 126.2, 182.6, 221.1], 'INMET 1981–2010'],
  ['Jakarta', [300, 300, 211, 147, 114, 97, 64, 43, 66, 112, 142, 203], 'BMKG 1991–2020'],
  ['Lagos Ikeja', [14, 40, 90, 130, 200, 300, 215, 70, 165, 155, 55, 15], 'NiMet / NOAA 1991–2020'],
  // Subtropical and tropical highlands
  [
    'Addis Ababa',
    [14, 41, 67, 91, 81, 117, 247, 255, 167, 29, 8, 6],
    'National Meteorology Agency (Ethiopia) / NOAA 1991–2020',
  ],
  ['Bogotá El Dorado', [31.0, 48.9, 76.0, 109.9, 99.5, 55.2, 41.9, 45.3, 61.9, 113.3, 101.7, 62.8], 'IDEAM 1981–2010'],
  ['Quito', [108, 135, 155, 174, 125, 53, 22, 30, 80, 131, 112, 100], 'INAMHI 1981–2010'],
  [
    'Kunming',
    [16.2, 14.6, 20.3, 24.5, 89.3, 163.7, 204.0, 190.7, 110.7, 82.6, 32.0, 13.0],
    'China Meteorological Administration 1991–2020',
  ],
  ['La Paz El Alto', [127, 97, 70, 29, 9, 4, 6, 13, 31, 38, 49, 89], 'SENAMHI (Bolivia) 1991–2020'],
  [
    'Harare',
    [190.8, 176.3, 99.1, 37.0, 7.0, 1.8, 2.3, 2.6, 6.5, 40.0, 93.0, 182.0],
    'Meteorological Services Department (Zimbabwe) / NOAA 1991–2020',
  ],
  [
    'Nairobi Dagoretti',
    [61.0, 53.8, 91.7, 184.1, 139.5, 35.0, 19.4, 24.2, 29.1, 60.1, 150.2, 101.8],
    'Kenya Meteorological Department / NOAA 1991–2020',
  ],
  [
    'Johannesburg OR Tambo',
    [124.3, 88.2, 86.8, 47.0, 19.6, 7.0, 4.0, 7.0, 24.4, 71.9, 109.8, 112.7],
    'South African Weather Service 1991–2020',
  ],
  [
    'Mexico City Tacubaya',
    [11.4, 6.9, 13.0, 27.0, 56.6, 145.0, 182.1, 173.0, 148.0, 62.0, 11.6, 7.2],
    'Servicio Meteorológico Nacional 1981–2010',
  ],
  ['Windhoek', [80, 88, 78, 38, 7, 1, 1, 1, 3, 11, 26, 45], 'Namibia Meteorological Service 1981–2010'],
  [
    'Tehran Mehrabad',
    [31.0, 33.5, 43.6, 31.1, 15.0, 2.5, 2.4, 0.9, 1.1, 13.6, 31.3, 30.0],
    'Iran Meteorological Organization 1991–2020',
  ],
  [
    'São Paulo Mirante de Santana',
    [288.2, 246.1, 214.4, 80.9, 66.1, 59.4, 48.1, 32.3, 83.3, 127.0, 142.0, 223.6],
    'INMET 1981–2010',
  ],
  // Islands
  ['Honolulu', [55, 50, 50, 16, 17, 7, 12, 13, 16, 40, 55, 65], 'NOAA NCEI 1991–2020'],
  ['Ponta Delgada', [106.3, 98.6, 87.3, 67.7, 51.0, 31.8, 21.5, 35.6, 70.3, 104.5, 111.5, 109.5], 'IPMA 1981–2010'],
  [
    'Las Palmas de Gran Canaria',
    [25.0, 22.0, 14.0, 7.0, 2.0, 0.3, 0.1, 0.5, 6.0, 14.0, 22.0, 30.0],
    'AEMET 1981–2010 (Gran Canaria Airport)',
  ],
  // Tórshavn: uncertain (≈1300 mm a year; the monthly split is from memory of the 1961–1990 shape).
  ['Tórshavn', [150, 115, 130, 85, 62, 56, 70, 90, 125, 150, 145, 155], 'Danish Meteorological Institute 1991–2020'],
  ['Nadi', [299, 302, 324, 169, 90, 63, 46, 59, 77, 96, 136, 187], 'Fiji Meteorological Service 1991–2020'],
  ['Palma de Mallorca', [43, 37, 31, 38, 30, 11, 6, 19, 54, 64, 63, 45], 'AEMET 1981–2010 (Palma Airport)'],
  ['Hobart', [47, 40, 44, 48, 40, 48, 52, 52, 52, 58, 53, 53], 'Bureau of Meteorology 1991–2020'],
  // Stanley: uncertain (≈570 mm a year, fairly even, driest in spring).
  ['Stanley', [58, 46, 54, 54, 56, 50, 50, 42, 34, 36, 40, 54], 'Met Office 1991–2020'],
  // Temperate oceanic
  ['London Heathrow', [55.2, 40.9, 36.8, 39.2, 46.9, 47.9, 47.2, 54.3, 47.5, 68.9, 64.5, 57.9], 'Met Office 1991–2020'],
  [
    'Paris Montsouris',
    [47.6, 41.8, 45.2, 46.2, 64.9, 51.5, 61.8, 58.6, 43.9, 56.2, 52.4, 57.8],
    'Météo-France 1991–2020',
  ],
  ['Dublin Airport', [65, 52, 50, 52, 56, 64, 63, 78, 60, 80, 79, 76], 'Met Éireann 1991–2020'],
  [
    'Seattle–Tacoma',
    [146.8, 95.5, 105.9, 80.3, 45.0, 35.8, 15.2, 22.4, 38.9, 95.5, 160.3, 133.1],
    'NOAA NCEI 1991–2020',
  ],
  // Mediterranean
  ['Madrid Retiro', [33, 33, 34, 45, 46, 21, 11, 10, 26, 58, 55, 47], 'AEMET 1991–2020'],
  [
    'Rome Ciampino',
    [67.1, 73.2, 57.7, 81.0, 52.9, 34.2, 19.0, 37.2, 72.9, 113.3, 115.4, 81.6],
    'Aeronautica Militare 1971–2000',
  ],
  [
    'Athens',
    [50, 42, 40, 24, 14, 6, 5, 5, 12, 45, 58, 68],
    'Hellenic National Meteorological Service 1955–1997 (Hellinikon)',
  ],
  ['Perth Airport', [17, 15, 19, 38, 92, 133, 150, 118, 78, 38, 24, 9], 'Bureau of Meteorology 1991–2020'],
  ['Tashkent', [55, 57, 74, 66, 40, 13, 4, 2, 6, 31, 47, 63], 'Uzhydromet 1991–2020'],
  // Humid subtropical
  ['Tokyo', [59.7, 56.5, 116.0, 133.7, 139.7, 167.8, 156.2, 154.7, 224.9, 234.8, 96.3, 57.9], 'JMA 1991–2020'],
  [
    'Shanghai Baoshan',
    [74.1, 59.1, 93.5, 76.3, 92.1, 217.2, 157.8, 209.5, 101.9, 60.7, 56.4, 45.1],
    'China Meteorological Administration 1991–2020',
  ],
  ['Atlanta', [116.3, 120.9, 122.2, 99.8, 95.8, 110.2, 119.1, 105.2, 101.9, 85.6, 100.8, 114.8], 'NOAA NCEI 1991–2020'],
  ['Sydney Observatory Hill', [95, 125, 125, 120, 105, 130, 85, 80, 62, 72, 85, 76], 'Bureau of Meteorology 1991–2020'],
  [
    'Buenos Aires Observatorio Central',
    [138.7, 127.0, 140.2, 119.3, 92.0, 58.6, 66.0, 67.6, 72.4, 127.1, 110.5, 118.8],
    'Servicio Meteorológico Nacional 1991–2020',
  ],
  [
    'New York Central Park',
    [92.5, 81.0, 109.0, 103.9, 100.6, 115.3, 116.8, 115.8, 109.5, 111.3, 90.9, 111.3],
    'NOAA NCEI 1991–2020',
  ],
  // Humid continental
  ['Moscow VDNKh', [53, 44, 39, 37, 61, 78, 84, 78, 66, 70, 52, 51], 'Roshydromet via pogoda.ru.net 1991–2020'],
  ['Warsaw Okęcie', [31.4, 26.5, 32.6, 33.0, 58.3, 62.6, 76.3, 61.8, 48.9, 38.3, 36.1, 35.3], 'IMGW 1991–2020'],
  [
    'Montréal Trudeau',
    [77.2, 62.7, 69.1, 82.2, 81.2, 87.0, 89.3, 94.1, 83.1, 91.3, 96.4, 86.8],
    'Environment and Climate Change Canada 1981–2010',
  ],
  ["Chicago O'Hare", [52, 49, 67, 93, 108, 111, 102, 104, 84, 84, 76, 60], 'NOAA NCEI 1991–2020'],
  ['Kyiv', [43, 41, 38, 42, 60, 73, 85, 56, 61, 47, 45, 46], 'Ukrainian Hydrometeorological Center 1991–2020'],
  [
    'Beijing',
    [2.3, 4.8, 9.4, 22.4, 36.7, 76.4, 178.0, 142.8, 54.6, 28.1, 11.4, 2.0],
    'China Meteorological Administration 1991–2020',
  ],
  ['Almaty', [33, 37, 70, 105, 107, 64, 49, 30, 29, 57, 60, 38], 'Kazhydromet 1991–2020'],
  // Semi-arid and continental dry
  [
    'Ulaanbaatar',
    [2.0, 2.3, 4.3, 9.0, 15.8, 48.4, 67.0, 57.9, 26.3, 7.9, 4.1, 3.0],
    'National Agency for Meteorology and Environmental Monitoring (Mongolia) 1991–2020',
  ],
  ['Denver', [10.2, 10.4, 24.1, 42.7, 55.4, 45.0, 54.4, 42.4, 27.4, 24.1, 15.0, 10.2], 'NOAA NCEI 1991–2020'],
  // Polar
  ['Longyearbyen', [22, 22, 22, 12, 8, 10, 20, 24, 23, 17, 18, 20], 'Norwegian Meteorological Institute 1991–2020'],
  ['Utqiaġvik', [4, 4, 3, 5, 4, 8, 30, 29, 19, 13, 7, 4], 'NOAA NCEI 1991–2020'],
  // McMurdo: uncertain (snow water equivalent, poorly caught by the gauge; ≈190 mm a year).
  ['McMurdo Station', [16, 20, 20, 18, 19, 23, 14, 12, 11, 9, 10, 16], 'NOAA / US Antarctic Program 1991–2020'],
];

const RECORDS: RecordRow[] = [
  // Hot deserts inland
  [
    'Riyadh',
    [32, 35, 38, 42, 45, 47, 48, 50, 45, 41, 38, 31],
    [-2, 1, 4, 11, 18, 21, 24, 23, 16, 14, 7, 2],
    'Presidency of Meteorology and Environment (Jeddah Regional Climate Centre), records 1985–2010; read on eymaps.com "Climate of Saudi Arabia" (a Wikipedia mirror), whole degrees',
    'found',
  ],
  [
    'Phoenix Sky Harbor',
    [31.1, 33.3, 37.8, 40.6, 45.6, 50.0, 49.4, 47.2, 46.7, 41.7, 35.6, 31.1],
    [-8.3, -5.6, -3.9, 0.0, 3.9, 9.4, 17.2, 14.4, 8.3, 1.1, -2.8, -5.6],
    'NOAA NWS Phoenix, records 1896–2023',
  ],
  [
    'Las Vegas',
    [25.6, 30.6, 33.3, 37.2, 43.3, 47.2, 48.9, 47.2, 45.6, 40.6, 31.7, 26.7],
    [-13.3, -8.3, -7.2, -1.1, 3.3, 8.3, 13.3, 12.2, 5.6, -2.8, -8.9, -11.7],
    'NOAA NWS Las Vegas, records 1937–2023',
  ],
  [
    'Cairo',
    [31.0, 34.2, 37.9, 43.2, 47.8, 46.4, 42.6, 43.4, 43.7, 41.0, 37.0, 30.2],
    [1.2, 3.6, 5.2, 7.6, 12.3, 15.4, 20.0, 19.6, 17.7, 12.0, 5.2, 3.0],
    'Egyptian Meteorological Authority / NOAA, records 1934–2020 (period approximate)',
  ],
  // Hot deserts on the coast
  // Dubai and Doha: less certain than the rest (±2 °C in single months).
  [
    'Dubai',
    [31.8, 37.5, 41.3, 43.5, 47.0, 47.9, 49.0, 48.8, 45.1, 42.4, 38.0, 33.2],
    [6.1, 7.0, 9.0, 13.4, 15.4, 21.0, 24.0, 23.5, 22.0, 16.4, 12.0, 8.2],
    'National Center of Meteorology (UAE), records 1977–2020',
  ],
  [
    'Karachi',
    [32.8, 36.5, 41.5, 44.4, 47.8, 47.0, 42.2, 41.7, 42.8, 43.3, 38.5, 34.5],
    [0.0, 3.3, 7.0, 12.2, 17.7, 22.1, 22.2, 20.0, 20.0, 10.0, 6.1, 1.3],
    'Pakistan Meteorological Department, records 1931–2020',
  ],
  [
    'Doha',
    [32.4, 36.5, 41.5, 46.0, 49.1, 50.4, 50.0, 49.6, 47.7, 43.7, 38.0, 32.7],
    [3.8, 5.0, 8.2, 10.5, 15.2, 21.0, 23.5, 22.3, 20.3, 16.3, 11.0, 5.0],
    'Qatar Meteorology Department, records 1962–2013',
  ],
  // Cold-current coasts
  [
    'Los Angeles Downtown',
    [35.0, 35.0, 37.2, 41.1, 39.4, 44.4, 42.8, 41.1, 45.0, 42.2, 37.8, 33.3],
    [-2.2, -2.2, -0.6, 2.2, 4.4, 7.8, 9.4, 9.4, 6.7, 4.4, 1.1, -1.1],
    'NOAA NWS Los Angeles, records 1877–2023',
  ],
  // Fjords and high-latitude coasts
  // Anchorage and Juneau: less certain in the shoulder months.
  [
    'Anchorage',
    [10.0, 8.9, 10.6, 20.6, 27.2, 29.4, 32.2, 27.8, 22.8, 16.1, 15.6, 11.7],
    [-36.7, -38.9, -31.1, -26.1, -8.3, 0.6, 2.2, -0.6, -6.1, -20.6, -29.4, -34.4],
    'NOAA NWS Anchorage, records 1915–2023',
  ],
  [
    'Juneau',
    [13.9, 13.9, 16.1, 23.3, 27.8, 30.6, 32.2, 30.0, 23.9, 17.8, 14.4, 12.2],
    [-30.0, -30.0, -26.1, -14.4, -3.9, -0.6, 2.2, -2.8, -5.0, -11.7, -20.6, -29.4],
    'NOAA NWS Juneau, records 1936–2023',
  ],
  // Subarctic and deep-continental interiors
  [
    'Winnipeg',
    [8.4, 11.7, 23.7, 34.3, 37.8, 40.6, 42.2, 40.6, 38.8, 30.5, 23.2, 11.7],
    [-45.0, -45.0, -37.8, -26.3, -11.1, -3.3, 1.1, 0.3, -7.2, -17.8, -36.7, -41.1],
    'Environment and Climate Change Canada, records 1872–2023',
  ],
  [
    'Yellowknife',
    [3.4, 6.2, 9.3, 21.0, 28.9, 32.0, 32.5, 30.9, 26.1, 19.0, 7.8, 4.8],
    [-51.2, -51.2, -43.3, -40.6, -22.8, -4.4, 0.6, -0.6, -9.7, -28.9, -44.4, -48.3],
    'Environment and Climate Change Canada, records 1942–2023',
  ],
  [
    'Fairbanks',
    [10.0, 10.0, 13.3, 23.3, 31.7, 35.6, 37.2, 34.4, 28.9, 18.3, 13.9, 10.0],
    [-54.4, -50.0, -45.0, -35.6, -18.3, -1.1, 1.7, -2.8, -16.1, -32.8, -43.3, -52.2],
    'NOAA NWS Fairbanks, records 1904–2023',
  ],
  // Tropical wet–dry and monsoon climates
  [
    'Ho Chi Minh City',
    [36.4, 38.7, 39.4, 40.0, 39.0, 37.5, 35.2, 35.0, 35.3, 34.9, 35.0, 36.3],
    [13.8, 16.0, 17.4, 20.0, 20.0, 19.0, 16.2, 20.0, 16.3, 16.5, 15.9, 13.9],
    'Vietnam hydrometeorological service (Vietnam Building Code climate data), records 1931–2020',
  ],
  [
    'New Delhi Safdarjung',
    [30.0, 34.1, 40.6, 45.6, 47.2, 46.7, 45.0, 42.0, 40.6, 39.4, 36.1, 29.3],
    [-2.2, -1.6, 4.4, 10.7, 15.2, 18.9, 20.3, 20.7, 17.3, 9.4, 3.9, 1.1],
    'India Meteorological Department, records 1901–2012',
  ],
  // Islands
  [
    'Honolulu',
    [31.1, 31.1, 31.7, 32.8, 33.9, 33.3, 34.4, 35.0, 35.0, 34.4, 33.9, 31.7],
    [11.1, 11.7, 12.8, 13.3, 15.6, 17.2, 17.2, 17.8, 17.8, 15.0, 13.9, 12.2],
    'NOAA NWS Honolulu, records 1877–2023',
  ],
  // Temperate oceanic
  [
    'London Heathrow',
    [17.6, 19.9, 24.2, 28.2, 31.1, 34.5, 40.2, 37.9, 32.6, 28.2, 19.1, 17.1],
    [-13.2, -9.6, -8.3, -3.5, -1.6, 1.6, 6.0, 5.9, 2.1, -3.3, -5.8, -11.9],
    'Met Office, records 1948–2023',
  ],
  [
    'Paris Montsouris',
    [16.1, 21.4, 25.7, 30.2, 34.8, 37.6, 42.6, 39.5, 36.2, 28.9, 21.0, 17.1],
    [-14.6, -14.7, -9.1, -3.5, -0.1, 3.1, 6.0, 6.3, 1.8, -3.8, -14.0, -23.9],
    'Météo-France, records 1872–2023',
  ],
  [
    'Seattle–Tacoma',
    [19.4, 23.3, 26.1, 31.7, 33.9, 42.2, 39.4, 37.2, 36.7, 31.7, 23.3, 19.4],
    [-17.8, -17.2, -11.7, -1.7, -2.2, 3.3, 6.1, 6.7, 1.7, -2.2, -14.4, -17.8],
    'NOAA NWS Seattle, records 1945–2023',
  ],
  // Mediterranean
  [
    'Madrid Retiro',
    [20.5, 22.0, 26.2, 30.2, 34.6, 40.3, 40.7, 40.7, 38.9, 30.4, 24.0, 19.0],
    [-10.1, -9.1, -5.1, -2.4, 0.4, 4.8, 9.4, 8.6, 3.9, -0.4, -4.6, -9.6],
    'AEMET, records 1920–2023',
  ],
  // Humid subtropical
  [
    'Tokyo',
    [22.6, 24.9, 28.1, 29.2, 32.6, 36.2, 39.5, 39.1, 38.1, 32.6, 27.3, 24.8],
    [-9.2, -7.9, -5.6, -3.1, 2.2, 8.5, 13.0, 15.4, 10.5, -0.5, -3.1, -6.8],
    'JMA, records 1875–2023',
  ],
  [
    'Atlanta',
    [26.1, 26.7, 31.7, 33.9, 36.1, 41.1, 40.6, 40.0, 38.9, 36.7, 28.9, 26.1],
    [-22.2, -22.8, -12.2, -3.9, 2.8, 7.8, 11.7, 12.8, 2.2, -2.2, -16.1, -17.8],
    'NOAA NWS Atlanta, records 1878–2023',
  ],
  [
    'Sydney Observatory Hill',
    [45.8, 42.1, 39.8, 35.4, 30.0, 26.9, 26.5, 31.3, 34.6, 38.2, 41.8, 42.5],
    [10.6, 9.6, 9.3, 7.0, 4.4, 2.1, 2.1, 2.7, 4.9, 5.7, 7.7, 9.1],
    'Bureau of Meteorology, records 1859–2023',
  ],
  // Buenos Aires: less certain in the autumn and spring months.
  [
    'Buenos Aires Observatorio Central',
    [43.3, 38.8, 37.9, 36.0, 31.6, 28.5, 30.2, 31.0, 33.2, 35.3, 36.8, 40.5],
    [5.9, 4.2, 2.8, -0.6, -4.0, -5.4, -5.4, -4.0, -2.4, -2.0, 1.6, 3.7],
    'Servicio Meteorológico Nacional, records 1906–2020',
  ],
  [
    'New York Central Park',
    [22.2, 25.6, 30.0, 35.6, 37.2, 38.3, 41.1, 40.0, 38.9, 34.4, 28.9, 23.9],
    [-21.1, -26.1, -16.1, -11.1, 0.0, 6.7, 11.1, 10.0, 3.9, -2.2, -15.0, -25.0],
    'NOAA NWS New York, records 1869–2023',
  ],
  // Humid continental
  [
    'Moscow VDNKh',
    [8.6, 8.3, 19.7, 28.9, 33.2, 35.0, 38.2, 37.3, 32.3, 24.0, 16.2, 9.6],
    [-42.1, -38.2, -32.4, -21.0, -7.5, -2.3, 1.3, -1.2, -8.5, -20.3, -32.4, -38.8],
    'Roshydromet via pogoda.ru.net, records 1879–2023',
  ],
  [
    'Montréal Trudeau',
    [13.9, 15.0, 25.8, 30.0, 34.0, 35.0, 35.6, 37.6, 33.5, 28.3, 23.9, 18.0],
    [-37.8, -33.9, -29.4, -15.0, -4.4, 0.0, 6.1, 3.3, -2.2, -7.2, -19.4, -32.4],
    'Environment and Climate Change Canada, records 1871–2023',
  ],
  [
    "Chicago O'Hare",
    [19.4, 23.9, 31.1, 32.8, 36.7, 40.0, 40.6, 38.9, 38.3, 34.4, 27.2, 21.7],
    [-32.8, -29.4, -24.4, -13.9, -4.4, 1.7, 7.8, 6.1, -1.7, -10.0, -18.9, -31.7],
    'NOAA NWS Chicago (threaded Chicago record), records 1871–2023',
  ],
  // Kyiv: less certain (±2 °C in single months).
  [
    'Kyiv',
    [11.2, 16.6, 22.4, 30.2, 33.6, 35.0, 39.4, 39.3, 33.5, 27.4, 20.4, 14.7],
    [-31.1, -32.2, -24.9, -10.4, -2.2, 2.3, 5.9, 4.5, -2.7, -17.8, -21.9, -30.0],
    'Ukrainian Hydrometeorological Center via pogoda.ru.net, records 1881–2020',
  ],
  // Semi-arid and continental dry
  [
    'Denver',
    [24.4, 26.7, 28.9, 32.2, 35.0, 40.6, 40.6, 40.6, 37.2, 32.2, 27.2, 26.1],
    [-33.9, -34.4, -23.9, -18.9, -7.2, -1.1, 5.6, 4.4, -8.3, -18.9, -27.8, -31.7],
    'NOAA NWS Boulder (threaded Denver record), records 1872–2023',
  ],
];

/** Monthly precipitation normals of every reference station, keyed by the station's name in station-normals.ts. */
export const STATION_PRECIPITATION: Readonly<Record<string, StationPrecipitation>> = Object.fromEntries(
  PRECIPITATION.map(([name, precipMm, source, status]) => [name, { precipMm, source, status: status ?? 'recalled' }]),
);

/** Monthly record extremes of the stations whose records could be recalled (or were found), keyed likewise. */
export const STATION_RECORDS: Readonly<Record<string, StationRecords>> = Object.fromEntries(
  RECORDS.map(([name, recordHigh, recordLow, source, status]) => [
    name,
    { recordHigh, recordLow, source, status: status ?? 'recalled' },
  ]),
);
