// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { MockPayloadGenerator } from "relay-test-utils";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toast } from "../../components/toast";
import { accessibleDescription, renderWithProviders } from "../../../tests/web/render";
import { FormUserEmailChange } from "./form-user-email-change";

// The manager's move of a user to a new address (docs/decisions/044): the new address's code,
// read to the admin by the account holder, completes it; refusals are shown where they belong.

vi.mock("../../components/toast", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const USER_ID = "VXNlcjox";

function renderMove() {
  const onClose = vi.fn();
  const rendered = renderWithProviders(<FormUserEmailChange userId={USER_ID} onClose={onClose} />);
  const { environment } = rendered;
  const click = (name: string) =>
    act(async () => fireEvent.click(screen.getByRole("button", { name })));
  const lastInput = () => environment.mock.getMostRecentOperation().request.variables.input;
  const succeed = (email: string) =>
    act(async () =>
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, { User: () => ({ id: USER_ID, email }) }),
      ),
    );
  const refuse = (extensions: Record<string, string>, message: string) =>
    act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: null,
        errors: [{ message, extensions }],
      } as never),
    );
  return { environment, onClose, click, lastInput, succeed, refuse };
}

describe("moving a user to a new address", () => {
  it("sends a code to the new address, then completes the move with it", async () => {
    const move = renderMove();
    const address = screen.getByRole("textbox", { name: "New email address" });
    fireEvent.change(address, { target: { value: "ada@" } });
    await move.click("Send a code");
    expect(accessibleDescription(address)).toContain("Email is invalid");
    expect(move.environment.mock.getAllOperations()).toHaveLength(0);

    fireEvent.change(address, { target: { value: " Ada@New.Example " } });
    await move.click("Send a code");
    expect(move.lastInput()).toEqual({ userId: USER_ID, email: "ada@new.example" });
    await move.succeed("ada@old.example");
    expect(screen.getByRole("status").textContent).toBe(
      "A code was sent to ada@new.example. Ask the account holder for it.",
    );

    const code = screen.getByRole("textbox", { name: "Code from the account holder" });
    fireEvent.change(code, { target: { value: "12" } });
    await move.click("Confirm the change");
    expect(accessibleDescription(code)).toContain("Code should be 6 characters");

    fireEvent.change(code, { target: { value: "123 456" } });
    await move.click("Confirm the change");
    expect(move.lastInput()).toEqual({ userId: USER_ID, code: "123456" });
    await move.refuse({ code: "VALIDATION", field: "code" }, "This code is wrong.");
    expect(accessibleDescription(code)).toContain("This code is wrong.");
    expect(move.onClose).not.toHaveBeenCalled();

    await move.click("Confirm the change");
    await move.succeed("ada@new.example");
    expect(toast.success).toHaveBeenCalledWith(
      "Email address changed to ada@new.example. The user was signed out everywhere.",
    );
    expect(move.onClose).toHaveBeenCalled();
  });

  it("puts a taken address on its field, and can start again from the code step", async () => {
    const move = renderMove();
    const address = screen.getByRole("textbox", { name: "New email address" });
    fireEvent.change(address, { target: { value: "taken@example.com" } });
    await move.click("Send a code");
    await move.refuse({ code: "EMAIL_ALREADY_USED", field: "email" }, "Email already used");
    expect(accessibleDescription(address)).toContain("Email already used");

    fireEvent.change(address, { target: { value: "free@example.com" } });
    await move.click("Send a code");
    await move.succeed("old@example.com");
    await move.click("Start again");
    expect(screen.getByRole("textbox", { name: "New email address" })).toHaveProperty(
      "value",
      "free@example.com",
    );
  });

  it("offers to sign in again when the admin's sign-in is too old", async () => {
    const move = renderMove();
    fireEvent.change(screen.getByRole("textbox", { name: "New email address" }), {
      target: { value: "ada@new.example" },
    });
    await move.click("Send a code");
    expect(screen.queryByRole("button", { name: "Sign in again" })).toBeNull();
    await move.refuse({ code: "SESSION_EXPIRED" }, "Sign in again to do this.");
    expect(screen.getByRole("alert").textContent).toBe("Sign in again to do this.");
    expect(screen.getByRole("button", { name: "Sign in again" })).toBeTruthy();
  });
});
