#!/usr/bin/env bash
# Builds the production release into OUT: compiled server (dist/server), built web app
# (dist/web), migrations, locales and production dependencies only. No TypeScript loader, no
# devDependencies. The Dockerfile's build stage runs exactly this, and CI runs it before the
# production smoke test (tests/smoke/production.ts), so what CI starts is what the image ships.
#   scripts/build-production.sh OUT
# The checkout is left untouched: the build happens in a scratch copy (npm ci there).
set -euo pipefail

out=${1:?usage: scripts/build-production.sh OUT}
root=$(cd "$(dirname "$0")/.." && pwd)
if [ -e "$out" ] && [ -n "$(ls -A "$out")" ]; then
  echo "build-production: $out exists and is not empty" >&2
  exit 1
fi
mkdir -p "$out"
out=$(cd "$out" && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/groundwork-build.XXXXXX")
trap 'rm -rf "$work"' EXIT
started=$(date +%s)
step() { echo "-- build-production: $* ($(($(date +%s) - started)) s)"; }

step "copy sources"
# What the build reads; everything else (node_modules, dist, .data, .git) stays behind.
tar -C "$root" -cf - --exclude=node_modules --exclude=dist --exclude=.data --exclude=.git \
  --exclude=test-results --exclude=playwright-report . | tar -C "$work" -xf -

step "npm ci"
(cd "$work" && npm ci --no-audit --no-fund --loglevel=error)

step "npm run build"
(cd "$work" && npm run build --silent)

step "npm prune --omit=dev --omit=optional"
# --omit=optional as well: devDependencies that a production package lists as an optional peer
# (vitest, vite, tsx, typescript and the prisma CLI through better-auth and @prisma/client) are
# "devOptional" and survive --omit=dev alone; the rest are other platforms' binaries.
(cd "$work" && npm prune --omit=dev --omit=optional --no-audit --no-fund --loglevel=error)

step "assemble $out"
# The runtime layout is the project's: the server finds locales/, prisma/migrations and
# dist/web from the folder that holds package.json (server/paths.ts).
mkdir -p "$out/prisma" "$out/scripts"
cp -a "$work/package.json" "$work/package-lock.json" "$work/persisted-queries.json" "$out/"
cp -a "$work/node_modules" "$work/dist" "$work/locales" "$out/"
cp -a "$work/prisma/migrations" "$work/prisma/schema.prisma" "$out/prisma/"
cp -a "$work/scripts/healthcheck.mjs" "$out/scripts/"
mkdir -p "$out/docs" && cp -a "$work/docs/api.md" "$out/docs/"
step "done: $(du -sh "$out" | cut -f1) in $out ($(du -sh "$out/node_modules" | cut -f1) node_modules)"
