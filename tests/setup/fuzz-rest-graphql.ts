import fc from "fast-check";
import type { RestBody } from "./fuzz-rest.ts";
import { asText, hostileString, OMIT, withoutOmitted, wrongShape } from "./fuzz-values.ts";

// Raw requests to /graphql: every transport graphql-yoga accepts (JSON, GET parameters,
// urlencoded, multipart, application/graphql) carrying broken or abusive documents and
// parameters of the wrong shape; the schema-driven fuzzer (fuzz-graphql.ts) covers the rest.

const DOCUMENTS = [
  "{ viewer { id email } }",
  "query Q { repositories(first: 5) { edges { node { id name } } } }",
  'mutation M { updateViewer(input: { name: "Fuzz user" }) { user { id } } }',
  "{ __schema { types { name fields { name args { name } } } } }",
  "subscription S { viewer { id } }",
  "query A { viewer { id } } query B { viewer { id } }",
  "fragment F on Query { ...F } { ...F }",
  "query ($x: Boolean!) { viewer { id @skip(if: $x) @include(if: $x) } }",
  "query ($n: Int) { repositories(first: $n) { totalCount } }",
  '{ node(id: "UmVwb3NpdG9yeTox") { id } }',
  "{ __typename }",
  "",
];

const documents = fc.oneof(
  { arbitrary: fc.constantFrom(...DOCUMENTS), weight: 8 },
  {
    arbitrary: fc
      .integer({ min: 5, max: 3_000 })
      .map((n) => `${"{ viewer ".repeat(n)}${"}".repeat(n)}`),
    weight: 1,
  },
  {
    arbitrary: fc
      .integer({ min: 10, max: 400 })
      .map((n) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: viewer { id }`).join(" ")} }`),
    weight: 1,
  },
  {
    arbitrary: fc
      .integer({ min: 1, max: 5_000 })
      .map((n) => `{ viewer { id${" @skip(if: false)".repeat(n)} } }`),
    weight: 1,
  },
  { arbitrary: hostileString(), weight: 2 },
);

const sometimes = <T>(arbitrary: fc.Arbitrary<T>, weight = 3) =>
  fc.oneof({ arbitrary: fc.constant(OMIT), weight }, arbitrary);
const parameters = fc
  .record({
    query: fc.oneof({ arbitrary: documents, weight: 12 }, wrongShape(), fc.constant(OMIT)),
    variables: sometimes(
      fc.oneof(fc.constant({ n: 5, x: true }), fc.jsonValue({ maxDepth: 2 }), wrongShape()),
      1,
    ),
    operationName: sometimes(
      fc.oneof(
        fc.constantFrom("Q", "A", "B", "M", "missing"),
        hostileString({ huge: false }),
        wrongShape(),
      ),
    ),
    extensions: sometimes(
      fc.oneof(
        fc.record({
          persistedQuery: fc.record({
            version: fc.constantFrom(1, 2, "1"),
            sha256Hash: hostileString(),
          }),
        }),
        wrongShape(),
      ),
    ),
    documentId: sometimes(hostileString({ huge: false }), 6),
  })
  .map(withoutOmitted);

type Raw = { method: string; path: string; body: RestBody };

export function graphqlBodies(): fc.Arbitrary<Raw> {
  const post = (body: RestBody): Raw => ({ method: "POST", path: "/graphql", body });
  const form = parameters.map((p) =>
    Object.entries(p).map(([k, v]): [string, string] => [k, asText(v)]),
  );
  return fc.oneof(
    {
      arbitrary: parameters.map((p) => post({ text: JSON.stringify(p), type: "application/json" })),
      weight: 8,
    },
    {
      arbitrary: fc
        .array(parameters, { maxLength: 3 })
        .map((list) => post({ text: JSON.stringify(list), type: "application/json" })),
      weight: 1,
    },
    {
      arbitrary: documents.map((doc) => post({ text: doc, type: "application/graphql" })),
      weight: 1,
    },
    {
      arbitrary: form.map((entries) =>
        post({ form: entries, type: "application/x-www-form-urlencoded" }),
      ),
      weight: 1,
    },
    {
      // The GraphQL multipart request spec (file uploads), with broken `operations` and `map`.
      arbitrary: fc
        .tuple(
          parameters,
          fc.oneof(fc.constant('{"0":["variables.file"]}'), hostileString({ huge: false })),
        )
        .map(([p, map]) =>
          post({
            form: [
              ["operations", JSON.stringify(p)],
              ["map", map],
              ["0", "file body"],
            ],
            multipart: true,
            type: null,
          }),
        ),
      weight: 1,
    },
    {
      arbitrary: form.map((entries) => ({
        method: "GET",
        path: `/graphql?${new URLSearchParams(entries).toString()}`,
        body: { type: null },
      })),
      weight: 2,
    },
    {
      arbitrary: fc
        .constantFrom("OPTIONS", "HEAD", "PUT", "DELETE")
        .map((method) => ({ method, path: "/graphql", body: { type: null } })),
      weight: 1,
    },
  );
}
