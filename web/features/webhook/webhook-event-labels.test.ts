import { createIntl } from "react-intl";
import { describe, expect, it, vi } from "vitest";
import en from "../../../locales/en.json";
import fr from "../../../locales/fr.json";
import type { Messages } from "../../i18n/messages";
import { deliveryErrorId } from "./webhook-delivery-error";
import { eventLabel, eventList } from "./webhook-event-labels";

// A team model as the scaffold adds it (shared/audit/actions.ts), with its catalogue's label.
vi.mock("#shared/audit/actions", () => ({
  TEAM_MODELS: { SupportTicket: { prefix: "SUPPORT_TICKET", label: "title" } },
}));

const modelMessages: Record<string, string> = {
  "audit.action.SUPPORT_TICKET_CREATE": "Support ticket created",
};
// As Messages: with a team model in the tree (the scaffold check), the ids include its own.
const english = createIntl({
  locale: "en",
  messages: { ...en, ...modelMessages } as Messages,
});
const french = createIntl({ locale: "fr", messages: fr as Messages });

describe("eventLabel", () => {
  it("names the server's event types in the reader's language", () => {
    expect(eventLabel(english, "repository.created")).toBe("Repository created");
    expect(eventLabel(french, "user.deleted")).toBe("Utilisateur supprimé");
    expect(eventLabel(english, "webhook.test")).toBe("Test event");
  });

  it("names an organization's events as the audit log names their actions", () => {
    expect(eventLabel(english, "member.added")).toBe("Member added");
    expect(eventLabel(french, "invitation.accepted")).toBe("Invitation acceptée");
    expect(eventLabel(english, "team.member_removed")).toBe("Removed from a team");
    expect(eventLabel(english, "member.toString")).toBe("member.toString");
  });

  it("names a scaffolded model's events as the audit log names their actions", () => {
    expect(eventLabel(english, "supportTicket.created")).toBe("Support ticket created");
    // Its catalogue has no label for this one: the type itself.
    expect(eventLabel(english, "supportTicket.updated")).toBe("supportTicket.updated");
  });

  it("shows a type it has no label for as the type itself, never another's label", () => {
    expect(eventLabel(english, "issue.created")).toBe("issue.created");
    expect(eventLabel(english, "repository.created.x")).toBe("repository.created.x");
    expect(eventLabel(english, "repository.toString")).toBe("repository.toString");
    expect(eventLabel(english, "constructor")).toBe("constructor");
    expect(eventLabel(english, "__proto__")).toBe("__proto__");
  });

  it("lists an endpoint's events as a sentence", () => {
    expect(eventList(english, ["repository.created", "repository.deleted"])).toBe(
      "Repository created and Repository deleted",
    );
  });
});

describe("deliveryErrorId", () => {
  it("translates each error the API names, and a newer one as a failure", () => {
    expect(deliveryErrorId("TIMEOUT")).toBe("webhook.delivery.error.TIMEOUT");
    expect(deliveryErrorId("TLS_FAILED")).toBe("webhook.delivery.error.other");
    expect(deliveryErrorId("toString")).toBe("webhook.delivery.error.other");
    expect(deliveryErrorId(null)).toBeNull();
  });
});
