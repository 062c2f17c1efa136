#!/usr/bin/env bash
# The scaffold generator end to end (docs/decisions/100-scaffold-generator.md), in a temporary
# clone of the committed tree sharing this node_modules: generate the example models side by
# side (generators/models/ticket.json: every field type, owner: user; project.json: owner:
# organization, ADR 114), check the tree once (generated files, lint, format, types), run each
# model's generated server tests and Playwright spec, destroy both, and check that nothing but
# their migrations and their retired audit actions differs from the clean tree. Ports
# SCAFFOLD_PORT_BASE (4700) to +31 for the e2e servers, so a second checkout can run it beside
# the first.
set -euo pipefail
src=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/groundwork-scaffold.XXXXXX")
trap 'rm -rf "$work"' EXIT
git clone -q "$src" "$work/repo"
ln -s "$src/node_modules" "$work/repo/node_modules"
cd "$work/repo"

# Both models in one tree: one validation, one build for the e2e servers (docs/decisions/114).
npm run scaffold -- model ticket --skip-generate
npm run scaffold -- model project
# validate, with only the unit tests that read the models (their catalogues in four languages):
# npm test ran the rest on this tree, and the generated models add none (docs/decisions/109).
npx run-p --continue-on-error --aggregate-output --print-label check:generated lint format:check \
  'typecheck:*'
npx vitest run --project web web/i18n/locales.test.ts
npx vitest run --project server tests/integration/graphql-tickets.test.ts \
  tests/integration/graphql-projects.test.ts \
  tests/integration/graphql-authorization-matrix.test.ts tests/integration/graphql-api-keys.test.ts \
  server/auth/api-key-scopes.test.ts
base=${SCAFFOLD_PORT_BASE:-4700}
E2E_PORT=$base E2E_SHORT_PORT=$((base + 1)) E2E_DEMO_PORT=$((base + 2)) E2E_SEEDED_PORT=$((base + 3)) \
  E2E_SMTP_PORT=$((base + 25)) E2E_MAILBOX_PORT=$((base + 26)) E2E_OIDC_PORT=$((base + 30)) \
  E2E_OIDC_DENY_PORT=$((base + 31)) \
  npm run test:e2e -- tests/e2e/tickets.spec.ts tests/e2e/projects.spec.ts

npm run scaffold -- destroy model project --skip-generate
npm run scaffold -- destroy model ticket
# The log keeps the models' events, so their actions stay in the AuditAction enum and the
# models' catalogues (retired in shared/audit/actions.ts), and in what is generated from them;
# everything else is the clean tree, plus the migrations. node_modules is the symlink above.
grep -q 'Ticket: { prefix: "TICKET", label: "title", retired: true }' shared/audit/actions.ts
grep -q 'Project: { prefix: "PROJECT", label: "title", retired: true }' shared/audit/actions.ts
grep -q '^  TICKET_CREATE$' schema.graphql
grep -q '^  PROJECT_CREATE$' schema.graphql
for model in ticket project; do
  for locale in en fr ar sw; do
    grep -q "\"audit.action.${model^^}_DELETE\"" "locales/$model/$locale.json"
  done
done
# What is generated from them (schema.graphql, Relay's types of the enum) must match the tree,
# and a page of the log holding one of the models' events still reads.
npm run check:generated
npx vitest run --project server tests/integration/audit-retired-models.test.ts
left=$(git status --porcelain --untracked-files=all |
  grep -vE '^(.. node_modules| M schema\.graphql| M web/__generated__/[A-Za-z0-9_]+\.graphql\.ts)$' || true)
retired=$(printf '%s\n' "$left" |
  grep -cE '^( M shared/audit/actions\.ts|\?\? locales/(ticket|project)/(en|fr|ar|sw)\.json)$' || true)
migrations=$(printf '%s\n' "$left" |
  grep -cE '^\?\? prisma/migrations/[0-9]{14}_(add|drop)_(ticket|project)/migration\.sql$' || true)
if [ "$migrations" != 4 ] || [ "$retired" != 9 ] || [ "$(printf '%s\n' "$left" | grep -c .)" != 13 ]; then
  echo "After destroy, the tree differs by more than the four migrations and the retired audit actions:"
  printf '%s\n' "$left"
  exit 1
fi
echo "Scaffold: generated, validated, tested and destroyed; the four migrations and the retired audit actions remain."
