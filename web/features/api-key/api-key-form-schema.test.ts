import { describe, expect, it } from "vitest";
import { apiKeyCreateSchema } from "#shared/validation/api-key";
import { apiKeyFormSchema, expiryDate, scopeChoices } from "./api-key-form-schema";

const now = new Date("2026-03-01T10:00:00Z");

describe("expiryDate", () => {
  it("adds the preset's days", () => {
    expect(expiryDate("30", undefined, now)?.toISOString()).toBe("2026-03-31T10:00:00.000Z");
  });

  it("ends a picked day at its last second, and needs a day", () => {
    const end = expiryDate("custom", new Date(2026, 5, 10), now);
    expect([end?.getDate(), end?.getHours(), end?.getMinutes()]).toEqual([10, 23, 59]);
    expect(expiryDate("custom", undefined, now)).toBeUndefined();
  });

  it("gives dates the shared schema accepts, up to a year", () => {
    const result = apiKeyCreateSchema.safeParse({
      name: "ci",
      expiresAt: expiryDate("365", undefined),
      scopes: ["REPOSITORY_READ"],
    });
    expect(result.success).toBe(true);
  });
});

describe("apiKeyFormSchema", () => {
  const values = { name: " ci ", preset: "30" as const, scopes: ["ACCOUNT_READ"] };

  it("turns the form's fields into what createApiKey takes", () => {
    const result = apiKeyFormSchema.safeParse(values);
    expect(result.success && result.data).toMatchObject({ name: "ci", scopes: ["ACCOUNT_READ"] });
    expect(result.success && result.data.expiresAt).toBeInstanceOf(Date);
  });

  it("puts each refusal on the form's field, as a message id", () => {
    const result = apiKeyFormSchema.safeParse({ ...values, preset: "custom", scopes: [] });
    const issues = result.success ? [] : result.error.issues;
    expect(issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["preset", "apiKey.account.create.expiresRequired"],
      ["scopes", "apiKey.validation.scopesRequired"],
    ]);
  });
});

describe("scopeChoices", () => {
  it("offers only the granted scopes in the API's order, their reads ticked", () => {
    expect(scopeChoices(["REPOSITORY_READ", "ACCOUNT_WRITE", "ACCOUNT_READ"])).toEqual({
      offered: ["ACCOUNT_READ", "ACCOUNT_WRITE", "REPOSITORY_READ"],
      preselected: ["ACCOUNT_READ", "REPOSITORY_READ"],
    });
  });

  it("drops names this version does not know", () => {
    expect(scopeChoices(["BILLING_READ", "USER_WRITE"])).toEqual({
      offered: ["USER_WRITE"],
      preselected: [],
    });
  });
});
