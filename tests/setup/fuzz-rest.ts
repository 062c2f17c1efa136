import fc from "fast-check";
import type { FuzzFixtures } from "./fuzz-fixtures.ts";
import { fieldValue, type Route } from "./fuzz-rest-routes.ts";
import { graphqlBodies } from "./fuzz-rest-graphql.ts";
import { headers } from "./fuzz-rest-headers.ts";
import {
  asText,
  hostileString,
  OMIT,
  pathSegment,
  withoutOmitted,
  wrongShape,
} from "./fuzz-values.ts";

// Whole HTTP requests: any route, method, body encoding, content type (in odd casings),
// origin, cookie and client address, as a browser, a script or an attacker would send them.

export type RestBody = {
  text?: string;
  form?: [string, string][];
  multipart?: boolean;
  type: string | null;
};
export type RestCase = {
  label: string;
  method: string;
  path: string;
  headers: [string, string][];
  body: RestBody;
};

export const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "HEAD"];
function encodings(fields: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<RestBody> {
  const entries = fields.map((object) =>
    Object.entries(object).map(([k, v]): [string, string] => [k, asText(v)]),
  );
  const deep = fc
    .tuple(fc.constantFrom("[", '{"a":'), fc.integer({ min: 100, max: 100_000 }))
    .map(([open, depth]) => open.repeat(depth) + (open === "[" ? "]" : "}").repeat(depth));
  const broken = fc.oneof(
    fc.constantFrom('{"email":', '{"a":1}}', "\ufeff{}", "{'a':1}", "[1,]", "\u0000"),
    hostileString(),
  );
  return fc.oneof(
    {
      arbitrary: fields.map((object) => ({
        text: JSON.stringify(object),
        type: "application/json",
      })),
      weight: 16,
    },
    {
      arbitrary: wrongShape().map((value) => ({
        text: JSON.stringify(value) ?? "",
        type: "application/json",
      })),
      weight: 1,
    },
    {
      arbitrary: fc.oneof(broken, deep).map((text) => ({ text, type: "application/json" })),
      weight: 2,
    },
    {
      arbitrary: entries.map((form) => ({ form, type: "application/x-www-form-urlencoded" })),
      weight: 2,
    },
    { arbitrary: entries.map((form) => ({ form, multipart: true, type: null })), weight: 1 },
    {
      arbitrary: fields.map((object) => ({ text: JSON.stringify(object), type: "text/plain" })),
      weight: 1,
    },
    { arbitrary: fc.constant({ text: "", type: null }), weight: 1 },
  );
}

function routeCase(route: Route, fixtures: FuzzFixtures): fc.Arbitrary<RestCase> {
  const object = (keys: string[]) =>
    fc
      .tuple(
        fc.record(
          Object.fromEntries(
            keys.map((key) => [
              key,
              fc.oneof({ arbitrary: fieldValue(key, fixtures), weight: 5 }, fc.constant(OMIT)),
            ]),
          ),
        ),
        fc.oneof(
          { arbitrary: fc.constant({}), weight: 5 },
          fc.dictionary(fc.string({ maxLength: 10 }), wrongShape(), { minKeys: 1, maxKeys: 3 }),
        ),
      )
      .map(([known, extra]) => ({ ...extra, ...withoutOmitted(known) }));
  const method = fc.oneof(
    { arbitrary: fc.constantFrom(...route.methods), weight: 8 },
    fc.constantFrom(...METHODS),
  );
  return fc
    .record({
      method,
      segment: pathSegment(),
      query: object(route.query),
      body: encodings(object(route.body)),
      headers: headers(fixtures),
    })
    .map(({ method: verb, segment, query, body, headers: list }) => {
      const search = new URLSearchParams(
        Object.entries(query).map(([k, v]) => [k, asText(v)]),
      ).toString();
      const path = route.path.replace(/:[a-zA-Z]+/g, segment) + (search ? `?${search}` : "");
      return { label: `${verb} ${route.path}`, method: verb, path, headers: list, body };
    });
}

export function restCases(routes: Route[], fixtures: FuzzFixtures): fc.Arbitrary<RestCase> {
  const plain = (label: string, paths: fc.Arbitrary<string>) =>
    fc
      .record({
        method: fc.constantFrom(...METHODS),
        path: paths,
        headers: headers(fixtures),
        body: encodings(fc.constant({})),
      })
      .map((c) => ({ ...c, label: `${c.method} ${label}` }));
  const segment = pathSegment();
  const graphql = fc
    .record({ request: graphqlBodies(), headers: headers(fixtures) })
    .map(({ request, headers: list }) => ({
      ...request,
      headers: list,
      label: `${request.method} /graphql`,
    }));
  return fc.oneof(
    ...routes.map((route) => ({
      arbitrary: routeCase(route, fixtures),
      weight: route.product ? 10 : 1,
    })),
    { arbitrary: graphql, weight: 40 },
    { arbitrary: plain("/api/config", fc.constant("/api/config")), weight: 4 },
    { arbitrary: plain("/api/health", fc.constant("/api/health")), weight: 4 },
    {
      arbitrary: plain(
        "/api/*",
        segment.map((s) => `/api/${s}`),
      ),
      weight: 2,
    },
    {
      arbitrary: plain(
        "/api/auth/*",
        segment.map((s) => `/api/auth/${s}`),
      ),
      weight: 4,
    },
  );
}
