import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isSpecifiedScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
} from "graphql";
import { describe, expect, it } from "vitest";
import { schema } from "../../server/schema/index.ts";

// Third parties read the API in GraphiQL's documentation explorer and in schema.graphql: every
// type, field, argument, input field and enum value the project defines says what it is
// (defect 9). graphql's own introspection types and built-in scalars are not ours.

type Described = { description?: string | null | undefined };
const blank = (item: Described) => !item.description?.trim();

function undescribed(): string[] {
  const missing: string[] = [];
  const args = (owner: string, list: readonly GraphQLArgument[]) => {
    for (const arg of list) if (blank(arg)) missing.push(`${owner}(${arg.name})`);
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (isIntrospectionType(type) || isSpecifiedScalarType(type)) continue;
    if (blank(type)) missing.push(type.name);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields()) as GraphQLField<unknown, unknown>[]) {
        const name = `${type.name}.${field.name}`;
        if (blank(field)) missing.push(name);
        args(name, field.args);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields()) as GraphQLInputField[]) {
        if (blank(field)) missing.push(`${type.name}.${field.name}`);
      }
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) {
        if (blank(value)) missing.push(`${type.name}.${value.name}`);
      }
    }
  }
  return missing.sort();
}

describe("the GraphQL schema's descriptions", () => {
  it("describes every type, field, argument, input field and enum value", () => {
    expect(undescribed()).toEqual([]);
  });

  it("walks the whole schema, roots included", () => {
    const names = Object.keys(schema.getTypeMap());
    expect(names).toEqual(expect.arrayContaining(["Query", "Mutation", "Node", "PageInfo"]));
  });
});
