#!/usr/bin/env bash
# Browser tests: Debian's Chromium (installed here when missing, never downloaded by Playwright),
# a full build (web, back office, server), then Playwright. Screenshots: artifacts/screenshots/.
set -euo pipefail
cd "$(dirname "$0")/.."

CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$CHROMIUM_PATH" ]; then
  echo "e2e: $CHROMIUM_PATH not found, installing Debian's chromium" >&2
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get update
  $SUDO apt-get install -y chromium
fi
# Bengali glyphs for readable screenshots (the site itself falls back to the system font).
if command -v fc-list >/dev/null && [ -z "$(fc-list :lang=bn family 2>/dev/null)" ]; then
  echo "e2e: no Bengali font found; screenshots will show boxes (apt-get install fonts-noto-core)" >&2
fi

npm run build
export CHROMIUM_PATH
npx playwright test "$@"
