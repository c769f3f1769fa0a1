#!/usr/bin/env bash
# Browser tests: Debian's Chromium (installed here when missing, never downloaded by Playwright),
# a full build (web, back office, server), then Playwright. Screenshots: artifacts/screenshots/.
set -euo pipefail
cd "$(dirname "$0")/.."

CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
missing=()
[ -x "$CHROMIUM_PATH" ] || missing+=(chromium)
# The same Chromium's headless shell, for E2E_HEADLESS_SHELL=1 (playwright.config.ts).
if [ "${E2E_HEADLESS_SHELL:-}" = "1" ] && [ ! -x "${CHROMIUM_HEADLESS_SHELL_PATH:-/usr/bin/chromium-headless-shell}" ]; then
  missing+=(chromium-headless-shell)
fi
# zbarimg reads the security centre's QR code back in the browser test (e2e/accounts-security.spec.ts).
command -v zbarimg >/dev/null || missing+=(zbar-tools)
# Bengali glyphs, so the screenshots show the Bengali pages as a person sees them.
if ! { command -v fc-list >/dev/null && [ -n "$(fc-list :lang=bn family 2>/dev/null)" ]; }; then
  missing+=(fonts-noto-core fontconfig)
fi
if [ ${#missing[@]} -gt 0 ]; then
  echo "e2e: installing Debian packages: ${missing[*]}" >&2
  $SUDO apt-get update
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y --no-install-recommends "${missing[@]}"
fi

npm run build
export CHROMIUM_PATH
npx playwright test "$@"
