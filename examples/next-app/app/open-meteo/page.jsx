import { OpenMeteoWeather } from './open-meteo-weather.jsx';

// The same widgets on the Open-Meteo source: a page whose options name an HTTP upstream.
export default function OpenMeteo() {
  return (
    <main>
      <h1>Weather from Open-Meteo</h1>
      <OpenMeteoWeather />
    </main>
  );
}
