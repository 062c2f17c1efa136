// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadEnglishCatalogue, renderWithProviders } from "../../../tests/web/render";
import { authClient } from "./auth-client";
import { FormLoginSecondFactor } from "./form-login-second-factor";
import type { SecondFactorMethod } from "./second-factor-code";

vi.mock("./auth-client", () => ({
  authClient: { twoFactor: { verifyTotp: vi.fn(), verifyBackupCode: vi.fn() } },
}));

const verifyTotp = vi.mocked(authClient.twoFactor.verifyTotp);
const verifyBackupCode = vi.mocked(authClient.twoFactor.verifyBackupCode);
const refusal = (code: string) => ({ data: null, error: { code, status: 401 } }) as never;
const passed = { data: { token: "t" }, error: null } as never;

beforeAll(loadEnglishCatalogue);

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

function Form() {
  const [method, setMethod] = useState<SecondFactorMethod>("totp");
  return <FormLoginSecondFactor redirect="/app/x" method={method} onMethodChange={setMethod} />;
}

function renderForm() {
  renderWithProviders(<Form />, {
    path: "/login/second-factor?redirect=%2Fapp%2Fx",
    routes: [{ path: "/login", element: <p>login screen</p> }],
  });
}

describe("the second-factor challenge", () => {
  it("sends the app's 6th digit at once, then loads the app anew", async () => {
    const load = vi.spyOn(window.location, "replace").mockImplementation(() => undefined);
    verifyTotp.mockResolvedValueOnce(passed);
    renderForm();
    const field = screen.getByRole("textbox", { name: "Authenticator code" });
    expect(field.getAttribute("inputmode")).toBe("numeric");
    expect(field.getAttribute("autocomplete")).toBe("one-time-code");
    await act(async () => fireEvent.change(field, { target: { value: "123 456" } }));

    expect(verifyTotp).toHaveBeenCalledWith({ code: "123456", trustDevice: false });
    await vi.waitFor(() => expect(load).toHaveBeenCalledWith("/login?redirect=%2Fapp%2Fx"));
  });

  it("shows a refused code's message and keeps the screen", async () => {
    verifyTotp.mockResolvedValueOnce(refusal("INVALID_CODE"));
    renderForm();
    const field = screen.getByRole("textbox", { name: "Authenticator code" });
    await act(async () => fireEvent.change(field, { target: { value: "123456" } }));

    expect(await screen.findByText("The code is not valid")).toBeTruthy();
    expect(field.getAttribute("aria-invalid")).toBe("true");
  });

  // Trusting the device is ticked in tests/e2e/second-factor.spec.ts: happy-dom submits the form
  // on a checkbox's click.
  it("takes a backup code instead, its hyphen given back", async () => {
    verifyBackupCode.mockResolvedValueOnce(refusal("INVALID_BACKUP_CODE"));
    renderForm();
    fireEvent.click(screen.getByRole("button", { name: "Use a backup code instead" }));
    const field = screen.getByRole("textbox", { name: "Backup code" });
    fireEvent.change(field, { target: { value: "AbCd39xYz2" } });
    // Enter in the field sends the form (happy-dom does not turn a click into a submit).
    await act(async () => fireEvent.submit(field.closest("form")!));

    expect(verifyBackupCode).toHaveBeenCalledWith({ code: "AbCd3-9xYz2", trustDevice: false });
    expect(verifyTotp).not.toHaveBeenCalled();
    expect(
      await screen.findByText("This backup code is not valid or was already used"),
    ).toBeTruthy();
  });

  it("goes back to /login, saying why, when the challenge has ended", async () => {
    verifyTotp.mockResolvedValueOnce(refusal("INVALID_TWO_FACTOR_COOKIE"));
    renderForm();
    const field = screen.getByRole("textbox", { name: "Authenticator code" });
    await act(async () => fireEvent.change(field, { target: { value: "123456" } }));

    expect(await screen.findByText("login screen")).toBeTruthy();
  });
});
