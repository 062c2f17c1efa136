// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { RelayEnvironmentProvider } from "react-relay";
import { createOperationDescriptor } from "relay-runtime";
import { MockPayloadGenerator } from "relay-test-utils";
import { describe, expect, it } from "vitest";
import query from "../../__generated__/pageAppOrganizationsQuery.graphql";
import { createMockEnvironment } from "../../../tests/web/render";
import { useSetActiveOrganizationMutation } from "./use-set-active-organization-mutation";

// Lists of organization-owned rows are the active organization's (ADR 114): after a switch,
// what the store holds was read for the previous one and must be read again when shown.

describe("switching the active organization", () => {
  it("leaves every query read before it stale", async () => {
    const environment = createMockEnvironment();
    const page = createOperationDescriptor(query, {});
    const payload = MockPayloadGenerator.generate(page);
    environment.commitPayload(page, payload.data as never);
    environment.retain(page);
    expect(environment.check(page).status).toBe("available");

    const wrapper = ({ children }: { children: ReactNode }) => (
      <RelayEnvironmentProvider environment={environment}>{children}</RelayEnvironmentProvider>
    );
    const { result } = renderHook(() => useSetActiveOrganizationMutation(), { wrapper });
    let done: Promise<unknown> = Promise.resolve();
    act(() => {
      done = result.current[0]("Organization:2");
    });
    await act(async () => {
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, {
          Organization: () => ({ id: "Organization:2", name: "Beta" }),
        }),
      );
      await done;
    });
    expect(environment.check(page).status).toBe("stale");
  });
});
