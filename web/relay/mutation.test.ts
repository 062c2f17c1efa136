import { describe, expect, it } from "vitest";
import { mutationError } from "./mutation";

const validation = {
  message: "Name already used",
  extensions: { code: "NAME_ALREADY_USED", field: "name" },
};

describe("mutationError", () => {
  it("reads code, field and message from Relay's onError error", () => {
    const error = Object.assign(new Error("No data returned"), {
      source: { errors: [validation] },
    });
    expect(mutationError(error)).toEqual({
      code: "NAME_ALREADY_USED",
      field: "name",
      message: "Name already used",
    });
  });

  it("reads onCompleted's payload errors", () => {
    expect(mutationError([{ message: "x" }, { extensions: { code: "NOT_FOUND" } }])).toEqual({
      code: "NOT_FOUND",
      field: undefined,
      message: "x",
    });
  });

  it("gives no code for errors without extensions or with a code the API does not have", () => {
    expect(mutationError(new Error("offline")).code).toBeUndefined();
    expect(mutationError(undefined).field).toBeUndefined();
    expect(mutationError([{ extensions: { code: "NOT_A_CODE" } }]).code).toBeUndefined();
  });
});
