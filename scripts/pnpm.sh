#!/usr/bin/env bash
# pnpm without a global install: corepack fails on this registry, so bootstrap the pinned version through npx.
set -euo pipefail
if command -v pnpm >/dev/null 2>&1 && [ "$(pnpm --version 2>/dev/null)" = "10.34.8" ]; then
  exec pnpm "$@"
fi
exec npx --yes pnpm@10.34.8 "$@"
