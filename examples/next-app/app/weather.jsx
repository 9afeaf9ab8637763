'use client';

import { useState } from 'react';
import { configure } from 'weather-widgets';
import { WeatherForecast, WeatherSearch } from 'weather-widgets/react';

// At module top level, as a page sets its options once: safe while Next prerenders on the server.
// The world's folder is the one `weather-widgets copy-data public/weather-data` fills before each build.
configure({ dataUrl: '/weather-data/' });

export function Weather() {
  const [location, setLocation] = useState();
  return (
    <>
      <WeatherSearch label="Find a place" onPlaceSelect={(event) => setLocation(event.location)} />
      <WeatherForecast place="Oslo" location={location} days={3} />
    </>
  );
}
