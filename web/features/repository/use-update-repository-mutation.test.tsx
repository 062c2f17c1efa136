// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { RelayEnvironmentProvider } from "react-relay";
import { createOperationDescriptor, type OperationDescriptor } from "relay-runtime";
import { MockPayloadGenerator } from "relay-test-utils";
import { describe, expect, it } from "vitest";
import query from "../../__generated__/pageRepositoriesQuery.graphql";
import { createMockEnvironment, type MockEnvironment } from "../../../tests/web/render";
import { useUpdateRepositoryMutation } from "./use-update-repository-mutation";

// Editing a repository changes one record: the mutation returns its fields, so every list and
// panel showing it reads the new values from the store at once. Only the lists where a new
// name can move the row or change whether a search finds it are read again, when next shown;
// the rest of the store stays fresh (no full refetch). A new link or description can change a
// search's results too.

const ROW = { id: "Repository:1", name: "alpha", link: "github.com/acme/alpha" };

function listOperation(variables: { searchTerm: string | null; orderBy: string | null }) {
  return createOperationDescriptor(query, variables);
}

/** Loads a list page's query into the store with the one row, as a visit would. */
function load(environment: MockEnvironment, operation: OperationDescriptor) {
  const payload = MockPayloadGenerator.generate(operation, {
    Repository: () => ({ ...ROW, description: null }),
    RepositoryConnection: () => ({ totalCount: 1 }),
  });
  environment.commitPayload(operation, payload.data as never);
  environment.retain(operation);
}

async function rename(environment: MockEnvironment, name: string, description = "") {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <RelayEnvironmentProvider environment={environment}>{children}</RelayEnvironmentProvider>
  );
  const { result } = renderHook(() => useUpdateRepositoryMutation(), { wrapper });
  const [update] = result.current;
  let saved: Promise<unknown> = Promise.resolve();
  act(() => {
    saved = update(ROW.id, { name, link: ROW.link, description });
  });
  await act(async () => {
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        Repository: () => ({ ...ROW, name, description: description || null }),
      }),
    );
    await saved;
  });
}

function setUp() {
  const environment = createMockEnvironment();
  const lists = {
    byName: listOperation({ searchTerm: null, orderBy: null }),
    byNameDesc: listOperation({ searchTerm: null, orderBy: "NAME_DESC" }),
    search: listOperation({ searchTerm: "alp", orderBy: "CREATED_AT_DESC" }),
    newest: listOperation({ searchTerm: null, orderBy: "CREATED_AT_DESC" }),
  };
  for (const operation of Object.values(lists)) load(environment, operation);
  return { environment, lists };
}

describe("useUpdateRepositoryMutation", () => {
  it("shows the new name everywhere and refetches only the lists a name orders or filters", async () => {
    const { environment, lists } = setUp();
    await rename(environment, "omega");

    expect(environment.getStore().getSource().get(ROW.id)?.name).toBe("omega");
    const status = (operation: OperationDescriptor) => environment.check(operation).status;
    expect(status(lists.byName)).toBe("stale");
    expect(status(lists.byNameDesc)).toBe("stale");
    expect(status(lists.search)).toBe("stale");
    // Ordered by creation and unfiltered: the row keeps its place, nothing is read again.
    expect(status(lists.newest)).toBe("available");
    // The mutation was the only request.
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it("refetches the searches when a searched description changed", async () => {
    const { environment, lists } = setUp();
    await rename(environment, ROW.name, "a description with new words");
    expect(environment.check(lists.search).status).toBe("stale");
    expect(environment.check(lists.newest).status).toBe("available");
  });

  it("leaves every list fresh when nothing listed or searched changed", async () => {
    const { environment, lists } = setUp();
    await rename(environment, ROW.name);
    for (const operation of Object.values(lists)) {
      expect(environment.check(operation).status).toBe("available");
    }
  });
});
