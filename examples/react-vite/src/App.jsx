import { useState } from 'react';
import 'weather-widgets'; // registers <weather-forecast> and <weather-search>

export function App() {
  const [location, setLocation] = useState();
  return (
    <main>
      <h1>Weather</h1>
      {/* React 19 listens to a custom element's event through `on` + its name, as written. */}
      <weather-search label="Find a place" onweather-place-select={(event) => setLocation(event.location)} />
      {/* An object prop is set as the element's property: the chosen place, with its name. */}
      <weather-forecast place="Oslo" days={3} location={location} />
    </main>
  );
}
