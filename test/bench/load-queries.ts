// What the load benchmarks ask for: forecasts of ten places, each for five lengths, so that a
// load mixes answers of several sizes and the caches hold more than one per place.
const PLACES = ['Paris', 'Oslo', 'Tokyo', 'Lima', 'Cairo', 'Sydney', 'Denver', 'Nairobi', 'Mumbai', 'Reykjavik'];

/** The query strings (without key) the load benchmarks cycle through. */
export const LOAD_QUERIES: readonly string[] = PLACES.flatMap((place) =>
  [1, 2, 3, 5, 7].map((days) => `place=${place}&days=${days}`),
);
