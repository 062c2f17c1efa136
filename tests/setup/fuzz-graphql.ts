import fc from "fast-check";
import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from "graphql";
import type { FuzzCaller } from "./fuzz-fixtures.ts";
import { scalarValues, type Pools } from "./fuzz-graphql-scalars.ts";
import { hostileNumber, hostileString, OMIT, withoutOmitted, wrongShape } from "./fuzz-values.ts";

// GraphQL operations generated from the executable schema: every root field, with every
// argument (and the arguments of nested connection fields) filled per its input type, sent as
// variables, inline literals, variables declared with the wrong type or never provided.

const WRONG_DECLARATIONS = ["String", "Int", "ID!", "[ID!]!", "Boolean", "DateTime", "Role"];
const MAX_DEPTH = 6;

type Arg = {
  name: string;
  type: GraphQLInputType;
  value: unknown;
  style: "variable" | "inline" | "misdeclared" | "unprovided";
  wrongType: string;
};
type Selection = { name: string; args: Arg[]; children: Selection[]; fragmentOn?: string };
export type GraphQLCase = {
  caller: FuzzCaller;
  language: string;
  root: Selection;
  operation: string;
};

export function graphqlCases(
  schema: GraphQLSchema,
  pools: Pools,
  callers: readonly FuzzCaller[],
): fc.Arbitrary<GraphQLCase> {
  // Well-typed cases pass GraphQL's own coercion and reach the resolvers with hostile
  // content; loose ones also break the types, the nullability and the declarations.
  return fc.oneof(
    { arbitrary: build(schema, pools, callers, true), weight: 3 },
    build(schema, pools, callers, false),
  );
}

function build(
  schema: GraphQLSchema,
  pools: Pools,
  callers: readonly FuzzCaller[],
  typed: boolean,
) {
  const loose = <T>(arbitrary: fc.Arbitrary<T>, weight = 1) => ({
    arbitrary,
    weight: typed ? 0 : weight,
  });
  const style = fc.oneof(
    { arbitrary: fc.constant("variable" as const), weight: 8 },
    { arbitrary: fc.constant("inline" as const), weight: 3 },
    loose(fc.constantFrom("misdeclared" as const, "unprovided" as const)),
  );
  const scalar = scalarValues(pools, typed);

  const named = (type: GraphQLInputType, name: string, small: boolean): fc.Arbitrary<unknown> => {
    if (isListType(type)) {
      const item = value(type.ofType, name, true).map((entry) => (entry === OMIT ? null : entry));
      return fc.oneof(
        { arbitrary: fc.array(item, { maxLength: 4 }), weight: 6 },
        // Past the 100-item limits: one small value repeated, so the body stays small.
        {
          arbitrary: fc
            .tuple(item, fc.integer({ min: 99, max: 102 }))
            .map(([v, n]) => Array(n).fill(v)),
          weight: 1,
        },
        { arbitrary: item, weight: 2 },
      );
    }
    if (isInputObjectType(type)) {
      const fields = Object.values(type.getFields()).map(
        (f) => [f.name, value(f.type, f.name, small)] as const,
      );
      const extra = fc.oneof(
        { arbitrary: fc.constant({}), weight: 4 },
        loose(fc.dictionary(fc.string({ maxLength: 8 }), fc.string(), { minKeys: 1, maxKeys: 3 })),
      );
      const object = fc
        .tuple(fc.record(Object.fromEntries(fields)), extra)
        .map(([known, more]) => ({ ...more, ...withoutOmitted(known) }));
      return fc.oneof({ arbitrary: object, weight: 8 }, loose(wrongShape()));
    }
    if (isEnumType(type)) {
      const values = fc.constantFrom(...type.getValues().map((entry) => entry.name));
      return fc.oneof(
        { arbitrary: values, weight: 6 },
        loose(values.map((entry) => entry.toLowerCase())),
        loose(hostileString({ huge: !small })),
        loose(hostileNumber()),
      );
    }
    return scalar(getNamedType(type).name, name, small);
  };

  const value = (type: GraphQLInputType, name: string, small = false): fc.Arbitrary<unknown> => {
    const required = isNonNullType(type);
    return fc.oneof(
      { arbitrary: named(getNullableType(type), name, small), weight: required ? 14 : 10 },
      required ? loose(fc.constant(null)) : { arbitrary: fc.constant(null), weight: 1 },
      required ? loose(fc.constant(OMIT)) : { arbitrary: fc.constant(OMIT), weight: 3 },
    );
  };

  const args = (list: readonly GraphQLArgument[]): fc.Arbitrary<Arg[]> =>
    fc.tuple(
      ...list.map((arg) =>
        fc
          .record({
            value: value(arg.type, arg.name),
            style,
            wrongType: fc.constantFrom(...WRONG_DECLARATIONS),
          })
          .map((generated): Arg => ({ ...generated, name: arg.name, type: arg.type })),
      ),
    );

  const selections = (type: GraphQLOutputType, depth: number): fc.Arbitrary<Selection[]> => {
    const namedType = getNamedType(type);
    if (isLeafType(namedType)) return fc.constant([]);
    if (!isObjectType(namedType)) {
      const fragments = schema
        .getPossibleTypes(namedType)
        .map((possible) =>
          fc.option(
            selections(possible, depth).map((children): Selection =>
              leaf("", children, possible.name),
            ),
          ),
        );
      return fc
        .tuple(...fragments)
        .map((chosen) => [leaf("id"), ...chosen.filter((f) => f !== null)]);
    }
    const fields = Object.values(namedType.getFields());
    const leaves = fields.filter((f) => isLeafType(getNamedType(f.type)) && f.args.length === 0);
    const nested = depth >= MAX_DEPTH ? [] : fields.filter((f) => !leaves.includes(f));
    return fc
      .tuple(...nested.map((f) => fc.option(field(f, depth + 1), { freq: 2 })))
      .map((chosen) => [...leaves.map((f) => leaf(f.name)), ...chosen.filter((f) => f !== null)])
      .map((chosen) => (chosen.length > 0 ? chosen : [leaf("__typename")]));
  };

  const field = (
    definition: GraphQLField<unknown, unknown>,
    depth: number,
  ): fc.Arbitrary<Selection> =>
    fc
      .tuple(args(definition.args), selections(definition.type, depth))
      .map(([chosenArgs, children]) => ({ name: definition.name, args: chosenArgs, children }));

  const roots = (["query", "mutation"] as const).flatMap((operation) => {
    const type = operation === "query" ? schema.getQueryType() : schema.getMutationType();
    return Object.values(type?.getFields() ?? {}).map((definition) =>
      fc.record({
        caller: fc.constantFrom(...callers),
        language: fc.constantFrom(
          "en",
          "fr",
          "ar",
          "sw",
          "de",
          "*",
          "",
          "zz-ZZ,ar;q=0.1",
          "fr;q=x",
        ),
        root: field(definition, 1),
        operation: fc.constant(operation),
      }),
    );
  });
  return fc.oneof(...roots);
}

function leaf(name: string, children: Selection[] = [], fragmentOn?: string): Selection {
  return { name, args: [], children, fragmentOn };
}
