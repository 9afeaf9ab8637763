import { Weather } from './weather.jsx';

// A server component: the page is prerendered by `next build`, the widgets come alive in the browser.
export default function Home() {
  return (
    <main>
      <h1>Weather</h1>
      <Weather />
    </main>
  );
}
