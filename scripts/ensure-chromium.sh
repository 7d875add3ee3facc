#!/usr/bin/env bash
# Browser tests drive Debian's Chromium headless shell (never a downloaded browser; ADR 41).
# Installs it when missing and we are root; otherwise says exactly what to install.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}"
if [ -x "$CHROMIUM" ]; then
  exit 0
fi
if [ -n "${CHROMIUM_PATH:-}" ]; then
  echo "CHROMIUM_PATH is $CHROMIUM_PATH, but no executable is there." >&2
  exit 1
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium headless shell not found: installing Debian's chromium-headless-shell package…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium-headless-shell >/dev/null
  echo "Installed $("$CHROMIUM" --version 2>/dev/null || echo chromium-headless-shell)"
  exit 0
fi
echo "Browser tests need Chromium's headless shell at $CHROMIUM. Install it with: sudo apt-get install -y chromium-headless-shell" >&2
echo "(or point CHROMIUM_PATH at a Chromium binary, e.g. CHROMIUM_PATH=/usr/bin/chromium)" >&2
exit 1
