/**
 * Prints `pnpm bench --save` runs of two data sets side by side (issue 17's growth target): for
 * each scenario, req/s and p95 as ratios to the bare route of its own run, at both sizes, and
 * whether the larger data set keeps each ratio within 20 % of the smaller one's (ok/MISS).
 * Several runs of a size (growth.sh alternates the sizes, BENCH_ROUNDS times) count as their
 * mean: each ratio is taken within its own run, then averaged, so the machine's speed drifting
 * between runs weighs less on the verdict. Then, when the runs saved them, each read scenario's
 * floor at both sizes (decision 029).
 * Usage: tsx scripts/bench/compare.ts <smaller.json[,more.json…]> <larger.json[,more.json…]>.
 * Prints figures; exits 0.
 */
import { readFileSync } from 'node:fs';
import type { SavedRun, ScenarioResult } from './bench';

const [smallFiles, largeFiles] = process.argv.slice(2);
if (!smallFiles || !largeFiles) throw new Error('usage: compare.ts <smaller.json[,…]> <larger.json[,…]>');
const load = (files: string) => files.split(',').map((file) => JSON.parse(readFileSync(file, 'utf8')) as SavedRun);
const small = load(smallFiles);
const large = load(largeFiles);

const BARE = 'bare select 1';
const BOOKING = 'booking contention';

/** req/s and p95 (p99 for bookings, against the bare p95) as ratios to the run's bare route. */
function ratios(run: SavedRun, r: ScenarioResult): { rps: number; latency: number } {
  const bare = run.results.find((x) => x.name === BARE);
  if (!bare) throw new Error(`${run.venues}-venue run has no bare route`);
  const latency = (r.name === BOOKING ? r.p99 : r.p95) / Math.max(bare.p95, 0.001);
  return { rps: r.rps / bare.rps, latency };
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(values.length, 1);

/**
 * One scenario over the runs of one size (`floor`: its floor instead): mean req/s, and the mean
 * of its ratios to each run's bare route; null when a run lacks it.
 */
function summary(runs: SavedRun[], name: string, floor = false) {
  const pairs = runs.map((run) => {
    const r = (floor ? run.floors : run.results)?.find((x) => x.name === name);
    return r ? { r, ratio: ratios(run, r) } : null;
  });
  if (pairs.some((p) => p === null)) return null;
  const found = pairs as { r: ScenarioResult; ratio: { rps: number; latency: number } }[];
  return {
    rps: mean(found.map((p) => p.r.rps)),
    ratio: mean(found.map((p) => p.ratio.rps)),
    latency: mean(found.map((p) => p.ratio.latency)),
  };
}

const n = (value: number) => value.toLocaleString('en-US');
const f = (value: number, digits = 2) => value.toFixed(digits);
const first = (runs: SavedRun[]) => runs[0] as SavedRun;
console.log(
  `\nGrowth: ${n(first(small).venues)} venues / ${n(first(small).bookings)} bookings against ` +
    `${n(first(large).venues)} venues / ${n(first(large).bookings)} bookings (ratios to each run's bare route` +
    `${small.length > 1 || large.length > 1 ? `; the mean of ${small.length} and ${large.length} runs` : ''})`,
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
for (const { name } of first(small).results) {
  const a = summary(small, name);
  const b = summary(large, name);
  if (!a || !b) continue;
  const rpsChange = b.ratio / a.ratio - 1;
  const latencyChange = b.latency / a.latency - 1;
  // Growth may not cost more than 20 %: throughput ratio at least 0.8×, latency ratio at most 1.2×.
  const ok = name === BARE || (rpsChange >= -0.2 && latencyChange <= 0.2);
  console.log(
    [
      name.padEnd(26),
      f(a.rps, 0).padStart(9),
      f(a.ratio).padStart(9),
      f(b.rps, 0).padStart(9),
      f(b.ratio).padStart(9),
      `${rpsChange >= 0 ? '+' : ''}${f(rpsChange * 100, 0)} %`.padStart(9),
      `${f(a.latency, 1)}×`.padStart(9),
      `${f(b.latency, 1)}×`.padStart(9),
      `${latencyChange >= 0 ? '+' : ''}${f(latencyChange * 100, 0)} %`.padStart(9),
      (name === BARE ? '' : ok ? 'ok' : 'MISS').padStart(11),
    ].join(' '),
  );
}
console.log('(the booking row compares p99 to the bare p95, like its target)');

// Each read scenario's floor (decision 029) at both sizes: whether a change comes from the SQL
// (the floor moves too) or from the app (only the app's share of its floor moves).
const floorNames = first(small).floors?.map((x) => x.name) ?? [];
if (floorNames.length > 0) {
  console.log(
    '\nFloors (the same SQL statements and answers without the app): req/s (÷ bare), and the app ÷ its floor',
  );
  console.log(['scenario'.padEnd(26), 'floor S', 'floor L', 'app÷floor S', 'app÷floor L'].join(' '));
  for (const name of floorNames) {
    const floorS = summary(small, name, true);
    const floorL = summary(large, name, true);
    const appS = summary(small, name);
    const appL = summary(large, name);
    if (!floorS || !floorL || !appS || !appL) continue;
    console.log(
      [
        name.padEnd(26),
        `${f(floorS.rps, 0)} (${f(floorS.ratio)})`.padStart(7),
        `${f(floorL.rps, 0)} (${f(floorL.ratio)})`.padStart(7),
        f(appS.ratio / floorS.ratio).padStart(11),
        f(appL.ratio / floorL.ratio).padStart(11),
      ].join(' '),
    );
  }
}
