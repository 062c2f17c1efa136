import { describe, expect, it } from "vitest";
import { auditSentence } from "./audit-sentence-message";

const event = {
  action: "REPOSITORY_DELETE",
  actorId: "VXNlcjph",
  actorVia: "SESSION",
  changes: {},
};

describe("auditSentence", () => {
  it("picks the action's sentence, with a former user for an actor whose name is unknown", () => {
    expect(auditSentence(event)).toEqual({
      id: "audit.sentence.REPOSITORY_DELETE",
      values: {},
      actorFallback: "audit.sentence.formerUser",
    });
  });

  it("names the system or the command line when no user acted", () => {
    expect(auditSentence({ ...event, actorId: null, actorVia: null }).actorFallback).toBe(
      "audit.sentence.system",
    );
    expect(auditSentence({ ...event, actorId: null, actorVia: "CLI" }).actorFallback).toBe(
      "audit.sentence.commandLine",
    );
  });

  it("reads an account made by no one signed in as a sign-up", () => {
    const signUp = { ...event, action: "USER_CREATE", actorId: null, actorVia: null };
    expect(auditSentence(signUp).id).toBe("audit.sentence.USER_CREATE_SIGN_UP");
    expect(auditSentence({ ...signUp, actorVia: "CLI" }).id).toBe("audit.sentence.USER_CREATE");
  });

  it("counts revoked sessions and removed events, one when the count is missing", () => {
    const revoke = { ...event, action: "SESSION_REVOKE", changes: { sessions: 3 } };
    expect(auditSentence(revoke).values).toEqual({ count: 3 });
    expect(auditSentence({ ...revoke, changes: {} }).values).toEqual({ count: 1 });
    const retention = { ...event, action: "AUDIT_RETENTION", changes: { removed: 12 } };
    expect(auditSentence(retention).values).toEqual({ count: 12 });
  });
});
