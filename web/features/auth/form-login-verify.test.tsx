// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadEnglishCatalogue, renderWithProviders } from "../../../tests/web/render";
import { authClient } from "./auth-client";
import { FormLoginVerify } from "./form-login-verify";

vi.mock("./auth-client", () => ({
  authClient: { signIn: { emailOtp: vi.fn() }, emailOtp: { sendVerificationOtp: vi.fn() } },
}));

const signIn = vi.mocked(authClient.signIn.emailOtp);
const refused = { data: null, error: { code: "INVALID_OTP", status: 400 } };
const signedIn = { data: { token: "t" }, error: null };

beforeAll(loadEnglishCatalogue);

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

/** A check the test answers when it chooses, as a slow network would. */
function heldCheck() {
  let answer!: (value: typeof refused | typeof signedIn) => void;
  signIn.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)) as never);
  return (value: typeof refused | typeof signedIn) => act(async () => answer(value));
}

function renderForm() {
  renderWithProviders(
    <FormLoginVerify email="ada@example.com" redirect="/app" mode="" expiresInMinutes={10} />,
    { path: "/login/verify" },
  );
  return screen.getByRole("textbox", { name: "Verification code" });
}

describe("a correction typed while the code is being checked", () => {
  it("is kept and checked after the first check is refused", async () => {
    // Signed in, the page loads anew (no anonymous answer of the store survives).
    const load = vi.spyOn(window.location, "replace").mockImplementation(() => undefined);
    const field = renderForm();
    const answerFirst = heldCheck();
    await act(async () => fireEvent.change(field, { target: { value: "AAAAAA" } }));
    expect(signIn).toHaveBeenCalledTimes(1);

    await act(async () => fireEvent.change(field, { target: { value: "AAAAAB" } }));
    signIn.mockResolvedValueOnce(signedIn as never);
    await answerFirst(refused);

    expect(signIn).toHaveBeenCalledTimes(2);
    expect(signIn).toHaveBeenLastCalledWith({ email: "ada@example.com", otp: "AAAAAB" });
    await vi.waitFor(() => expect(load).toHaveBeenCalledWith("/login?redirect=%2Fapp"));
  });

  it("hides the old code's refusal while the correction is unfinished", async () => {
    const field = renderForm();
    const answerFirst = heldCheck();
    await act(async () => fireEvent.change(field, { target: { value: "AAAAAA" } }));
    await act(async () => fireEvent.change(field, { target: { value: "AAAAA" } }));
    await answerFirst(refused);

    expect(signIn).toHaveBeenCalledTimes(1);
    expect(screen.queryByText("Code is invalid")).toBeNull();
    expect((field as HTMLInputElement).value).toBe("AAAAA");
    expect(screen.getByRole("button", { name: "Confirm" }).hasAttribute("disabled")).toBe(false);
  });

  it("shows the refusal when nothing was typed meanwhile, and sends a refused code only once", async () => {
    const field = renderForm();
    const answerFirst = heldCheck();
    await act(async () => fireEvent.change(field, { target: { value: "AAAAAA" } }));
    await answerFirst(refused);

    expect(await screen.findByText("Code is invalid")).toBeTruthy();
    expect(signIn).toHaveBeenCalledTimes(1);
  });

  it("does not send a refused code again when it is only retyped differently", async () => {
    const field = renderForm();
    const answerFirst = heldCheck();
    await act(async () => fireEvent.change(field, { target: { value: "AAAAAA" } }));
    await act(async () => fireEvent.change(field, { target: { value: "aaa aaa" } }));
    await answerFirst(refused);

    expect(await screen.findByText("Code is invalid")).toBeTruthy();
    expect(signIn).toHaveBeenCalledTimes(1);
  });
});

describe("an account with a second factor", () => {
  it("goes on to the challenge, not into the app: the code made no session yet", async () => {
    const load = vi.spyOn(window.location, "replace").mockImplementation(() => undefined);
    renderWithProviders(
      <FormLoginVerify email="ada@example.com" redirect="/app/x" mode="" expiresInMinutes={10} />,
      {
        path: "/login/verify",
        routes: [{ path: "/login/second-factor", element: <p>challenge screen</p> }],
      },
    );
    signIn.mockResolvedValueOnce({
      data: { twoFactorRedirect: true, twoFactorMethods: ["totp"] },
      error: null,
    } as never);
    const field = screen.getByRole("textbox", { name: "Verification code" });
    await act(async () => fireEvent.change(field, { target: { value: "AAAAAA" } }));

    expect(await screen.findByText("challenge screen")).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
  });
});
