import { createIntl } from "react-intl";
import { describe, expect, it } from "vitest";
import en from "../../../locales/en.json";
import fr from "../../../locales/fr.json";
import { deliveryErrorId } from "./webhook-delivery-error";
import { eventLabel, eventList } from "./webhook-event-labels";

const english = createIntl({ locale: "en", messages: en });
const french = createIntl({ locale: "fr", messages: fr });

describe("eventLabel", () => {
  it("names the server's event types in the reader's language", () => {
    expect(eventLabel(english, "repository.created")).toBe("Repository created");
    expect(eventLabel(french, "user.deleted")).toBe("Utilisateur supprimé");
    expect(eventLabel(english, "webhook.test")).toBe("Test event");
  });

  it("shows a type it has no label for as the type itself, never another's label", () => {
    expect(eventLabel(english, "issue.created")).toBe("issue.created");
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
