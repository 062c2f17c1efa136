#!/usr/bin/env bash
# The scaffold generator end to end (docs/decisions/100-scaffold-generator.md), in a temporary
# clone of the committed tree sharing this node_modules: generate the example model
# (generators/models/ticket.json: every field type, owner: user), validate the tree, run the
# generated server tests and Playwright spec, destroy the model, and check that nothing but its
# two migrations differs from the clean tree. Ports SCAFFOLD_PORT_BASE (4700) to +31 for the e2e
# servers, so a second checkout can run it beside the first.
set -euo pipefail
src=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/groundwork-scaffold.XXXXXX")
trap 'rm -rf "$work"' EXIT
git clone -q "$src" "$work/repo"
ln -s "$src/node_modules" "$work/repo/node_modules"
cd "$work/repo"

npm run scaffold -- model ticket
npm run validate
npx vitest run --project server tests/integration/graphql-tickets.test.ts \
  tests/integration/graphql-authorization-matrix.test.ts
base=${SCAFFOLD_PORT_BASE:-4700}
E2E_PORT=$base E2E_SHORT_PORT=$((base + 1)) E2E_DEMO_PORT=$((base + 2)) E2E_SEEDED_PORT=$((base + 3)) \
  E2E_SMTP_PORT=$((base + 25)) E2E_MAILBOX_PORT=$((base + 26)) E2E_OIDC_PORT=$((base + 30)) \
  E2E_OIDC_DENY_PORT=$((base + 31)) \
  npm run test:e2e -- tests/e2e/tickets.spec.ts

npm run scaffold -- destroy model ticket
# node_modules is the symlink above; everything else must be the clean tree plus two migrations.
left=$(git status --porcelain --untracked-files=all | grep -v ' node_modules$' || true)
expected=$(printf '%s\n' "$left" | grep -cE '^\?\? prisma/migrations/[0-9]{14}_(add|drop)_ticket/migration\.sql$' || true)
if [ "$expected" != 2 ] || [ "$(printf '%s\n' "$left" | grep -c .)" != 2 ]; then
  echo "After destroy, the tree differs by more than the two migrations:"
  printf '%s\n' "$left"
  exit 1
fi
echo "Scaffold: generated, validated, tested and destroyed; only the two migrations remain."
