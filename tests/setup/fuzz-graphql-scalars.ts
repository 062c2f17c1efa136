import fc from "fast-check";
import {
  hostileCursor,
  hostileDate,
  hostileEmail,
  hostileGlobalId,
  hostileNumber,
  hostileString,
  wrongShape,
} from "./fuzz-values.ts";

// Values for GraphQL scalars, by type and by what the argument's name says it holds. Typed
// values pass GraphQL's coercion (32-bit integers, strings for IDs and dates); loose ones
// also break the scalar's type.

export type Pools = {
  known: { typename: string; id: string }[];
  cursorKeys: string[];
  emails: string[];
};

export function scalarValues(pools: Pools, typed: boolean) {
  const typenames = [...new Set(pools.known.map((entry) => entry.typename))];
  const int32 = fc.oneof(
    fc.constantFrom(0, -1, 1, 99, 100, 101, 2 ** 31 - 1, -(2 ** 31)),
    fc.integer({ min: -5, max: 120 }),
    fc.integer(),
  );
  const byType: Record<string, () => fc.Arbitrary<unknown>> = {
    ID: () => hostileGlobalId(pools.known, typenames),
    Int: () => (typed ? int32 : hostileNumber()),
    Float: () => (typed ? fc.double({ noNaN: true, noDefaultInfinity: true }) : hostileNumber()),
    Boolean: () => (typed ? fc.boolean() : fc.oneof(fc.boolean(), hostileNumber())),
    DateTime: () =>
      typed ? hostileDate().filter((date) => typeof date === "string") : hostileDate(),
  };

  return (typeName: string, argName: string, small: boolean): fc.Arbitrary<unknown> => {
    const text = hostileString({ huge: !small });
    const byName: Record<string, () => fc.Arbitrary<unknown>> = {
      after: () => hostileCursor(pools.cursorKeys),
      before: () => hostileCursor(pools.cursorKeys),
      email: () => hostileEmail(pools.emails),
      link: () =>
        fc.oneof(fc.webUrl(), fc.constantFrom("javascript:alert(1)", "//evil.example"), text),
    };
    const pick = byType[typeName] ?? (typeName === "String" ? byName[argName] : undefined);
    return fc.oneof(
      { arbitrary: pick ? pick() : text, weight: 9 },
      { arbitrary: wrongShape(), weight: typed ? 0 : 1 },
    );
  };
}
