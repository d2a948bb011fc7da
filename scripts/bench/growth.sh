#!/usr/bin/env bash
# `pnpm bench:growth`: issue 17's growth check. Runs `pnpm bench` on rentas_bench (10,000
# venues, 300,000 bookings) and on rentas_bench_100k (`seed:large --venues 100000`: 100,000
# venues, 3,000,000 bookings; seeded on first use, which takes several minutes and a few GB),
# alternating the two BENCH_ROUNDS times (default 3: small, large, small, large, …), then prints
# both sizes side by side (scripts/bench/compare.ts, each ratio the mean over its size's runs:
# this machine's speed drifts by a tenth or more within minutes). Arguments go to each bench
# run, e.g. `pnpm bench:growth --duration 5`; BENCH_ROUNDS=1 for one run of each.
set -euo pipefail
cd "$(dirname "$0")/../.."
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT

rounds="${BENCH_ROUNDS:-3}"
if ! [[ "$rounds" =~ ^[1-9]$ ]]; then
  echo "bench:growth: BENCH_ROUNDS must be 1 to 9, got '$rounds'" >&2
  exit 1
fi
small=()
large=()
for round in $(seq 1 "$rounds"); do
  echo "== 10,000 venues (round $round of $rounds)"
  BENCH_DATABASE_URL="postgres://postgres@127.0.0.1:5432/rentas_bench" BENCH_VENUES=10000 \
    bash scripts/bench/run.sh "$@" --save "$out/small-$round.json"
  small+=("$out/small-$round.json")
  echo
  echo "== 100,000 venues (round $round of $rounds)"
  BENCH_DATABASE_URL="postgres://postgres@127.0.0.1:5432/rentas_bench_100k" BENCH_VENUES=100000 \
    bash scripts/bench/run.sh "$@" --save "$out/large-$round.json"
  large+=("$out/large-$round.json")
  echo
done
node_modules/.bin/tsx scripts/bench/compare.ts "$(IFS=,; echo "${small[*]}")" "$(IFS=,; echo "${large[*]}")"
