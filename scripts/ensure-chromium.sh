#!/usr/bin/env bash
# The browser tests drive Debian's Chromium; never a downloaded browser.
set -euo pipefail
[ -x /usr/bin/chromium ] && exit 0

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing Chromium for the browser tests (apt-get install chromium)..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "The browser tests need Chromium at /usr/bin/chromium: run 'sudo apt-get install -y chromium', then try again." >&2
exit 1
