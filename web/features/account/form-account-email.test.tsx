// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  accessibleDescription,
  loadEnglishCatalogue,
  renderWithProviders,
} from "../../testing/render";
import { authClient } from "../auth/auth-client";
import { FormAccountEmail } from "./form-account-email";

vi.mock("../auth/auth-client", () => ({
  authClient: { emailOtp: { requestEmailChange: vi.fn(), changeEmail: vi.fn() } },
}));
vi.mock("../auth/use-session", () => ({ useRefreshSession: () => async () => {} }));

const { requestEmailChange, changeEmail } = vi.mocked(authClient.emailOtp);

beforeAll(loadEnglishCatalogue);

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderForm(newEmail = "") {
  const onNewEmail = vi.fn();
  renderWithProviders(<FormAccountEmail newEmail={newEmail} onNewEmail={onNewEmail} />);
  const submit = (name: string) =>
    act(async () => fireEvent.click(screen.getByRole("button", { name })));
  return { onNewEmail, submit };
}

describe("changing the e-mail address", () => {
  it("checks the address with the shared rule and asks for a code for the normalised one", async () => {
    const form = renderForm();
    const field = screen.getByRole("textbox", { name: "New email address" });
    fireEvent.change(field, { target: { value: "ada@" } });
    await form.submit("Send a code");
    expect(accessibleDescription(field)).toBe("Email is invalid");
    expect(requestEmailChange).not.toHaveBeenCalled();

    requestEmailChange.mockResolvedValue({ data: { status: true }, error: null } as never);
    fireEvent.change(field, { target: { value: " Ada@Example.com " } });
    await form.submit("Send a code");
    expect(requestEmailChange).toHaveBeenCalledWith({ newEmail: "ada@example.com" });
    expect(form.onNewEmail).toHaveBeenCalledWith("ada@example.com");
  });

  it("checks the code's length, then shows the server's refusal on the code field", async () => {
    const form = renderForm("ada@example.com");
    const field = screen.getByRole("textbox", { name: "Code sent to the new address" });
    fireEvent.change(field, { target: { value: "123" } });
    await form.submit("Change email");
    expect(accessibleDescription(field)).toContain("Code should be 6 characters");
    expect(changeEmail).not.toHaveBeenCalled();

    changeEmail.mockResolvedValue({
      data: null,
      error: { code: "INVALID_OTP", status: 400 },
    } as never);
    fireEvent.change(field, { target: { value: "123 456" } });
    await form.submit("Change email");
    expect(changeEmail).toHaveBeenCalledWith({ newEmail: "ada@example.com", otp: "123456" });
    expect(accessibleDescription(field)).toContain("Code is invalid");
    expect(document.activeElement).toBe(field);
    expect(form.onNewEmail).not.toHaveBeenCalled();
  });
});
