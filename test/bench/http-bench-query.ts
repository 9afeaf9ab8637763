/** The query every HTTP benchmark request asks (the key varies, to stay within the rate limit). */
export const BENCH_QUERY = 'place=Paris&days=3&hourly=24';
