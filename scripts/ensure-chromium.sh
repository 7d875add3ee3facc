#!/usr/bin/env bash
# Browser tests drive Debian's Chromium (never a downloaded browser). Installs it when
# missing and we are root; otherwise says exactly what to install.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium not found: installing Debian's chromium package…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
  echo "Installed $("$CHROMIUM" --version 2>/dev/null || echo chromium)"
  exit 0
fi
echo "Browser tests need Chromium at $CHROMIUM. Install it with: sudo apt-get install -y chromium" >&2
echo "(or point CHROMIUM_PATH at a Chromium binary)" >&2
exit 1
