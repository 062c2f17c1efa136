// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MutationError } from "../../relay/mutation";
import { accessibleDescription, renderWithProviders } from "../../../tests/web/render";
import { FormRepository, type RepositoryValues } from "./form-repository";

afterEach(cleanup);

const refusal = (error: Partial<MutationError>): MutationError => ({
  code: undefined,
  field: undefined,
  message: undefined,
  ...error,
});

function renderForm(answer: MutationError | null = null) {
  const onSubmit = vi.fn(async (_values: RepositoryValues) => answer);
  renderWithProviders(
    <FormRepository submitLabel="Create" onSubmit={onSubmit} onCancel={() => {}} />,
  );
  const name = screen.getByRole("textbox", { name: "Name" });
  const link = screen.getByRole("textbox", { name: "Link" });
  const description = screen.getByRole("textbox", { name: "Description (optional)" });
  const fill = (field: HTMLElement, value: string) =>
    fireEvent.change(field, { target: { value } });
  const submit = () =>
    act(async () => fireEvent.click(screen.getByRole("button", { name: "Create" })));
  return { onSubmit, name, link, description, fill, submit };
}

describe("the repository form", () => {
  it("shows the first broken rule on each field, focuses the first, and sends nothing", async () => {
    const form = renderForm();
    await form.submit();
    expect(accessibleDescription(form.name)).toBe("Name is required");
    expect(accessibleDescription(form.link)).toBe("Link is required");
    expect(form.name.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(form.name);

    form.fill(form.name, "relay");
    form.fill(form.link, "abc");
    await form.submit();
    expect(accessibleDescription(form.link)).toBe("Invalid link, must be at least 4 characters");
    form.fill(form.link, "localhost");
    await form.submit();
    expect(accessibleDescription(form.link)).toBe("Invalid link, must contain at least a dot");
    expect(form.link).toHaveProperty("value", "localhost");
    expect(form.onSubmit).not.toHaveBeenCalled();
  });

  it("sends the values the shared rules return: trimmed, an empty description as null", async () => {
    const form = renderForm();
    form.fill(form.name, " relay ");
    form.fill(form.link, "github.com/facebook/relay");
    form.fill(form.description, "  ");
    await form.submit();
    expect(form.onSubmit).toHaveBeenCalledWith({
      name: "relay",
      link: "github.com/facebook/relay",
      description: null,
    });
  });

  it("puts the server's refusal on the field it names, keeps what was typed, and clears it on edit", async () => {
    const form = renderForm(
      refusal({ code: "NAME_ALREADY_USED", field: "name", message: "Name already used" }),
    );
    form.fill(form.name, "react-router");
    form.fill(form.link, "github.com/remix-run/react-router");
    await form.submit();
    expect(accessibleDescription(form.name)).toBe("Name already used");
    expect(document.activeElement).toBe(form.name);
    expect(form.name).toHaveProperty("value", "react-router");
    expect(form.link).toHaveProperty("value", "github.com/remix-run/react-router");

    form.fill(form.name, "react-router-2");
    await waitFor(() => expect(accessibleDescription(form.name)).toBe(""));
  });

  it("shows a refusal about no field of the form on the form, in the server's words or ours", async () => {
    const form = renderForm(refusal({ code: "FORBIDDEN", message: "Not allowed" }));
    form.fill(form.name, "relay");
    form.fill(form.link, "github.com/facebook/relay");
    await form.submit();
    expect(screen.getByRole("alert").textContent).toBe("Not allowed");
    cleanup();

    const silent = renderForm(refusal({ code: "INTERNAL_SERVER_ERROR" }));
    silent.fill(silent.name, "relay");
    silent.fill(silent.link, "github.com/facebook/relay");
    await silent.submit();
    expect(screen.getByRole("alert").textContent).toBe(
      "The repository could not be saved, please try again",
    );
  });

  it("marks nothing when the read-only demo refused it (its notice explains)", async () => {
    const form = renderForm(refusal({ code: "DEMO_MODE", field: "name" }));
    form.fill(form.name, "relay");
    form.fill(form.link, "github.com/facebook/relay");
    await form.submit();
    expect(form.onSubmit).toHaveBeenCalledOnce();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
