import { describe, expect, it } from "vitest";
import { graphQLErrorCode, graphQLErrorField, graphQLErrorMessage } from "./graphql-error";

const validation = {
  message: "Name already used",
  extensions: { code: "VALIDATION", field: "name" },
};

describe("graphql-error", () => {
  it("reads code, field and message from Relay's onError error", () => {
    const error = Object.assign(new Error("No data returned"), {
      source: { errors: [validation] },
    });
    expect(graphQLErrorCode(error)).toBe("VALIDATION");
    expect(graphQLErrorField(error)).toBe("name");
    expect(graphQLErrorMessage(error)).toBe("Name already used");
  });

  it("reads onCompleted's payload errors and a single error", () => {
    expect(graphQLErrorCode([{ message: "x" }, { extensions: { code: "NOT_FOUND" } }])).toBe(
      "NOT_FOUND",
    );
    expect(graphQLErrorField(validation)).toBe("name");
  });

  it("gives undefined for errors without extensions", () => {
    expect(graphQLErrorCode(new Error("offline"))).toBeUndefined();
    expect(graphQLErrorField(undefined)).toBeUndefined();
  });
});
