import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  type GraphQLInputType,
} from "graphql";
import type { GraphQLCase } from "./fuzz-graphql.ts";
import { OMIT } from "./fuzz-values.ts";

// A generated case as the request a client would send: the document with `$vN` variables
// (or inline literals) and the variables object.

type Selection = GraphQLCase["root"];
const NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;

export function printCase(value: GraphQLCase): {
  query: string;
  variables: Record<string, unknown>;
} {
  const definitions: string[] = [];
  const variables: Record<string, unknown> = {};

  const printArgs = (args: Selection["args"]) =>
    args
      .filter((arg) => arg.value !== OMIT || arg.style === "unprovided")
      .map((arg) => {
        if (arg.style === "inline") return `${arg.name}: ${literal(arg.value, arg.type)}`;
        const name = `v${definitions.length}`;
        definitions.push(
          `$${name}: ${arg.style === "misdeclared" ? arg.wrongType : String(arg.type)}`,
        );
        if (arg.style !== "unprovided") variables[name] = arg.value;
        return `${arg.name}: $${name}`;
      });

  const printSelection = (selection: Selection): string => {
    const body = selection.children.length
      ? ` { ${selection.children.map(printSelection).join(" ")} }`
      : "";
    if (selection.fragmentOn) return `... on ${selection.fragmentOn}${body}`;
    const args = printArgs(selection.args);
    return `${selection.name}${args.length ? `(${args.join(", ")})` : ""}${body}`;
  };

  const root = printSelection(value.root);
  const header = definitions.length ? `(${definitions.join(", ")})` : "";
  return { query: `${value.operation} Fuzz${header} { ${root} }`, variables };
}

/** A value written into the document; enum values bare, everything else as GraphQL syntax. */
function literal(value: unknown, type: GraphQLInputType | undefined): string {
  if (value === null || value === undefined || value === OMIT) return "null";
  const nullable = type ? getNullableType(type) : undefined;
  if (typeof value === "string") {
    const isEnum = type !== undefined && isEnumType(getNamedType(type));
    return isEnum && NAME.test(value) ? value : JSON.stringify(value);
  }
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) {
    const item = nullable && isListType(nullable) ? nullable.ofType : type;
    return `[${value.map((entry) => literal(entry, item)).join(", ")}]`;
  }
  if (typeof value === "object") {
    const fields = nullable && isInputObjectType(nullable) ? nullable.getFields() : {};
    const entries = Object.entries(value).map(
      ([key, entry]) =>
        `${NAME.test(key) ? key : JSON.stringify(key)}: ${literal(entry, fields[key]?.type)}`,
    );
    return `{${entries.join(", ")}}`;
  }
  return JSON.stringify(String(value));
}
