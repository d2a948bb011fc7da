/**
 * Prints two `pnpm bench --save` runs side by side (issue 17's growth target): for each
 * scenario, req/s and p95 as ratios to the bare route of its own run, at both sizes, and
 * whether the larger data set keeps each ratio within 20 % of the smaller one's (ok/MISS).
 * Then, when both runs saved them, each read scenario's floor at both sizes (decision 029).
 * Usage: tsx scripts/bench/compare.ts <smaller.json> <larger.json>. Prints figures; exits 0.
 */
import { readFileSync } from 'node:fs';
import type { SavedRun, ScenarioResult } from './bench';

const [smallFile, largeFile] = process.argv.slice(2);
if (!smallFile || !largeFile) throw new Error('usage: compare.ts <smaller.json> <larger.json>');
const small = JSON.parse(readFileSync(smallFile, 'utf8')) as SavedRun;
const large = JSON.parse(readFileSync(largeFile, 'utf8')) as SavedRun;

const BARE = 'bare select 1';
const BOOKING = 'booking contention';

/** req/s and p95 (p99 for bookings, against the bare p95) as ratios to the run's bare route. */
function ratios(run: SavedRun, r: ScenarioResult): { rps: number; latency: number } {
  const bare = run.results.find((x) => x.name === BARE);
  if (!bare) throw new Error(`${run.venues}-venue run has no bare route`);
  const latency = (r.name === BOOKING ? r.p99 : r.p95) / Math.max(bare.p95, 0.001);
  return { rps: r.rps / bare.rps, latency };
}

const n = (value: number) => value.toLocaleString('en-US');
const f = (value: number, digits = 2) => value.toFixed(digits);
console.log(
  `\nGrowth: ${n(small.venues)} venues / ${n(small.bookings)} bookings against ` +
    `${n(large.venues)} venues / ${n(large.bookings)} bookings (ratios to each run's bare route)`,
);
const head = [
  'scenario',
  'req/s S',
  'ratio S',
  'req/s L',
  'ratio L',
  'change',
  'p95× S',
  'p95× L',
  'change',
  'within 20 %',
];
console.log('S: the smaller data set, L: the larger; ratio: req/s ÷ bare req/s; p95×: p95 ÷ bare p95');
console.log(head.map((h, i) => (i === 0 ? h.padEnd(26) : h.padStart(9))).join(' '));
for (const r of small.results) {
  const other = large.results.find((x) => x.name === r.name);
  if (!other) continue;
  const a = ratios(small, r);
  const b = ratios(large, other);
  const rpsChange = b.rps / a.rps - 1;
  const latencyChange = b.latency / a.latency - 1;
  // Growth may not cost more than 20 %: throughput ratio at least 0.8×, latency ratio at most 1.2×.
  const ok = r.name === BARE || (rpsChange >= -0.2 && latencyChange <= 0.2);
  console.log(
    [
      r.name.padEnd(26),
      f(r.rps, 0).padStart(9),
      f(a.rps).padStart(9),
      f(other.rps, 0).padStart(9),
      f(b.rps).padStart(9),
      `${rpsChange >= 0 ? '+' : ''}${f(rpsChange * 100, 0)} %`.padStart(9),
      `${f(a.latency, 1)}×`.padStart(9),
      `${f(b.latency, 1)}×`.padStart(9),
      `${latencyChange >= 0 ? '+' : ''}${f(latencyChange * 100, 0)} %`.padStart(9),
      (r.name === BARE ? '' : ok ? 'ok' : 'MISS').padStart(11),
    ].join(' '),
  );
}
console.log('(the booking row compares p99 to the bare p95, like its target)');

// Each read scenario's floor (decision 029) at both sizes: whether a change comes from the SQL
// (the floor moves too) or from the app (only the app's share of its floor moves).
if (small.floors?.length && large.floors?.length) {
  console.log(
    '\nFloors (the same SQL statements and answers without the app): req/s (÷ bare), and the app ÷ its floor',
  );
  console.log(['scenario'.padEnd(26), 'floor S', 'floor L', 'app÷floor S', 'app÷floor L'].join(' '));
  for (const floorS of small.floors) {
    const floorL = large.floors.find((x) => x.name === floorS.name);
    const appS = small.results.find((x) => x.name === floorS.name);
    const appL = large.results.find((x) => x.name === floorS.name);
    if (!floorL || !appS || !appL) continue;
    console.log(
      [
        floorS.name.padEnd(26),
        `${f(floorS.rps, 0)} (${f(ratios(small, floorS).rps)})`.padStart(7),
        `${f(floorL.rps, 0)} (${f(ratios(large, floorL).rps)})`.padStart(7),
        f(appS.rps / floorS.rps).padStart(11),
        f(appL.rps / floorL.rps).padStart(11),
      ].join(' '),
    );
  }
}
