import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEAM_MODELS } from "#shared/audit/actions";
import { createTestApp, type TestApp } from "../setup/test-app.ts";

// A model taken out by `npm run scaffold -- destroy` leaves its events in the append-only log:
// each page holding one must still read, named by what it recorded (docs/decisions/100-*).
// The clean tree has no retired model; scripts/scaffold-check.sh runs this after a destroy.

const retired = Object.entries(TEAM_MODELS).flatMap(([type, model]) =>
  model?.retired ? [{ type, ...model }] : [],
);

let app: TestApp;
beforeAll(async () => {
  if (retired.length) app = await createTestApp();
});
afterAll(() => app?.close());

describe.skipIf(!retired.length)("a retired model's events", () => {
  it.each(retired)("$type: the log reads them, named as recorded", async (model) => {
    const admin = await app.signIn("admin@example.com");
    const changes = JSON.stringify({ after: { [model.label]: "gone" } });
    await app.prisma.$executeRaw`SELECT audit.append(${`${model.prefix}_CREATE`}, ${model.type},
      'retired-row', ${changes}::jsonb)`;
    const { body } = await app.graphql<{ auditEvents: { edges: { node: unknown }[] } }>(
      `{ auditEvents(first: 5) { edges { node { action targetId targetLabel target { id } } } } }`,
      { cookie: admin },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.auditEvents.edges.map((edge) => edge.node)).toContainEqual({
      action: `${model.prefix}_CREATE`,
      targetId: "retired-row",
      targetLabel: "gone",
      target: null,
    });
  });
});
