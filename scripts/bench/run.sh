#!/usr/bin/env bash
# `pnpm bench`: load test of the app against PostgreSQL on this machine. Creates the
# database rentas_bench on 127.0.0.1:5432 when missing (override with BENCH_DATABASE_URL,
# which must stay on this machine), seeds it with `pnpm seed:large` when it has no
# venues, then runs scripts/bench/bench.ts (autocannon, 127.0.0.1 only) with this
# script's arguments, e.g. `pnpm bench --only search --duration 5`. BENCH_VENUES (default
# 10000) is the size seeded into an empty database.
set -euo pipefail
cd "$(dirname "$0")/../.."

DATABASE_URL="${BENCH_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/rentas_bench}"
export DATABASE_URL
DB_NAME="$(node -e 'console.log(new URL(process.argv[1]).pathname.slice(1))' "$DATABASE_URL")"
ADMIN_URL="$(node -e 'const u = new URL(process.argv[1]); u.pathname = "/postgres"; console.log(u.toString())' "$DATABASE_URL")"
case "$(node -e 'console.log(new URL(process.argv[1]).hostname)' "$DATABASE_URL")" in
  127.0.0.1 | localhost | "[::1]") ;;
  *) echo "bench: the database must be on this machine (127.0.0.1), got $DATABASE_URL" >&2; exit 1 ;;
esac
if ! [[ "$DB_NAME" =~ ^[a-z_][a-z0-9_]*$ ]]; then
  echo "bench: unexpected database name '$DB_NAME'" >&2
  exit 1
fi

if [ "$(psql "$ADMIN_URL" -Atc "select count(*) from pg_database where datname = '$DB_NAME'")" = "0" ]; then
  echo "== Creating database $DB_NAME"
  psql "$ADMIN_URL" -qc "create database $DB_NAME"
fi

venues=0
if [ "$(psql "$DATABASE_URL" -Atc "select to_regclass('public.venues') is not null")" = "t" ]; then
  venues="$(psql "$DATABASE_URL" -Atc "select count(*) from venues")"
fi
if [ "$venues" = "0" ]; then
  echo "== Seeding $DB_NAME with the large data set (${BENCH_VENUES:-10000} venues)"
  NODE_OPTIONS="--max-old-space-size=12288" bash scripts/pnpm.sh --filter @rentas/db seed:large --venues "${BENCH_VENUES:-10000}"
fi

echo "== Benchmark"
# Compiled as the server is (apps/server/scripts/build.mjs), next to load-worker.mjs: the app in
# the bench's process then runs the JavaScript production runs, not tsx's.
node apps/server/scripts/build.mjs --entry scripts/bench/bench.ts --outfile scripts/bench/bench.compiled.mjs
exec node --enable-source-maps scripts/bench/bench.compiled.mjs "$@"
