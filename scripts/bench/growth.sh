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
args=("$@")
small=()
large=()
# One bench run: label, database, venues to seed when empty, the file its figures are saved to.
bench_size() {
  echo "== $1 venues (round $round of $rounds)"
  BENCH_DATABASE_URL="postgres://postgres@127.0.0.1:5432/$2" BENCH_VENUES="$3" \
    bash scripts/bench/run.sh "${args[@]}" --save "$4"
  echo
}
for round in $(seq 1 "$rounds"); do
  bench_size 10,000 rentas_bench 10000 "$out/small-$round.json"
  small+=("$out/small-$round.json")
  bench_size 100,000 rentas_bench_100k 100000 "$out/large-$round.json"
  large+=("$out/large-$round.json")
done
node_modules/.bin/tsx scripts/bench/compare.ts "$(IFS=,; echo "${small[*]}")" "$(IFS=,; echo "${large[*]}")"
