import {
  getDirectiveValues,
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  Kind,
  type GraphQLResolveInfo,
  type SelectionSetNode,
} from "graphql";

// Whether the field being resolved has `name` among its own subfields, through fragments and
// inline fragments, honouring @skip and @include. Resolvers use it to start work the result
// will need (a connection's count beside its page) instead of waiting for the field's turn.

type Selections = Pick<GraphQLResolveInfo, "fieldNodes" | "fragments" | "variableValues">;

export function selectsSubfield(info: Selections, name: string): boolean {
  const seen = new Set<string>();
  const included = (node: Parameters<typeof getDirectiveValues>[1]) =>
    getDirectiveValues(GraphQLSkipDirective, node, info.variableValues)?.["if"] !== true &&
    getDirectiveValues(GraphQLIncludeDirective, node, info.variableValues)?.["if"] !== false;
  const search = (set: SelectionSetNode | undefined): boolean =>
    (set?.selections ?? []).some((selection) => {
      if (!included(selection)) return false;
      if (selection.kind === Kind.FIELD) return selection.name.value === name;
      if (selection.kind === Kind.INLINE_FRAGMENT) return search(selection.selectionSet);
      const fragment = info.fragments[selection.name.value];
      if (!fragment || seen.has(fragment.name.value)) return false;
      seen.add(fragment.name.value);
      return search(fragment.selectionSet);
    });
  return info.fieldNodes.some((node) => search(node.selectionSet));
}
