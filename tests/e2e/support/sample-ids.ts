import type { Page } from "@playwright/test";

/** Global ids of one repository and of the seeded user, read through the API as the admin. */
export async function sampleIds(
  page: Page,
  baseURL: string,
): Promise<{ repositoryId: string; userId: string }> {
  const response = await page.request.post("/graphql", {
    // A session cookie counts only from the app's own origin (ADR 024); Playwright sends none.
    headers: { origin: new URL(baseURL).origin },
    data: {
      query: `{ repositories(first: 1) { edges { node { id } } }
                users(first: 1, searchTerm: "user@example.com") { edges { node { id } } } }`,
    },
  });
  const body = (await response.json()) as {
    data: Record<"repositories" | "users", { edges: { node: { id: string } }[] }>;
  };
  const repositoryId = body.data.repositories.edges[0]?.node.id;
  const userId = body.data.users.edges[0]?.node.id;
  if (!repositoryId || !userId) throw new Error(`no sample ids: ${JSON.stringify(body)}`);
  return { repositoryId, userId };
}
