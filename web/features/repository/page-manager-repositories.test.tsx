// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { MockPayloadGenerator } from "relay-test-utils";
import { afterEach, describe, expect, it, vi } from "vitest";
import query, {
  type pageRepositoriesQuery,
} from "../../__generated__/pageRepositoriesQuery.graphql";
import { toast } from "../../components/toast";
import {
  accessibleDescription,
  renderPage,
  resolveConnection,
  type MockEnvironment,
} from "../../../tests/web/render";
import { listVariables } from "../../components/sort-params";
import { PageManagerRepositories } from "./page-repositories";
import { REPOSITORY_SORT } from "./repository-sort";

vi.mock("../../components/toast", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

type Repository = {
  id: string;
  name: string;
  link: string;
  description: string | null;
  createdAt: string;
};
const repository = (name: string): Repository => ({
  id: `Repository:${name}`,
  name,
  link: `github.com/acme/${name}`,
  description: null,
  createdAt: "2026-11-01T09:00:00.000Z",
});

const answer = (
  environment: MockEnvironment,
  rows: Repository[],
  options?: Parameters<typeof resolveConnection>[3],
) => resolveConnection(environment, "RepositoryConnection", rows, options);

function renderRepositories(path = "/manager/repositories") {
  return renderPage<pageRepositoriesQuery>({
    path,
    Page: PageManagerRepositories,
    query,
    variables: (url: string) => listVariables(url, REPOSITORY_SORT),
    routes: [{ path: "/manager/repositories/:id", element: <p>The repository's page</p> }],
  });
}

describe("the manager's repository list", () => {
  it("shows the rows, how many of how many while there is more, and loads more on demand", async () => {
    const { environment } = renderRepositories();
    answer(environment, [repository("relay"), repository("vite")], {
      totalCount: 3,
      hasNextPage: true,
    });
    expect(await screen.findByRole("link", { name: "relay" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "vite" })).toBeTruthy();
    expect(screen.getByText("Showing 2 of 3")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Load more" }));
    expect(environment.mock.getMostRecentOperation().request.node.operation.name).toBe(
      "repositoryListPaginationQuery",
    );
    answer(environment, [repository("zod")], { totalCount: 3 });
    expect(await screen.findByRole("link", { name: "zod" })).toBeTruthy();
    // All loaded: the list just ends, with no count and no button.
    expect(screen.queryByText(/^Showing/)).toBeNull();
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("says what repositories are when there is none, and offers to clear a search that finds none", async () => {
    const { environment } = renderRepositories();
    answer(environment, []);
    expect((await screen.findByRole("status")).textContent).toBe(
      "No repositories yet" +
        "Repositories are the code projects your team tracks in Groundwork: a name, a link and a description. Add the first one.",
    );
    // The page's own "New repository" and the empty state's.
    expect(screen.getAllByRole("button", { name: "New repository" })).toHaveLength(2);
    cleanup();

    const searched = renderRepositories("/manager/repositories?searchTerm=nope");
    answer(searched.environment, []);
    expect((await screen.findByRole("status")).textContent).toBe(
      "No results for nopeCheck the spelling, or try a shorter search.",
    );
    const [, clear] = screen.getAllByRole("button", { name: "Clear search" });
    fireEvent.click(clear!);
    const search = screen.getByRole("searchbox", { name: "Search repositories" });
    expect(search).toHaveProperty("value", "");
    expect(document.activeElement).toBe(search);
  });

  it("shows a count at its cap as a lower bound: 1,000+ for a search, 10,000+ without", async () => {
    const searched = renderRepositories("/manager/repositories?searchTerm=rust");
    answer(searched.environment, [repository("relay")], { totalCount: 1_000, hasNextPage: true });
    expect(await screen.findByText("Showing 1 of 1,000+")).toBeTruthy();
    cleanup();

    const below = renderRepositories();
    answer(below.environment, [repository("relay")], { totalCount: 1_000, hasNextPage: true });
    expect(await screen.findByText("Showing 1 of 1,000")).toBeTruthy();
    cleanup();

    const all = renderRepositories();
    answer(all.environment, [repository("relay")], { totalCount: 10_000, hasNextPage: true });
    expect(await screen.findByText("Showing 1 of 10,000+")).toBeTruthy();
  });

  it("keeps the rows when the next page fails, and retries it", async () => {
    const { environment } = renderRepositories();
    answer(environment, [repository("relay")], { totalCount: 2, hasNextPage: true });
    fireEvent.click(await screen.findByRole("button", { name: "Load more" }));
    act(() => environment.mock.rejectMostRecentOperation(new Error("offline")));

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Something went wrong while loading this list.");
    expect(screen.getByRole("link", { name: "relay" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    answer(environment, [repository("vite")], { totalCount: 2 });
    expect(await screen.findByRole("link", { name: "vite" })).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("creates a repository in the dialog: the server's refusal on its field, then the new page", async () => {
    const { environment } = renderRepositories();
    answer(environment, [repository("relay")]);
    fireEvent.click(await screen.findByRole("button", { name: "New repository" }));
    const dialog = await screen.findByRole("dialog", { name: "New repository" });
    const name = await within(dialog).findByRole("textbox", { name: "Name" });
    fireEvent.change(name, { target: { value: "relay" } });
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Link" }), {
      target: { value: "github.com/acme/relay-2" },
    });
    const create = within(dialog).getByRole("button", { name: "Create" });
    await act(async () => fireEvent.click(create));
    act(() =>
      environment.mock.resolveMostRecentOperation({
        data: null,
        errors: [
          {
            message: "Name already used",
            extensions: { code: "NAME_ALREADY_USED", field: "name" },
          },
        ],
      }),
    );
    await waitFor(() => expect(accessibleDescription(name)).toBe("Name already used"));

    fireEvent.change(name, { target: { value: "relay-2" } });
    await act(async () => fireEvent.click(create));
    expect(environment.mock.getMostRecentOperation().request.variables.input).toEqual({
      name: "relay-2",
      link: "github.com/acme/relay-2",
      description: null,
    });
    act(() =>
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, {
          Repository: () => ({ ...repository("relay-2"), id: "UmVwbzoy" }),
        }),
      ),
    );
    expect(await screen.findByText("The repository's page")).toBeTruthy();
    expect(toast.success).toHaveBeenCalledWith("Repository relay-2 created");
  });

  it("shows the error screen when the page's query fails", async () => {
    // React reports the error the route's error screen catches; that is the expected path.
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { environment } = renderRepositories();
    act(() => environment.mock.rejectMostRecentOperation(new Error("Database unavailable")));
    expect(await screen.findByRole("heading", { name: "This page couldn't load" })).toBeTruthy();
    // The technical text only behind "Show error" (docs/decisions/095).
    expect(screen.queryByText(/Database unavailable/)).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Show error" }));
    expect(screen.getByText(/Database unavailable/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });

  it("shows skeleton rows under the headers while the list loads", async () => {
    const { environment } = renderRepositories();
    const table = await screen.findByRole("table", { name: "Code repositories" });
    // The status is beside the table, which may hold only rows (data-table.test.tsx).
    expect(screen.getByRole("status").textContent).toBe("Loading…");
    expect(within(table).getAllByRole("row")).toHaveLength(9);
    answer(environment, [repository("relay")]);
    expect(await screen.findByRole("link", { name: "relay" })).toBeTruthy();
    expect(screen.queryByText("Loading…")).toBeNull();
  });

  it("sorts by the name and creation headers, in the URL", async () => {
    const { environment } = renderRepositories("/manager/repositories?sort=created&dir=desc");
    expect(environment.mock.getMostRecentOperation().request.variables.orderBy).toBe(
      "CREATED_AT_DESC",
    );
    answer(environment, [repository("vite"), repository("relay")]);
    await screen.findByRole("link", { name: "vite" });
    const header = (name: string) => screen.getByRole("columnheader", { name });
    expect(header("Created").getAttribute("aria-sort")).toBe("descending");
    expect(header("Name").getAttribute("aria-sort")).toBe("none");
    expect(within(header("Created")).getByRole("link").getAttribute("href")).toBe(
      "/manager/repositories?sort=created&dir=asc",
    );
    // Back to the default order: the URL drops the parameters.
    expect(within(header("Name")).getByRole("link").getAttribute("href")).toBe(
      "/manager/repositories",
    );
  });

  it("edits and deletes from the row's menu; a delete leaves the page on the sorted list", async () => {
    const { environment } = renderRepositories("/manager/repositories?sort=name&dir=desc");
    answer(environment, [repository("vite"), repository("relay")]);
    expect((await screen.findByRole("link", { name: "vite" })).getAttribute("href")).toBe(
      "/manager/repositories/Repository%3Avite",
    );
    fireEvent.click(screen.getByRole("button", { name: "More actions for vite" }));
    const menu = screen.getByRole("menu", { name: "More actions for vite" });
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(["Edit", "Delete"]);
    fireEvent.click(within(menu).getByRole("menuitem", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog");
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Delete" })));
    expect(environment.mock.getMostRecentOperation().request.variables.connections).toHaveLength(2);
    act(() =>
      environment.mock.resolveMostRecentOperation({
        data: { deleteRepository: { deletedRepositoryId: "Repository:vite" } },
      }),
    );
    await waitFor(() => expect(screen.queryByRole("link", { name: "vite" })).toBeNull());
    expect(screen.getByRole("link", { name: "relay" })).toBeTruthy();
    expect(toast.success).toHaveBeenCalledWith("Repository vite deleted");
  });
});
