// Real station normals for the accuracy test: mean daily maximum and minimum, °C, of January
// and July. Coordinates and elevation are the station's. "found" = the value was read, during
// this work, on the page named (via the project's search tool); "recalled" = transcribed from the
// named agency's published 1991–2020 table (as quoted in Wikipedia's climate boxes) and not
// re-read here — treat those as ±0.5 °C.

export interface CityNormals {
  name: string;
  lat: number;
  lon: number;
  elevationM: number;
  /** [January, July] mean daily maximum, °C. */
  tmax: readonly [number, number];
  /** [January, July] mean daily minimum, °C. */
  tmin: readonly [number, number];
  source: string;
}

export const CITY_NORMALS: readonly CityNormals[] = [
  { name: 'London Heathrow', lat: 51.479, lon: -0.449, elevationM: 25, tmax: [8.4, 23.9], tmin: [2.7, 14.3],
    source: 'Met Office 1991–2020, recalled; Jul max 23.9 found (netweather.tv forum, 91–20 computation); enwikipedia.net Climate_of_London chart 8/3, 24/14' },
  { name: 'Paris Montsouris', lat: 48.822, lon: 2.338, elevationM: 75, tmax: [7.6, 25.5], tmin: [3.2, 16.0],
    source: 'Météo-France 1991–2020, recalled; paris4travel.com table (older period) 6/1, 23/14' },
  { name: 'Madrid Retiro', lat: 40.412, lon: -3.678, elevationM: 667, tmax: [10.2, 32.3], tmin: [2.9, 19.4],
    source: 'AEMET 1991–2020, recalled' },
  { name: 'Moscow VDNKh', lat: 55.833, lon: 37.617, elevationM: 147, tmax: [-4.0, 24.3], tmin: [-9.6, 14.6],
    source: 'Roshydromet via pogoda.ru.net 1991–2020, recalled' },
  { name: 'Cairo', lat: 30.05, lon: 31.233, elevationM: 23, tmax: [19.3, 34.9], tmin: [9.8, 23.3],
    source: 'Egyptian Meteorological Authority / NOAA 1991–2020, recalled' },
  { name: 'Lagos Ikeja', lat: 6.583, lon: 3.333, elevationM: 38, tmax: [32.6, 28.5], tmin: [23.0, 22.6],
    source: 'NiMet / NOAA 1991–2020, recalled' },
  { name: 'Nairobi Dagoretti', lat: -1.3, lon: 36.75, elevationM: 1798, tmax: [25.6, 21.4], tmin: [12.4, 11.0],
    source: 'Kenya Meteorological Department / NOAA 1991–2020, recalled' },
  { name: 'Johannesburg OR Tambo', lat: -26.139, lon: 28.246, elevationM: 1694, tmax: [25.9, 17.5], tmin: [14.9, 3.9],
    source: 'South African Weather Service 1991–2020, recalled' },
  { name: 'Mumbai Santacruz', lat: 19.117, lon: 72.85, elevationM: 14, tmax: [31.1, 30.1], tmin: [17.6, 25.0],
    source: 'India Meteorological Department 1991–2020, recalled' },
  { name: 'New Delhi Safdarjung', lat: 28.583, lon: 77.2, elevationM: 216, tmax: [19.5, 34.7], tmin: [7.6, 27.4],
    source: 'India Meteorological Department 1991–2020, recalled' },
  { name: 'Singapore Changi', lat: 1.367, lon: 103.983, elevationM: 15, tmax: [30.7, 31.4], tmin: [23.8, 25.3],
    source: 'Meteorological Service Singapore 1991–2020, recalled; currentresults.com (1991–2020) annual 32/25' },
  { name: 'Tokyo', lat: 35.692, lon: 139.75, elevationM: 25, tmax: [9.8, 29.9], tmin: [1.2, 22.4],
    source: 'JMA 1991–2020, recalled; climatestotravel.com Tokyo table 10/1, 29/22 found' },
  { name: 'Beijing', lat: 39.933, lon: 116.283, elevationM: 55, tmax: [2.1, 31.5], tmin: [-7.4, 22.7],
    source: 'China Meteorological Administration 1991–2020, recalled; whatstheweatherlike.org 2/−10, 31/22' },
  { name: 'Sydney Observatory Hill', lat: -33.861, lon: 151.205, elevationM: 39, tmax: [26.4, 17.2], tmin: [19.4, 8.6],
    source: 'Bureau of Meteorology 1991–2020, recalled; BoM July historic average 17.1/8.4 found (bom.gov.au July 2006 summary)' },
  { name: 'New York Central Park', lat: 40.779, lon: -73.969, elevationM: 40, tmax: [4.2, 29.4], tmin: [-2.4, 20.8],
    source: 'NOAA NCEI 1991–2020; max 39.5/84.9 °F and Jan mean 33.7 °F found (Wikipedia revision of 4 May 2021); min derived/recalled' },
  { name: 'Chicago O\'Hare', lat: 41.995, lon: -87.934, elevationM: 201, tmax: [-0.6, 28.9], tmin: [-8.6, 17.7],
    source: 'NOAA 1981–2010 normals, found (Illinois State Climatologist: 31.0/84.1 °F, 16.5/63.9 °F)' },
  { name: 'Los Angeles Downtown', lat: 34.051, lon: -118.235, elevationM: 93, tmax: [20.1, 29.1], tmin: [9.4, 17.9],
    source: 'NOAA NCEI 1991–2020 (USC), recalled' },
  { name: 'Mexico City Tacubaya', lat: 19.404, lon: -99.196, elevationM: 2309, tmax: [21.8, 23.0], tmin: [6.1, 12.6],
    source: 'Servicio Meteorológico Nacional 1981–2010, recalled' },
  { name: 'São Paulo Mirante de Santana', lat: -23.496, lon: -46.62, elevationM: 792, tmax: [28.6, 22.4], tmin: [19.4, 12.3],
    source: 'INMET; July 22.4/12.3 (1981–2010) found (novomomento.com.br); January 1991–2020 recalled' },
  { name: 'Buenos Aires Observatorio Central', lat: -34.588, lon: -58.483, elevationM: 25, tmax: [30.1, 15.5], tmin: [20.2, 7.5],
    source: 'Servicio Meteorológico Nacional 1991–2020, found (Wikipedia Climate_of_Buenos_Aires climate chart)' },
  { name: 'Cape Town Airport', lat: -33.965, lon: 18.602, elevationM: 42, tmax: [27.4, 18.0], tmin: [16.1, 7.3],
    source: 'South African Weather Service 1991–2020, recalled' },
];
