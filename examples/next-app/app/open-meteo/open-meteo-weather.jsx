'use client';

import { configure } from 'weather-widgets';
import { WeatherForecast } from 'weather-widgets/react';

configure({ source: 'open-meteo' });

export function OpenMeteoWeather() {
  return <WeatherForecast place="Oslo" days={3} />;
}
