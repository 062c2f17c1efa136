import { describe, expect, it } from "vitest";
import { isVisibleLine } from "#shared/validation/text";
import { translator } from "../i18n.ts";
import { layoutEmail } from "./email-layout.tsx";
import { invitationContent, invitationParts, type InvitationMailInput } from "./invitation-mail.ts";

// What the invitation mail says, from what better-auth hands over (the delivery itself:
// tests/integration/invitation-mail.test.ts).

const input = (overrides: Partial<InvitationMailInput> = {}): InvitationMailInput => ({
  id: "inv_123",
  email: "invitee@example.com",
  role: "member",
  expiresAt: new Date("2026-12-06T12:00:00Z"),
  organizationName: "Acme",
  inviter: { name: "Ada", email: "ada@example.com" },
  ...overrides,
});
const env = { baseUrl: "https://app.example" };
const SEND_BY = "2026-12-06T12:00:00.000Z";

describe("invitationContent", () => {
  it("names the inviter by address when the account has no name", () => {
    const content = invitationContent(input({ inviter: { name: " \u200b", email: "ada@x.test" } }));
    expect(content.inviter).toBe("ada@x.test");
  });

  it("cuts a name past 100 characters, without splitting a character", () => {
    const content = invitationContent(input({ organizationName: "😀".repeat(150) }));
    expect(Array.from(content.organization ?? "")).toHaveLength(100);
    expect(content.organization).toBe(`${"😀".repeat(99)}…`);
    expect(isVisibleLine(content.organization ?? "")).toBe(true);
  });

  it("keeps each of several roles, bounded", () => {
    expect(invitationContent(input({ role: "admin, member" })).roles).toEqual(["admin", "member"]);
    expect(invitationContent(input({ role: "a,".repeat(50) })).roles).toHaveLength(10);
  });
});

describe("invitationParts", () => {
  it("translates known roles, lists several in the language, and shows an unknown one as is", () => {
    const parts = (role: string, locale: "en" | "ar") =>
      invitationParts(invitationContent(input({ role })), translator(locale), {
        locale,
        sendBy: SEND_BY,
        env,
      }).parts[1]?.text;
    expect(parts("admin,member", "en")).toBe("Your role: Administrator and Member");
    expect(parts("owner", "ar")).toBe("دورك: المالك");
    expect(parts("billing", "en")).toBe("Your role: \u2068billing\u2069");
  });

  it("renders a right-to-left mail with the link as a button and in the text", async () => {
    const content = invitationContent(input({ organizationName: "شركة النور" }));
    const { values, parts } = invitationParts(content, translator("ar"), {
      locale: "ar",
      sendBy: SEND_BY,
      env,
    });
    const mail = await layoutEmail({
      to: content.to,
      locale: "ar",
      key: "invitation",
      values,
      parts,
    });
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.html).toContain('href="https://app.example/invitations/inv_123"');
    expect(mail.text).toContain("قبول الدعوة أو رفضها\nhttps://app.example/invitations/inv_123\n");
    expect(mail.subject).toBe(
      "دعاك \u2068Ada\u2069 للانضمام إلى \u2068شركة النور\u2069 على Groundwork",
    );
  });
});
