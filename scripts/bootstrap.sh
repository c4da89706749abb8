#!/usr/bin/env bash
# Installs what the build and the tests need, and nothing when all of it is already there, so that
# `make run` and `make test` work on a fresh Debian 12 machine and stay quick on the second run.
#
#   scripts/bootstrap.sh [--no-ui]     --no-ui skips Node, npm packages and Chromium (C++-only builds)
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
with_ui=1
[ "${1:-}" = "--no-ui" ] && with_ui=0

say() { printf 'bootstrap: %s\n' "$*"; }

# --- Debian packages ---------------------------------------------------------------------------------
packages=(g++ cmake make pkg-config dpkg-dev libsqlitecpp-dev libsqlite3-dev nlohmann-json3-dev
          libsodium-dev libcli11-dev doctest-dev libssl-dev libminizip-dev libexpat1-dev zlib1g-dev
          libxlsxwriter-dev
          # phone numbers: libphonenumber and what it links statically; ICU's tools make its (empty) data
          # package; python3-phonenumbers carries libphonenumber's prefix → time zone table
          libphonenumber-dev libprotobuf-dev libabsl-dev libicu-dev icu-devtools python3-phonenumbers
          # the IANA time zones (lead-local time, and checking a lead's zone name)
          tzdata
          # the tests' SMTP server (tests/support/smtp_server.py) and its certificates
          python3-aiosmtpd openssl)
if [ $with_ui = 1 ]; then
  packages+=(chromium)
  # Node may come from elsewhere (e.g. NodeSource); a working node + npm is what counts.
  command -v node >/dev/null && command -v npm >/dev/null || packages+=(nodejs npm)
fi

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done

apt_updated=0
apt_update_once() {
  if [ $apt_updated = 0 ]; then apt-get update -qq; apt_updated=1; fi
}

if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" != 0 ]; then
    echo "Missing packages. Install them with:" >&2
    echo "  sudo apt-get install -y ${missing[*]}" >&2
    exit 1
  fi
  say "installing ${missing[*]}"
  apt_update_once
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# --- cpp-httplib, from Debian trixie's patched source package -----------------------------------------
# bookworm's libcpp-httplib-dev is a split header + shared library (no static link); trixie's source
# package carries the single header with Debian's CVE fixes applied. Its own split.py splits it into a header of
# declarations and one source file, which the build compiles once: included whole, the header costs every
# translation unit that includes it some ten seconds of compiling (docs/benchmarks.md, "Test suite").
httplib_version="0.18.7-1+deb13u1"
httplib_dir="$root/third_party/httplib"
if [ "$(cat "$httplib_dir/VERSION" 2>/dev/null)" != "$httplib_version" ] || [ ! -f "$httplib_dir/httplib.cc" ]; then
  if [ "$(id -u)" != 0 ]; then
    echo "cpp-httplib $httplib_version is missing; run 'make bootstrap' as root once (it adds a trixie deb-src entry)." >&2
    exit 1
  fi
  src_list=/etc/apt/sources.list.d/dialer-dashboard-trixie-src.sources
  if [ ! -f "$src_list" ]; then
    base=/etc/apt/sources.list.d/debian.sources
    [ -f "$base" ] || { echo "bootstrap: $base not found; cannot derive a deb-src entry for trixie" >&2; exit 1; }
    say "adding deb-src entries for trixie (source packages only) in $src_list"
    # Same mirrors and keys as the machine's own entries; only the type and the suites change.
    awk 'BEGIN { RS = ""; ORS = "\n\n" }
         /Types:/ {
           security = ($0 ~ /debian-security/)
           gsub(/Types: [^\n]*/, "Types: deb-src")
           gsub(/Suites: [^\n]*/, security ? "Suites: trixie-security" : "Suites: trixie trixie-updates")
           print
         }' "$base" >"$src_list"
    apt_updated=0
  fi
  apt_update_once
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  say "fetching cpp-httplib $httplib_version source"
  (cd "$work" && apt-get source -qq "cpp-httplib=$httplib_version" >/dev/null 2>&1) \
    || { echo "bootstrap: 'apt-get source cpp-httplib=$httplib_version' failed" >&2; exit 1; }
  splitter=$(find "$work" -maxdepth 2 -name split.py | head -n 1)
  [ -n "$splitter" ] || { echo "bootstrap: split.py not found in the source package" >&2; exit 1; }
  rm -rf "$httplib_dir"
  mkdir -p "$httplib_dir"
  python3 "$splitter" -o "$httplib_dir" >/dev/null
  [ -f "$httplib_dir/httplib.h" ] && [ -f "$httplib_dir/httplib.cc" ] \
    || { echo "bootstrap: split.py did not write httplib.h and httplib.cc" >&2; exit 1; }
  echo "$httplib_version" >"$httplib_dir/VERSION"
fi

# --- npm packages for the UI build and the browser tests ---------------------------------------------
if [ $with_ui = 1 ]; then
  stamp="$root/ui/node_modules/.package-lock.json"
  if [ ! -f "$stamp" ] || [ "$root/ui/package-lock.json" -nt "$stamp" ]; then
    say "installing npm packages (npm ci)"
    # Install scripts never run: nothing we use needs one, and it keeps the install reproducible.
    (cd "$root/ui" && npm ci --ignore-scripts --no-audit --no-fund --loglevel=error)
  fi
fi
