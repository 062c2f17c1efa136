import { describe, expect, it } from "vitest";
import { serverFormErrors, validateRepositoryForm } from "./repository-form-values";

describe("validateRepositoryForm", () => {
  it("returns trimmed values, an empty description as null", () => {
    expect(
      validateRepositoryForm({
        name: " relay ",
        link: "github.com/facebook/relay",
        description: " ",
      }),
    ).toEqual({
      success: true,
      values: { name: "relay", link: "github.com/facebook/relay", description: null },
    });
  });

  it("puts the first broken rule on each field", () => {
    const result = validateRepositoryForm({ name: "", link: "abc", description: "" });
    expect(result).toEqual({
      success: false,
      errors: {
        name: { id: "repository.validation.nameRequired" },
        link: { id: "repository.validation.linkMinLength", values: { min: 4 } },
      },
    });
  });

  it("asks for a dot in the link", () => {
    const result = validateRepositoryForm({ name: "x", link: "localhost", description: "" });
    expect(result).toMatchObject({
      success: false,
      errors: { link: { id: "repository.validation.linkDot" } },
    });
  });
});

describe("serverFormErrors", () => {
  it("shows NAME_ALREADY_USED on the name", () => {
    expect(
      serverFormErrors({
        code: "NAME_ALREADY_USED",
        field: "name",
        message: "Nom déjà utilisé",
        demoMode: false,
      }),
    ).toEqual({ name: { id: "repository.validation.nameAlreadyUsed" } });
  });

  it("shows a VALIDATION error on its field with the server's message", () => {
    expect(
      serverFormErrors({ code: "VALIDATION", field: "link", message: "Bad link", demoMode: false }),
    ).toEqual({ link: { text: "Bad link" } });
  });

  it("shows anything else on the form", () => {
    expect(
      serverFormErrors({ code: undefined, field: undefined, message: undefined, demoMode: false }),
    ).toEqual({ form: { id: "repository.manager.form.error" } });
  });
});
