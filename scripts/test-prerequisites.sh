#!/usr/bin/env bash
# What `npm test` needs beyond `npm install` (run as its pretest step): Chromium and Firefox ESR for the browser
# tests, redis-server for the shared-cache test, nginx and openssl for the production topology. Debian packages,
# installed here when this runs as root; otherwise it stops at once with the one command that installs them.
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || [ -n "${CHROMIUM_PATH:-}" ] || missing+=(chromium)
[ -x /usr/bin/firefox-esr ] || [ -x /usr/bin/firefox ] || [ -n "${FIREFOX_PATH:-}" ] || missing+=(firefox-esr)
command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
command -v nginx >/dev/null 2>&1 || missing+=(nginx)
command -v openssl >/dev/null 2>&1 || missing+=(openssl)

[ ${#missing[@]} -eq 0 ] && exit 0

command="apt-get update && apt-get install -y ${missing[*]}"
if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "npm test needs ${missing[*]}: run  sudo sh -c '${command}'  and then npm test again" >&2
  exit 1
fi
echo "Installing ${missing[*]} (Debian packages) for the tests"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
