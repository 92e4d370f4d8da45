#!/usr/bin/env bash
# Checks that `npm ci` would accept package-lock.json on a fresh clone (the registry here lacks
# some platform-specific optional packages, which makes npm ci refuse a lock that npm install
# wrote). Run after adding a dependency.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
cp "$root/package.json" "$root/package-lock.json" "$tmp/"
for dir in shared api shell mf-catalog mf-checkout mf-learning mf-content mf-account mf-admin e2e; do
  mkdir -p "$tmp/$dir" && cp "$root/$dir/package.json" "$tmp/$dir/"
done
cd "$tmp"
if npm ci --dry-run --no-audit --no-fund > "$tmp/out.log" 2>&1; then
  echo "lock OK: npm ci accepts it"
else
  grep -E "Missing|error" "$tmp/out.log" | head -20
  exit 1
fi
