// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import query, {
  type pageManagerAuditQuery,
} from "../../__generated__/pageManagerAuditQuery.graphql";
import { renderPage, resolveConnection } from "../../../tests/web/render";
import { auditFiltersFromParams, auditQueryVariables } from "./audit-search-params";
import { PageManagerAudit } from "./page-manager-audit";

// A display name is anyone's to choose: a user renamed "Admin" must not read as the admin. The
// sentence and the opened row name the actor by the e-mail the event stored beside the name.

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const event = (id: string, actor: { label: string; email: string }) => ({
  id,
  action: "REPOSITORY_DELETE",
  createdAt: "2026-11-20T09:00:00.000Z",
  actor: { id: `User:${id}`, email: actor.email },
  actorId: `User:${id}`,
  actorLabel: actor.label,
  actorEmail: actor.email,
  actorVia: "SESSION",
  impersonator: null,
  targetType: "Repository",
  targetId: "Repository:1",
  targetLabel: "acme/foo",
  target: null,
  changes: {},
  signInMethod: null,
  device: null,
  mobile: false,
  ip: null,
  userAgent: null,
  actorApiKeyId: null,
  requestId: null,
});

describe("the audit log's actor", () => {
  it("is named with the e-mail the event stored, so a renamed user cannot pass as another", async () => {
    const { environment } = renderPage<pageManagerAuditQuery>({
      path: "/manager/audit",
      Page: PageManagerAudit,
      query,
      variables: auditQueryVariables(auditFiltersFromParams(new URLSearchParams())),
    });
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    resolveConnection(environment, "AuditEventConnection", [
      event("AuditEvent:1", { label: "Admin", email: "mallory@evil.test" }),
      event("AuditEvent:2", { label: "Admin", email: "admin@example.com" }),
      // A name that imitates an address is not shown: the person's own address stands alone.
      event("AuditEvent:4", { label: "Admin (admin@example.com)", email: "mallory@evil.test" }),
    ]);
    const rows = await waitFor(() => {
      const items = screen.getAllByRole("listitem");
      expect(items).toHaveLength(3);
      return items;
    });
    const sentences = rows.map((row) => row.querySelector("p")?.textContent);
    expect(sentences).toEqual([
      "Admin (mallory@evil.test) deleted repository acme/foo",
      "Admin (admin@example.com) deleted repository acme/foo",
      "mallory@evil.test deleted repository acme/foo",
    ]);
    // The e-mail is its own isolated, left-to-right run in a right-to-left sentence.
    expect(rows[0]?.querySelector('p bdi[dir="ltr"]')?.textContent).toBe("mallory@evil.test");
    expect(rows[0]?.querySelector("dl")?.textContent).toContain("Admin (mallory@evil.test)");
    expect(rows[2]?.querySelector("dl")?.textContent).not.toContain("admin@example.com");
  });

  it("names a device the parser does not know as unknown, never in the header's own words", async () => {
    const { environment } = renderPage<pageManagerAuditQuery>({
      path: "/manager/audit",
      Page: PageManagerAudit,
      query,
      variables: auditQueryVariables(auditFiltersFromParams(new URLSearchParams())),
    });
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    resolveConnection(environment, "AuditEventConnection", [
      {
        ...event("AuditEvent:3", { label: "Mallory", email: "mallory@evil.test" }),
        userAgent: "Your bank's official app/1.0",
        device: null,
      },
    ]);
    const row = await screen.findByRole("listitem");
    const shown = row.querySelector("dl")?.textContent ?? "";
    expect(shown).toContain("DeviceUnknown device");
    expect(shown).not.toContain("official app");
  });
});

describe("the audit log's target", () => {
  it("links an organization that still exists to its page in the manager", async () => {
    const { environment } = renderPage<pageManagerAuditQuery>({
      path: "/manager/audit",
      Page: PageManagerAudit,
      query,
      variables: auditQueryVariables(auditFiltersFromParams(new URLSearchParams())),
    });
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    const organizationId = "T3JnYW5pemF0aW9uOjE=";
    resolveConnection(environment, "AuditEventConnection", [
      {
        ...event("AuditEvent:5", { label: "Admin", email: "admin@example.com" }),
        action: "ORGANIZATION_UPDATE",
        targetType: "Organization",
        targetId: organizationId,
        targetLabel: "Acme",
        target: { __typename: "Organization", id: organizationId },
      },
    ]);
    const link = await screen.findByRole("link", { name: "Acme" });
    expect(link.getAttribute("href")).toBe(
      `/manager/organizations/${encodeURIComponent(organizationId)}`,
    );
  });
});
