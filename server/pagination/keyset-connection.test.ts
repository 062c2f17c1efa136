import { parse, type FragmentDefinitionNode, type OperationDefinitionNode } from "graphql";
import { describe, expect, it } from "vitest";
import type { PrismaClient } from "../generated/prisma/client.ts";
import { resolveKeysetConnection, type KeysetTable } from "./keyset-connection.ts";
import { selectsSubfield } from "./selected-fields.ts";

// The root connection field of `document`, as a resolver's info sees it.
function infoOf(document: string, variableValues: Record<string, unknown> = {}) {
  const definitions = parse(document).definitions;
  const operation = definitions.find(
    (item): item is OperationDefinitionNode => item.kind === "OperationDefinition",
  );
  const fragments = Object.fromEntries(
    definitions
      .filter((item): item is FragmentDefinitionNode => item.kind === "FragmentDefinition")
      .map((item) => [item.name.value, item]),
  );
  const field = operation?.selectionSet.selections[0];
  if (field?.kind !== "Field") throw new Error("no root field");
  return { fieldNodes: [field], fragments, variableValues };
}

describe("selectsSubfield", () => {
  it("finds the field directly, aliased, in inline fragments and in named fragments", () => {
    expect(selectsSubfield(infoOf(`{ list { totalCount } }`), "totalCount")).toBe(true);
    expect(selectsSubfield(infoOf(`{ list { n: totalCount } }`), "totalCount")).toBe(true);
    expect(selectsSubfield(infoOf(`{ list { ... on C { totalCount } } }`), "totalCount")).toBe(
      true,
    );
    const named = `{ list { ...A } } fragment A on C { ...B } fragment B on C { totalCount }`;
    expect(selectsSubfield(infoOf(named), "totalCount")).toBe(true);
  });

  it("is false when absent, skipped or not included, and ends on fragment cycles", () => {
    expect(selectsSubfield(infoOf(`{ list { edges { cursor } } }`), "totalCount")).toBe(false);
    expect(selectsSubfield(infoOf(`{ list { totalCount @skip(if: true) } }`), "totalCount")).toBe(
      false,
    );
    const variable = `query ($on: Boolean!) { list { totalCount @include(if: $on) } }`;
    expect(selectsSubfield(infoOf(variable, { on: false }), "totalCount")).toBe(false);
    expect(selectsSubfield(infoOf(variable, { on: true }), "totalCount")).toBe(true);
    const cycle = `{ list { ...A } } fragment A on C { ...A edges { cursor } }`;
    expect(selectsSubfield(infoOf(cycle), "totalCount")).toBe(false);
  });
});

const table: KeysetTable = {
  table: "repository",
  columns: ["id", "name", "createdAt"],
  key: "name",
  search: { contains: ["name"], prefix: ["name"] },
  orders: { NAME_ASC: { by: "key", descending: false, description: "By name." } },
};
const order = "NAME_ASC";

/** A Prisma stand-in whose statements answer only when the test says so. */
function pendingPrisma() {
  const sent: { sql: string; settle: (rows: unknown[] | Error) => void }[] = [];
  const prisma = {
    $queryRaw: (query: { sql: string }) =>
      new Promise((resolve, reject) => {
        sent.push({
          sql: query.sql,
          settle: (rows) => (rows instanceof Error ? reject(rows) : resolve(rows)),
        });
      }),
  } as unknown as PrismaClient;
  return { prisma, sent };
}

describe("resolveKeysetConnection", () => {
  const context = (prisma: PrismaClient) => ({ prisma, locale: "en" as const });

  it("sends the count beside the page when totalCount is selected", async () => {
    const { prisma, sent } = pendingPrisma();
    const info = infoOf(`{ list { totalCount edges { cursor } } }`);
    const result = resolveKeysetConnection(table, order, { first: 2 }, context(prisma), info);
    expect(sent.map((item) => item.sql.includes("count(*)"))).toEqual([true, false]);
    sent[0]?.settle([{ count: 7 }]);
    sent[1]?.settle([{ name: "a" }]);
    const connection = await result;
    expect(await connection.totalCount()).toBe(7);
    expect(sent).toHaveLength(2);
  });

  it("sends no count when totalCount is not selected", async () => {
    const { prisma, sent } = pendingPrisma();
    const info = infoOf(`{ list { edges { cursor } } }`);
    const result = resolveKeysetConnection(table, order, { first: 2 }, context(prisma), info);
    expect(sent).toHaveLength(1);
    sent[0]?.settle([{ name: "a" }]);
    await result;
    expect(sent).toHaveLength(1);
  });

  it("answers the page's error when both fail, leaving no unhandled rejection", async () => {
    const { prisma, sent } = pendingPrisma();
    const info = infoOf(`{ list { totalCount } }`);
    const result = resolveKeysetConnection(table, order, { first: 2 }, context(prisma), info);
    sent[0]?.settle(new Error("count failed"));
    sent[1]?.settle(new Error("page failed"));
    await expect(result).rejects.toThrow("page failed");
  });
});
