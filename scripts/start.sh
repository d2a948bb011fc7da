#!/usr/bin/env bash
# Quick start: install, build the web app, then serve API + web on PORT (default 5000).
# An empty embedded database (DATA_DIR, default ./data) is migrated and seeded with demo data.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/pnpm.sh install --frozen-lockfile
exec bash scripts/pnpm.sh --filter @rentas/server start
