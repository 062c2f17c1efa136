// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { MockPayloadGenerator } from "relay-test-utils";
import { afterEach, describe, expect, it, vi } from "vitest";
import query, {
  type pageManagerUserUpdateQuery,
} from "../../__generated__/pageManagerUserUpdateQuery.graphql";
import { renderPage } from "../../testing/render";
import { PageManagerUserUpdate } from "./page-manager-user-update";

vi.mock("../../components/toast", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderUpdate(viewerId: string) {
  const rendered = renderPage<pageManagerUserUpdateQuery>({
    path: "/manager/users/VXNlcjox/update",
    Page: PageManagerUserUpdate,
    query,
    variables: { id: "VXNlcjox" },
  });
  act(() =>
    rendered.environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        User: (context) =>
          context.name === "viewer"
            ? { id: viewerId }
            : { id: "VXNlcjox", name: "Ada", email: "ada@example.com", roles: ["ADMIN"] },
      }),
    ),
  );
  return rendered;
}

describe("/manager/users/:id/update", () => {
  it("starts from the user's values and sends the roles as changed", async () => {
    const { environment } = renderUpdate("someone-else");
    const name = await screen.findByRole("textbox", { name: "Name" });
    expect(name).toHaveProperty("value", "Ada");
    expect(screen.getByRole("checkbox", { name: "Admin" })).toHaveProperty("checked", true);
    fireEvent.click(screen.getByRole("checkbox", { name: "User" }));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save" })));
    expect(environment.mock.getMostRecentOperation().request.variables.input).toEqual({
      id: "VXNlcjox",
      name: "Ada",
      email: "ada@example.com",
      roles: ["USER", "ADMIN"],
    });
  });

  it("shows your own roles read-only, with the reason, and does not send them", async () => {
    const { environment } = renderUpdate("VXNlcjox");
    const admin = await screen.findByRole("checkbox", { name: "Admin" });
    expect(admin).toHaveProperty("disabled", true);
    expect(screen.getByText(/You cannot change your own roles/)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save" })));
    expect(environment.mock.getMostRecentOperation().request.variables.input).toEqual({
      id: "VXNlcjox",
      name: "Ada",
      email: "ada@example.com",
    });
  });
});
