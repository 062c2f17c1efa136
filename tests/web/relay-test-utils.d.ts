// relay-test-utils ships no types (@types/relay-test-utils stops at Relay 19): the part of
// its API the component tests use, as Relay 21 documents it.
declare module "relay-test-utils" {
  import type { Environment, GraphQLSingularResponse, OperationDescriptor } from "relay-runtime";

  type MockResolverContext = {
    name: string | null | undefined;
    alias: string | null | undefined;
    path: readonly string[] | null | undefined;
    args: Record<string, unknown> | null | undefined;
    parentType: string | null | undefined;
  };
  type MockResolvers = Record<
    string,
    (context: MockResolverContext, generateId: () => number) => unknown
  >;
  // An answer as the server sends it: `errors` may carry `extensions`, which Relay's
  // response type leaves out.
  type Payload = Record<string, unknown> | ((operation: OperationDescriptor) => unknown);

  export type RelayMockEnvironment = Environment & {
    mock: {
      getAllOperations(): OperationDescriptor[];
      getMostRecentOperation(): OperationDescriptor;
      resolveMostRecentOperation(payload: Payload): void;
      rejectMostRecentOperation(error: Error | ((operation: OperationDescriptor) => Error)): void;
    };
  };

  export function createMockEnvironment(): RelayMockEnvironment;

  export const MockPayloadGenerator: {
    generate(operation: OperationDescriptor, resolvers?: MockResolvers): GraphQLSingularResponse;
  };
}
