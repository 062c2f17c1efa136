// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import query, {
  type pageManagerUsersQuery,
} from "../../__generated__/pageManagerUsersQuery.graphql";
import { renderPage, resolveConnection, type MockEnvironment } from "../../../tests/web/render";
import { PageManagerUsers } from "./page-manager-users";
import { userListVariables } from "./user-sort";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

type User = {
  id: string;
  name: string;
  email: string;
  roles: string[];
  banned: boolean;
  createdAt: string;
};
const user = (name: string, patch: Partial<User> = {}): User => ({
  id: `User:${name || "nameless"}`,
  name,
  email: `${name.toLowerCase() || "nameless"}@example.com`,
  roles: ["USER"],
  banned: false,
  createdAt: "2026-11-01T09:00:00.000Z",
  ...patch,
});

const answer = (
  environment: MockEnvironment,
  rows: User[],
  options?: Parameters<typeof resolveConnection>[3],
) => resolveConnection(environment, "UserConnection", rows, options);

function renderUsers(path = "/manager/users") {
  return renderPage<pageManagerUsersQuery>({
    path,
    Page: PageManagerUsers,
    query,
    variables: userListVariables,
  });
}

/** The table row holding an element. */
const rowOf = (element: HTMLElement) => element.closest<HTMLElement>('[role="row"]')!;

describe("the manager's user list", () => {
  it("shows each user with their roles and state, and loads more on demand", async () => {
    const { environment } = renderUsers();
    answer(environment, [user("Ada", { roles: ["ADMIN", "USER"] }), user("", { banned: true })], {
      totalCount: 3,
      hasNextPage: true,
    });
    // The first render waits for the page's modules: slow on a busy machine.
    const ada = rowOf(await screen.findByRole("link", { name: "Ada" }));
    expect(within(ada).getByText("ada@example.com")).toBeTruthy();
    expect(within(ada).getByText("Admin")).toBeTruthy();
    const nameless = rowOf(screen.getByRole("link", { name: "No name yet" }));
    expect(within(nameless).getByText("Banned")).toBeTruthy();
    // The row actions are a chunk of their own: the first test waits for its import.
    const more = { name: "More actions for nameless@example.com" };
    fireEvent.click(await within(nameless).findByRole("button", more));
    const items = within(screen.getByRole("menu", more)).getAllByRole("menuitem");
    expect(items.map((item) => item.textContent)).toEqual(["Edit", "Unban", "Delete"]);
    fireEvent.keyDown(screen.getByRole("menu", more), { key: "Escape" });
    expect(screen.getByText("Showing 2 of 3")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Load more" }));
    answer(environment, [user("Grace")], { totalCount: 3 });
    expect(await screen.findByRole("link", { name: /^Grace/ })).toBeTruthy();
    expect(screen.queryByText(/^Showing/)).toBeNull();
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("says so when nobody matches the search", async () => {
    const { environment } = renderUsers("/manager/users?searchTerm=zz");
    answer(environment, []);
    expect((await screen.findByRole("status")).textContent).toBe(
      "No results for zzCheck the spelling, or try a shorter search.",
    );
    expect(screen.getByRole("searchbox", { name: "Search users" })).toHaveProperty("value", "zz");
  });

  it("keeps the rows when the next page fails, and retries it", async () => {
    const { environment } = renderUsers();
    answer(environment, [user("Ada")], { totalCount: 2, hasNextPage: true });
    fireEvent.click(await screen.findByRole("button", { name: "Load more" }));
    act(() => environment.mock.rejectMostRecentOperation(new Error("offline")));
    expect((await screen.findByRole("alert")).textContent).toContain(
      "Something went wrong while loading this list.",
    );
    expect(screen.getByRole("link", { name: /^Ada/ })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    answer(environment, [user("Grace")], { totalCount: 2 });
    expect(await screen.findByRole("link", { name: /^Grace/ })).toBeTruthy();
  });

  it("shows the error screen when the page's query fails", async () => {
    // React reports the error the route's error screen catches; that is the expected path.
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { environment } = renderUsers();
    act(() => environment.mock.rejectMostRecentOperation(new Error("Forbidden for you")));
    expect(await screen.findByRole("heading", { name: "This page couldn't load" })).toBeTruthy();
    // The technical text only behind "Show error" (docs/decisions/095).
    expect(screen.queryByText(/Forbidden for you/)).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Show error" }));
    expect(screen.getByText(/Forbidden for you/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });

  it("sorts by a column header: aria-sort, the URL and the query follow", async () => {
    const { environment } = renderUsers("/manager/users?searchTerm=ad");
    answer(environment, [user("Ada")]);
    await screen.findByRole("link", { name: "Ada" });
    const header = (name: string) => screen.getByRole("columnheader", { name });
    expect(header("Email").getAttribute("aria-sort")).toBe("ascending");
    expect(header("Name").getAttribute("aria-sort")).toBe("none");
    expect(header("Roles").getAttribute("aria-sort")).toBeNull();

    const name = within(header("Name")).getByRole("link");
    expect(name.getAttribute("href")).toBe("/manager/users?searchTerm=ad&sort=name&dir=asc");
    const sortBy = async (link: HTMLElement, orderBy: string) => {
      fireEvent.click(link);
      await waitFor(() =>
        expect(environment.mock.getMostRecentOperation().request.variables).toMatchObject({
          searchTerm: "ad",
          orderBy,
        }),
      );
      answer(environment, [user("Ada")]);
    };
    await sortBy(name, "NAME_ASC");
    await waitFor(() => expect(header("Name").getAttribute("aria-sort")).toBe("ascending"));
    expect(header("Email").getAttribute("aria-sort")).toBe("none");
    await sortBy(within(header("Name")).getByRole("link"), "NAME_DESC");
    await waitFor(() => expect(header("Name").getAttribute("aria-sort")).toBe("descending"));
  });

  it("reads the order from the URL, and an unknown one as the default", async () => {
    const { environment } = renderUsers("/manager/users?sort=created&dir=asc");
    expect(environment.mock.getMostRecentOperation().request.variables.orderBy).toBe(
      "CREATED_AT_ASC",
    );
    answer(environment, [user("Ada")]);
    const created = await screen.findByRole("columnheader", { name: "Joined" });
    expect(created.getAttribute("aria-sort")).toBe("ascending");
    cleanup();
    const odd = renderUsers("/manager/users?sort=password&dir=sideways");
    expect(odd.environment.mock.getMostRecentOperation().request.variables.orderBy).toBeNull();
  });

  it("deletes from the row after confirming: the row leaves the sorted list", async () => {
    const { environment } = renderUsers("/manager/users?sort=name&dir=desc");
    answer(environment, [user("Grace"), user("Ada")], { totalCount: 2 });
    fireEvent.click(await screen.findByRole("button", { name: "More actions for Grace" }));
    fireEvent.click(screen.getByRole("menuitem", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog");
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Delete" })));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables.input).toEqual({ userId: "User:Grace" });
    expect(operation.request.variables.connections).toHaveLength(2);
    act(() =>
      environment.mock.resolveMostRecentOperation({
        data: { deleteUser: { deletedUserId: "User:Grace" } },
      }),
    );
    await waitFor(() => expect(screen.queryByRole("link", { name: "Grace" })).toBeNull());
    expect(screen.getByRole("link", { name: "Ada" })).toBeTruthy();
    expect(screen.queryByText(/^Showing/)).toBeNull();
  });
});
