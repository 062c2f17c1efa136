// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { MockPayloadGenerator } from "relay-test-utils";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toast } from "../../components/toast";
import { accessibleDescription, renderWithProviders } from "../../../tests/web/render";
import { PageManagerUserNew } from "./page-manager-user-new";

vi.mock("../../components/toast", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderNewUser() {
  const rendered = renderWithProviders(<PageManagerUserNew />, {
    path: "/manager/users/new",
    routes: [{ path: "/manager/users/:id", element: <p>The user's page</p> }],
  });
  const field = (name: string) => screen.getByRole("textbox", { name });
  const fill = (name: string, value: string) =>
    fireEvent.change(field(name), { target: { value } });
  const submit = () =>
    act(async () => fireEvent.click(screen.getByRole("button", { name: "Create user" })));
  const sent = () =>
    rendered.environment.mock.getAllOperations().map((op) => op.request.variables.input);
  return { ...rendered, field, fill, submit, sent };
}

describe("/manager/users/new", () => {
  it("checks the shared rules in the browser: messages on the fields, nothing sent", async () => {
    const page = renderNewUser();
    page.fill("Email", "not-an-email");
    fireEvent.click(screen.getByRole("checkbox", { name: "User" }));
    await page.submit();
    expect(accessibleDescription(page.field("Name"))).toBe("Name is required");
    expect(accessibleDescription(page.field("Email"))).toBe("Email is invalid");
    expect(screen.getByRole("group", { name: "Roles" }).getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("At least one role is required")).toBeTruthy();
    expect(document.activeElement).toBe(page.field("Name"));
    expect(page.sent()).toEqual([]);
  });

  it("puts the server's EMAIL_ALREADY_USED on the e-mail field and keeps what was typed", async () => {
    const page = renderNewUser();
    page.fill("Name", "Taken Address");
    page.fill("Email", "admin@example.com");
    await page.submit();
    act(() =>
      page.environment.mock.resolveMostRecentOperation({
        data: null,
        errors: [
          {
            message: "Email already used",
            extensions: { code: "EMAIL_ALREADY_USED", field: "email" },
          },
        ],
      }),
    );
    await vi.waitFor(() =>
      expect(accessibleDescription(page.field("Email"))).toBe("Email already used"),
    );
    expect(document.activeElement).toBe(page.field("Email"));
    expect(page.field("Name")).toHaveProperty("value", "Taken Address");
    expect(screen.getByRole("heading", { name: "New user" })).toBeTruthy();
  });

  it("creates the user with the normalised values, says so, and opens their page", async () => {
    const page = renderNewUser();
    page.fill("Name", " Grace Hopper ");
    page.fill("Email", " Grace@Example.COM ");
    fireEvent.click(screen.getByRole("checkbox", { name: "Admin" }));
    await page.submit();
    expect(page.sent()).toEqual([
      { name: "Grace Hopper", email: "grace@example.com", roles: ["USER", "ADMIN"] },
    ]);
    act(() =>
      page.environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, { User: () => ({ id: "VXNlcjox" }) }),
      ),
    );
    expect(await screen.findByText("The user's page")).toBeTruthy();
    expect(toast.success).toHaveBeenCalledWith("User created");
  });
});
