#!/usr/bin/env bash
# `pnpm bench:growth`: issue 17's growth check. Runs `pnpm bench` on rentas_bench (10,000
# venues, 300,000 bookings) and on rentas_bench_100k (`seed:large --venues 100000`: 100,000
# venues, 3,000,000 bookings; seeded on first use, which takes several minutes and a few GB),
# then prints both side by side (scripts/bench/compare.ts). Arguments go to each bench run,
# e.g. `pnpm bench:growth --duration 5`.
set -euo pipefail
cd "$(dirname "$0")/../.."
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT

echo "== 10,000 venues"
BENCH_DATABASE_URL="postgres://postgres@127.0.0.1:5432/rentas_bench" BENCH_VENUES=10000 \
  bash scripts/bench/run.sh "$@" --save "$out/small.json"
echo
echo "== 100,000 venues"
BENCH_DATABASE_URL="postgres://postgres@127.0.0.1:5432/rentas_bench_100k" BENCH_VENUES=100000 \
  bash scripts/bench/run.sh "$@" --save "$out/large.json"
node_modules/.bin/tsx scripts/bench/compare.ts "$out/small.json" "$out/large.json"
