// @ts-check
/**
 * Load generator for bench.ts, run in a worker thread so that autocannon has its own
 * event loop and does not steal the server's. Plain JavaScript because tsx's loader
 * does not reach worker threads on Node 20. Input (workerData): a Scenario of bench.ts.
 * Output (message): a ScenarioResult: req/s, p50/p95/p99 in ms over every response,
 * responses per HTTP status, socket errors and timeouts. Bounded by the scenario's
 * duration; the target is the scenario's URL (127.0.0.1, checked by bench.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

/**
 * @typedef {{ method: 'GET' | 'POST', path: string, headers?: Record<string, string>, body?: string }} RequestVariant
 * @typedef {{ name: string, url: string, variants: RequestVariant[], connections: number, duration: number, warmup: number }} Scenario
 */

/** @type {Scenario} */
const scenario = workerData;

/**
 * The p-th percentile (0–100) of ascending values; 0 when empty.
 * @param {Float64Array} sorted
 * @param {number} p
 */
function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}

/**
 * One autocannon run; each request is a variant picked at random.
 * @param {number} seconds
 * @param {number} connections
 */
async function fire(seconds, connections) {
  /** @type {number[]} */
  const latencies = [];
  /** @type {Record<string, number>} */
  const statuses = {};
  const started = performance.now();
  /** @type {import('autocannon').Result} */
  const result = await new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: scenario.url,
        connections,
        duration: seconds,
        timeout: 10,
        requests: [
          {
            setupRequest: (req) => {
              const v = scenario.variants[Math.floor(Math.random() * scenario.variants.length)] ?? scenario.variants[0];
              if (!v) throw new Error(`${scenario.name}: no request variants`);
              return {
                ...req,
                method: v.method,
                path: v.path,
                headers: { ...v.headers, ...(v.body ? { 'content-type': 'application/json' } : {}) },
                body: v.body,
              };
            },
          },
        ],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    });
  });
  const elapsed = (performance.now() - started) / 1000;
  const sorted = Float64Array.from(latencies).sort();
  return {
    name: scenario.name,
    rps: latencies.length / elapsed,
    responses: latencies.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    statuses,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

if (scenario.warmup > 0) await fire(scenario.warmup, Math.min(10, scenario.connections));
parentPort?.postMessage(await fire(scenario.duration, scenario.connections));
