#!/usr/bin/env bash
# The whole test suite: unit, integration (embedded PGlite, and PostgreSQL too when
# TEST_DATABASE_URL is set), then browser journeys in headless Chromium.
# Exits non-zero when any test fails.
set -euo pipefail
cd "$(dirname "$0")/.."
PNPM="bash scripts/pnpm.sh"
REPORTS="$(mktemp -d)"
export REPORTS

$PNPM install --frozen-lockfile

if [ ! -x /usr/bin/chromium ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "== Installing Debian's Chromium for the browser tests"
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null)
  else
    echo "Chromium is needed for the browser tests: sudo apt-get install -y chromium" >&2
    exit 1
  fi
fi

run() { # name, dir, command...
  local name="$1" dir="$2"; shift 2
  echo "== $name (${SECONDS} s into the run)"
  (cd "$dir" && "$@" --reporter=default --reporter=json --outputFile="$REPORTS/$name.json")
}

run unit-domain packages/domain env TZ=America/Mexico_City npx vitest run
run unit-domain-utc packages/domain env TZ=UTC npx vitest run
run unit-auth packages/auth npx vitest run
run unit-web apps/web env TZ=America/Mexico_City npx vitest run
run unit-web-utc apps/web env TZ=UTC npx vitest run
run integration-pglite apps/server env -u DATABASE_URL npx vitest run
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  run integration-postgres apps/server env DATABASE_URL="$TEST_DATABASE_URL" npx vitest run \
    --exclude test/scale.integration.test.ts --exclude test/multi-process-delivery.integration.test.ts \
    --exclude test/several-servers.integration.test.ts
  # Races, outages and several servers run alone: their timings must not compete with other files.
  run scale-postgres apps/server env DATABASE_URL="$TEST_DATABASE_URL" npx vitest run --no-file-parallelism \
    test/scale.integration.test.ts test/multi-process-delivery.integration.test.ts \
    test/several-servers.integration.test.ts
fi
$PNPM --filter @rentas/web build
run e2e apps/web npx vitest run --config vitest.e2e.config.ts

echo "== all test groups done in ${SECONDS} s"
node scripts/summarize-tests.mjs "$REPORTS"
