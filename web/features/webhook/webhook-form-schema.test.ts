import { describe, expect, it } from "vitest";
import { WEBHOOK_VALIDATION_VALUES, webhookFormSchema } from "./webhook-form-schema";

/** The first refusal of each field: the one the form shows under it. */
const issues = (values: Record<string, unknown>) => {
  const result = webhookFormSchema.safeParse(values);
  const all = result.success ? [] : result.error.issues.map((i) => [i.path.join("."), i.message]);
  return all.filter(([field], index) => all.findIndex(([other]) => other === field) === index);
};

const valid = { url: "https://hooks.example.com/a", description: "", events: ["x.created"] };

describe("webhookFormSchema", () => {
  it("sends what createWebhookEndpoint takes: trimmed, events once each and sorted", () => {
    const result = webhookFormSchema.safeParse({
      url: "  https://hooks.example.com/a  ",
      description: "  CI  ",
      events: ["repository.updated", "repository.created", "repository.updated"],
    });
    expect(result.success && result.data).toEqual({
      url: "https://hooks.example.com/a",
      description: "CI",
      events: ["repository.created", "repository.updated"],
    });
  });

  it("takes loopback and private addresses: only the server resolves and guards them", () => {
    expect(webhookFormSchema.safeParse({ ...valid, url: "http://127.0.0.1:5604/h" }).success).toBe(
      true,
    );
  });

  it("puts each refusal on its field as a message id", () => {
    expect(issues({ url: " ", description: "", events: [] })).toEqual([
      ["url", "webhook.validation.urlRequired"],
      ["events", "webhook.validation.eventsRequired"],
    ]);
    for (const url of [
      "ftp://example.com/x",
      "javascript:alert(1)",
      "hooks.example.com/x",
      "https://hooks.example.com@evil.test/",
    ]) {
      expect({ url, issues: issues({ ...valid, url }) }).toEqual({
        url,
        issues: [["url", "webhook.validation.urlInvalid"]],
      });
    }
  });

  it("refuses hidden characters and text over the limits, with the limit to show", () => {
    expect(
      issues({
        url: `https://example.com/${"a".repeat(2000)}`,
        description: "a\u202eb",
        events: ["x"],
      }),
    ).toEqual([
      ["url", "webhook.validation.urlTooLong"],
      ["description", "webhook.validation.descriptionInvalid"],
    ]);
    expect(issues({ ...valid, description: "d".repeat(501) })).toEqual([
      ["description", "webhook.validation.descriptionTooLong"],
    ]);
    expect(WEBHOOK_VALIDATION_VALUES["webhook.validation.descriptionTooLong"]).toEqual({
      max: 500,
    });
  });
});
