// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { MockPayloadGenerator } from "relay-test-utils";
import { afterEach, describe, expect, it, vi } from "vitest";
import query, {
  type pageAppInvitationQuery,
} from "../../__generated__/pageAppInvitationQuery.graphql";
import { renderPage, type MockEnvironment } from "../../../tests/web/render";
import { PageAppInvitation } from "./page-app-invitation";

// The invitation link's page: the pending invitation offers accept and decline; one that can no
// longer be answered says why; one the API hides says which address is signed in; accepting
// goes to the organization's page.

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const invitation = (status: string) => ({
  __typename: "Invitation",
  id: "I1",
  organizationName: "Northwind",
  inviterName: "Ada",
  role: "ADMIN",
  status,
  expiresAt: "2026-12-06T09:00:00.000Z",
});

function renderInvitation() {
  return renderPage<pageAppInvitationQuery>({
    path: "/app/invitations/abc",
    Page: PageAppInvitation,
    query,
    variables: { id: "SW52aXRhdGlvbjphYmM=" },
    routes: [{ path: "/app/organizations/:slug", element: <p>organization page</p> }],
  });
}

async function answer(environment: MockEnvironment, node: Record<string, unknown> | null) {
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  const viewer = { id: "U1", email: "grace@example.com" };
  act(() =>
    environment.mock.resolveMostRecentOperation((operation) =>
      node
        ? MockPayloadGenerator.generate(operation, {
            User: () => viewer,
            Node: () => node,
            Invitation: () => node,
          })
        : { data: { viewer, node: null } },
    ),
  );
}

describe("the invitation page", () => {
  it("shows a pending invitation and goes to the organization once accepted", async () => {
    const { environment } = renderInvitation();
    await answer(environment, invitation("PENDING"));
    expect(await screen.findByText(/invites you to join/)).toHaveProperty(
      "textContent",
      "Ada invites you to join Northwind.",
    );
    expect(screen.getByText("Admin")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Accept" }));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({ input: { id: "I1" } });
    act(() =>
      environment.mock.resolveMostRecentOperation({
        data: { acceptInvitation: { organization: { id: "O1", slug: "northwind" } } },
      }),
    );
    expect(await screen.findByText("organization page")).toBeTruthy();
  });

  it.each([
    ["EXPIRED", "This invitation has expired. Ask for a new one."],
    ["CANCELED", "This invitation was cancelled."],
    ["ACCEPTED", "This invitation has already been answered."],
    ["DECLINED", "This invitation has already been answered."],
  ])("says a %s invitation cannot be answered, without the buttons", async (status, text) => {
    const { environment } = renderInvitation();
    await answer(environment, invitation(status));
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Accept" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Decline" })).toBeNull();
  });

  it("says an invitation the API hides is not for the signed-in address", async () => {
    const { environment } = renderInvitation();
    await answer(environment, null);
    expect(await screen.findByText("This invitation is not for this account")).toBeTruthy();
    expect(screen.getByText(/You are signed in as/).textContent).toContain("grace@example.com");
  });

  it("shows the server's refusal in place of the buttons", async () => {
    const { environment } = renderInvitation();
    await answer(environment, invitation("PENDING"));
    fireEvent.click(await screen.findByRole("button", { name: "Decline" }));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    act(() =>
      environment.mock.resolveMostRecentOperation({
        data: null,
        errors: [
          {
            message: "This invitation has expired",
            extensions: { code: "INVITATION_EXPIRED" },
          },
        ],
      } as never),
    );
    expect(await screen.findByText("This invitation has expired")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Accept" })).toBeNull();
  });
});
