// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  accessibleDescription,
  loadEnglishCatalogue,
  renderWithProviders,
} from "../../../tests/web/render";
import { authClient } from "../auth/auth-client";
import { FormAccountEmail } from "./form-account-email";

vi.mock("../auth/auth-client", () => ({
  authClient: {
    emailOtp: { sendVerificationOtp: vi.fn(), requestEmailChange: vi.fn(), changeEmail: vi.fn() },
  },
}));
vi.mock("../auth/use-session", () => ({ useRefreshSession: () => async () => {} }));

const { sendVerificationOtp, requestEmailChange, changeEmail } = vi.mocked(authClient.emailOtp);

beforeAll(loadEnglishCatalogue);

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderForm(newEmail = "") {
  const onNewEmail = vi.fn();
  renderWithProviders(
    <FormAccountEmail currentEmail="old@example.com" newEmail={newEmail} onNewEmail={onNewEmail} />,
  );
  const submit = (name: string) =>
    act(async () => fireEvent.click(screen.getByRole("button", { name })));
  return { onNewEmail, submit };
}

describe("changing the e-mail address", () => {
  it("checks the address with the shared rule, then sends a code to the current address", async () => {
    const form = renderForm();
    const field = screen.getByRole("textbox", { name: "New email address" });
    fireEvent.change(field, { target: { value: "ada@" } });
    await form.submit("Send a code");
    expect(accessibleDescription(field)).toContain("Email is invalid");
    expect(sendVerificationOtp).not.toHaveBeenCalled();

    sendVerificationOtp.mockResolvedValue({ data: { success: true }, error: null } as never);
    fireEvent.change(field, { target: { value: " Ada@Example.com " } });
    await form.submit("Send a code");
    expect(sendVerificationOtp).toHaveBeenCalledWith({
      email: "old@example.com",
      type: "email-verification",
    });
    expect(requestEmailChange).not.toHaveBeenCalled();
    expect(form.onNewEmail).toHaveBeenCalledWith("ada@example.com");
  });

  it("the current address's code asks the new address for one, whose code makes the change", async () => {
    const form = renderForm("ada@example.com");
    const current = screen.getByRole("textbox", { name: "Code sent to your current address" });
    requestEmailChange.mockResolvedValue({ data: { success: true }, error: null } as never);
    fireEvent.change(current, { target: { value: "654321" } });
    await form.submit("Continue");
    expect(requestEmailChange).toHaveBeenCalledWith({ newEmail: "ada@example.com", otp: "654321" });
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

  it("offers to sign in again when the sign-in is older than the change allows", async () => {
    const form = renderForm();
    fireEvent.change(screen.getByRole("textbox", { name: "New email address" }), {
      target: { value: "ada@example.com" },
    });
    expect(screen.queryByRole("button", { name: "Sign in again" })).toBeNull();
    sendVerificationOtp.mockResolvedValue({
      data: null,
      error: { code: "SESSION_EXPIRED", status: 403 },
    } as never);
    await form.submit("Send a code");
    expect(screen.getByRole("alert").textContent).toBe(
      "Session expired. Re-authenticate to perform this action.",
    );
    expect(screen.getByRole("button", { name: "Sign in again" })).toBeTruthy();
    expect(form.onNewEmail).not.toHaveBeenCalled();
  });
});
