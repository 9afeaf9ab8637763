import { valueNoise4 } from './src/sources/embedded/weather/hash-noise.ts';
import { normalQuantile } from './src/sources/embedded/weather/normal-distribution.ts';
let s = 12345; const rnd = () => { s = (Math.imul(s, 1664525) + 1013904223) >>> 0; return s / 4294967296; };
const N = 1 << 22; const vals = new Float64Array(N); let sum2 = 0;
for (let i = 0; i < N; i++) { const v = valueNoise4(rnd() * 1000, rnd() * 1000, rnd() * 1000, rnd() * 1000, (rnd() * 1000) | 0); vals[i] = Math.abs(v); sum2 += v * v; }
const sd = Math.sqrt(sum2 / N); console.log('sd with current scale', sd.toFixed(4), 'raw sd', (0.354 * sd).toFixed(4));
const scaled = Array.from(vals, (v) => v / sd).sort((a, b) => a - b);
const table: string[] = [];
for (let t = 0; t <= 40; t++) { const x = t / 10; let lo = 0, hi = N; while (lo < hi) { const m = (lo + hi) >> 1; if (scaled[m]! < x) lo = m + 1; else hi = m; } const p = lo / N; if (p >= 1 - 1e-7) { table.push('end'); break; } table.push(normalQuantile(0.5 + p / 2).toFixed(3)); }
console.log('max |v|', scaled[N - 1]!.toFixed(3)); console.log(table.join(', '));
