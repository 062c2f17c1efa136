// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadEnglishCatalogue, renderWithProviders } from "../../../tests/web/render";
import { authClient } from "../auth/auth-client";
import { FormAccountEmail } from "./form-account-email";

vi.mock("../auth/auth-client", () => ({
  authClient: {
    emailOtp: { sendVerificationOtp: vi.fn(), requestEmailChange: vi.fn(), changeEmail: vi.fn() },
  },
}));
vi.mock("../auth/use-session", () => ({ useRefreshSession: () => async () => {} }));

const { requestEmailChange } = vi.mocked(authClient.emailOtp);

beforeAll(loadEnglishCatalogue);

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe("typing an e-mailed code", () => {
  it("offers a full keyboard in capitals, left to right, filled from the mail", () => {
    renderWithProviders(
      <FormAccountEmail
        currentEmail="old@example.com"
        newEmail="ada@example.com"
        onNewEmail={vi.fn()}
      />,
    );
    const field = screen.getByRole("textbox", { name: "Code sent to your current address" });
    expect(field.getAttribute("inputmode")).toBe("text");
    expect(field.hasAttribute("pattern")).toBe(false);
    expect(field.getAttribute("autocapitalize")).toBe("characters");
    expect(field.getAttribute("autocomplete")).toBe("one-time-code");
    expect(field.getAttribute("spellcheck")).toBe("false");
    expect(field.getAttribute("dir")).toBe("ltr");
  });

  it("sends letters typed in lower case, hyphenated, as the e-mailed code", async () => {
    renderWithProviders(
      <FormAccountEmail
        currentEmail="old@example.com"
        newEmail="ada@example.com"
        onNewEmail={vi.fn()}
      />,
    );
    requestEmailChange.mockResolvedValue({ data: { success: true }, error: null } as never);
    const field = screen.getByRole("textbox", { name: "Code sent to your current address" });
    fireEvent.change(field, { target: { value: "a7k-9zq" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Continue" })));
    expect(requestEmailChange).toHaveBeenCalledWith({ newEmail: "ada@example.com", otp: "A7K9ZQ" });
  });
});
