import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPOSITORY_LINK_MIN_LENGTH } from "#shared/validation/repository";
import { createTestApp, type TestApp } from "../setup/test-app.ts";

let app: TestApp;
let admin: string;

beforeAll(async () => {
  app = await createTestApp();
  admin = await app.signIn("admin@example.com");
});
afterAll(() => app?.close());

const CREATE = `mutation ($input: CreateRepositoryInput!) {
  createRepository(input: $input) { repository { id name link description } }
}`;
const UPDATE = `mutation ($input: UpdateRepositoryInput!) {
  updateRepository(input: $input) { repository { id name link description } }
}`;
const DELETE = `mutation ($input: DeleteRepositoryInput!) {
  deleteRepository(input: $input) { deletedRepositoryId }
}`;

type Created = { createRepository: { repository: { id: string; name: string } } };
type Error = { message: string; extensions?: { code?: string; field?: string } };

async function create(input: Record<string, unknown>, headers: Record<string, string> = {}) {
  const { body } = await app.graphql<Created>(CREATE, {
    cookie: admin,
    headers,
    variables: { input },
  });
  return { data: body.data, error: body.errors?.[0] as Error | undefined };
}

describe("repository mutations", () => {
  it("creates, updates and deletes, with trimmed values", async () => {
    const { data } = await create({ name: " groundwork ", link: "github.com/groundwork" });
    const repository = data?.createRepository.repository;
    expect(repository?.name).toBe("groundwork");
    const updated = await app.graphql<{
      updateRepository: { repository: { description: string } };
    }>(UPDATE, {
      cookie: admin,
      variables: { input: { id: repository?.id, description: "Starter" } },
    });
    expect(updated.body.data?.updateRepository.repository.description).toBe("Starter");
    const deleted = await app.graphql<{ deleteRepository: { deletedRepositoryId: string } }>(
      DELETE,
      { cookie: admin, variables: { input: { id: repository?.id } } },
    );
    expect(deleted.body.data?.deleteRepository.deletedRepositoryId).toBe(repository?.id);
    const again = await app.graphql(DELETE, {
      cookie: admin,
      variables: { input: { id: repository?.id } },
    });
    expect(again.body.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  });

  it("NAME_ALREADY_USED on the name field, in the request's language", async () => {
    await create({ name: "taken", link: "example.com" });
    const english = await create({ name: "taken", link: "example.com" });
    expect(english.error).toMatchObject({
      message: "Name already used",
      extensions: { code: "NAME_ALREADY_USED", field: "name" },
    });
    const french = await create(
      { name: "taken", link: "example.com" },
      { "accept-language": "fr-FR,fr;q=0.9" },
    );
    expect(french.error?.message).toBe("Nom déjà utilisé");
  });

  it.each([
    [{ name: "", link: "example.com" }, "name", "Name is required"],
    [{ name: "x", link: "" }, "link", "Link is required"],
    [
      { name: "x", link: "a.b" },
      "link",
      `Invalid link, must be at least ${REPOSITORY_LINK_MIN_LENGTH} characters`,
    ],
    [{ name: "x", link: "localhost" }, "link", "Invalid link, must contain at least a dot"],
  ])("VALIDATION %j → %s", async (input, field, message) => {
    const { error } = await create(input);
    expect(error).toMatchObject({ message, extensions: { code: "VALIDATION", field } });
  });

  it("validation messages exist in Arabic and Swahili", async () => {
    const arabic = await create({ name: "x", link: "localhost" }, { "accept-language": "ar" });
    expect(arabic.error?.message).toBe("رابط غير صالح، يجب أن يحتوي على نقطة واحدة على الأقل");
    const swahili = await create({ name: "x", link: "abc" }, { "accept-language": "sw" });
    expect(swahili.error?.message).toBe(
      `Kiungo si sahihi, lazima kiwe na angalau herufi ${REPOSITORY_LINK_MIN_LENGTH}`,
    );
  });

  it("an id of another type is VALIDATION", async () => {
    const user = await app.prisma.user.findFirstOrThrow();
    const id = Buffer.from(`User:${user.id}`).toString("base64");
    const { body } = await app.graphql(DELETE, { cookie: admin, variables: { input: { id } } });
    expect(body.errors?.[0]?.extensions?.code).toBe("VALIDATION");
  });
});

describe("DEMO_MODE", () => {
  it("refuses every mutation with DEMO_MODE and keeps queries working", async () => {
    const demo = await createTestApp({ DEMO_MODE: "true" });
    try {
      const cookie = await demo.signIn("admin@example.com");
      const { body } = await demo.graphql(CREATE, {
        cookie,
        variables: { input: { name: "demo", link: "example.com" } },
      });
      expect(body.errors?.[0]).toMatchObject({
        message: "This is a read-only demo, this action is disabled.",
        extensions: { code: "DEMO_MODE" },
      });
      expect(await demo.prisma.repository.count({ where: { name: "demo" } })).toBe(0);
      const read = await demo.graphql(`{ repositories(first: 1) { totalCount } }`, { cookie });
      expect(read.body.errors).toBeUndefined();
    } finally {
      await demo.close();
    }
  });
});
