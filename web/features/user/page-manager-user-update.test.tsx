// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { MockPayloadGenerator } from "relay-test-utils";
import { afterEach, describe, expect, it, vi } from "vitest";
import query, {
  type pageManagerUserUpdateQuery,
} from "../../__generated__/pageManagerUserUpdateQuery.graphql";
import { renderPage } from "../../../tests/web/render";
import { PageManagerUserUpdate } from "./page-manager-user-update";

vi.mock("../../components/toast", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderUpdate(viewerId: string, roles = ["ADMIN"]) {
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
            : { id: "VXNlcjox", name: "Ada", email: "ada@example.com", roles },
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
    // The address is shown, never sent: it moves only with its holder's consent (ADR 044).
    expect(environment.mock.getMostRecentOperation().request.variables.input).toEqual({
      id: "VXNlcjox",
      name: "Ada",
      roles: ["USER", "ADMIN"],
    });
  });

  it("shows the address read-only: a user's can be moved, an admin's or your own cannot", async () => {
    renderUpdate("someone-else", ["USER"]);
    const email = await screen.findByRole("textbox", { name: "Email" });
    expect(email).toHaveProperty("value", "ada@example.com");
    expect(email).toHaveProperty("readOnly", true);
    expect(screen.getByRole("button", { name: "Change email address" })).toBeTruthy();
    cleanup();

    renderUpdate("someone-else", ["ADMIN"]);
    await screen.findByRole("textbox", { name: "Email" });
    expect(screen.getByText(/Only this admin can change their address/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Change email address" })).toBeNull();
    cleanup();

    renderUpdate("VXNlcjox", ["USER"]);
    await screen.findByRole("textbox", { name: "Email" });
    expect(screen.getByRole("link", { name: "your account page" })).toHaveProperty(
      "pathname",
      "/manager/account",
    );
    expect(screen.queryByRole("button", { name: "Change email address" })).toBeNull();
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
    });
  });
});
