import { describe, expect, it } from "vitest";
import { repositoryCreateSchema } from "#shared/validation/repository";
import { isVisibleLine, isVisibleText, visibleLine } from "#shared/validation/text";
import { userName } from "#shared/validation/user";
import { isPrintableName } from "#shared/validation/user-fields";

// The characters issue 32 found stored (finding 9), each in the middle of a word: trimming
// would drop some of them at either end without refusing anything.
const HIDDEN = [
  ...["\u202a", "\u202b", "\u202c", "\u202d", "\u202e"],
  ...["\u2066", "\u2067", "\u2068", "\u2069", "\u200e", "\u200f", "\u061c"],
  ...["\u001b", "\u0007", "\u007f", "\u0085", "\u009b"],
  ...["\u200b", "\u2060", "\ufeff", "\u2028", "\u2029", "\u00ad", "\u{e0041}"],
].map((character) => `evil${character}gnp`);
const escaped = (text: string) => JSON.stringify(text);

const repository = (fields: Record<string, string>) =>
  repositoryCreateSchema.safeParse({ name: "n", link: "github.com/x/y", ...fields });
const firstMessage = (fields: Record<string, string>) =>
  repository(fields).error?.issues[0]?.message;

describe("visible text", () => {
  it.each(HIDDEN.map(escaped))("refuses %s in a line and in multi-line text", (json) => {
    const text = JSON.parse(json) as string;
    expect(isVisibleLine(text)).toBe(false);
    expect(isVisibleText(text)).toBe(false);
  });

  it("allows tabs and line breaks in multi-line text only", () => {
    for (const text of ["a\tb", "a\nb", "a\r\nb"]) {
      expect({ text, line: isVisibleLine(text), multiLine: isVisibleText(text) }).toEqual({
        text,
        line: false,
        multiLine: true,
      });
    }
  });

  it("allows joiners after a letter that is not ASCII, refuses them after ASCII or first", () => {
    for (const text of ["می\u200cخواهم", "👩\u200d💻", "क्\u200dष"])
      expect(isVisibleLine(text)).toBe(true);
    for (const text of ["admin\u200d", "ad\u200cmin", "\u200dمی"])
      expect(isVisibleLine(text)).toBe(false);
  });
});

describe("visibleLine", () => {
  it.each(HIDDEN.map(escaped))("shows %s as a line that passes the rule", (json) => {
    const shown = visibleLine(JSON.parse(json) as string);
    expect(isVisibleLine(shown)).toBe(true);
    expect(shown).toMatch(/^evil ?gnp$/);
  });

  it("makes line breaks and runs of white space one space, and trims", () => {
    expect(visibleLine("  Acme\r\nBcc: x@example.com\t\u00a0 Ltd ")).toBe(
      "Acme Bcc: x@example.com Ltd",
    );
  });

  it("keeps joiners a word needs, drops those after ASCII or first", () => {
    expect(visibleLine("می\u200cخواهم 👩\u200d💻")).toBe("می\u200cخواهم 👩\u200d💻");
    expect(visibleLine("\u200dadmin\u200d")).toBe("admin");
    expect(visibleLine("a\u200b\u200db")).toBe("ab");
  });

  it("leaves right-to-left text as it is: only the controls go", () => {
    expect(visibleLine("شركة \u202eAcme")).toBe("شركة Acme");
  });
});

describe("the shared rules use it", () => {
  it.each(HIDDEN.map(escaped))("name rules (form and API) refuse %s", (json) => {
    const name = JSON.parse(json) as string;
    expect(isPrintableName(name)).toBe(false);
    expect(userName.safeParse(name).success).toBe(false);
    expect(firstMessage({ name })).toBe("repository.validation.nameInvalid");
  });

  it("repository descriptions refuse hidden characters and keep several lines", () => {
    expect(firstMessage({ description: "a\u202eb" })).toBe(
      "repository.validation.descriptionInvalid",
    );
    expect(repository({ description: "line one\nline two" }).data?.description).toBe(
      "line one\nline two",
    );
  });

  it.each(["javascript:alert(1)//x.test", "data:text/html,x.y", "ftp://files.example.com"])(
    "repository links refuse %s",
    (link) => {
      expect(firstMessage({ link })).toBe("repository.validation.linkInvalid");
    },
  );

  it.each(["https://github.com/x", "http://example.com", "gitlab.com/x", "example.com:8080/x"])(
    "repository links accept %s",
    (link) => {
      expect(repository({ link }).success).toBe(true);
    },
  );
});
