// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import query, {
  type pageManagerUsersQuery,
} from "../../__generated__/pageManagerUsersQuery.graphql";
import { renderPage, resolveConnection, type MockEnvironment } from "../../testing/render";
import { PageManagerUsers } from "./page-manager-users";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

type User = { id: string; name: string; email: string; roles: string[]; banned: boolean };
const user = (name: string, patch: Partial<User> = {}): User => ({
  id: `User:${name || "nameless"}`,
  name,
  email: `${name.toLowerCase() || "nameless"}@example.com`,
  roles: ["USER"],
  banned: false,
  ...patch,
});

const answer = (
  environment: MockEnvironment,
  rows: User[],
  options?: Parameters<typeof resolveConnection>[3],
) => resolveConnection(environment, "UserConnection", rows, options);

function renderUsers(path = "/manager/users") {
  const searchTerm = new URL(path, "http://localhost").searchParams.get("searchTerm");
  return renderPage<pageManagerUsersQuery>({
    path,
    Page: PageManagerUsers,
    query,
    variables: { searchTerm },
  });
}

describe("the manager's user list", () => {
  it("shows each user with their roles and state, and loads more on demand", async () => {
    const { environment } = renderUsers();
    answer(environment, [user("Ada", { roles: ["ADMIN", "USER"] }), user("", { banned: true })], {
      totalCount: 3,
      hasNextPage: true,
    });
    const ada = await screen.findByRole("link", { name: /^Ada/ });
    expect(within(ada).getByText("ada@example.com")).toBeTruthy();
    expect(within(ada).getByText("Admin")).toBeTruthy();
    const nameless = screen.getByRole("link", { name: /^No name yet/ });
    expect(within(nameless).getByText("Banned")).toBeTruthy();
    expect(screen.getByText("Showing 2 of 3")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Load more" }));
    answer(environment, [user("Grace")], { totalCount: 3 });
    expect(await screen.findByRole("link", { name: /^Grace/ })).toBeTruthy();
    expect(screen.getByText("Showing 3 of 3")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("says so when nobody matches the search", async () => {
    const { environment } = renderUsers("/manager/users?searchTerm=zz");
    answer(environment, []);
    expect((await screen.findByRole("status")).textContent).toBe("No results for zz");
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
    expect(await screen.findByRole("heading", { name: "Something went wrong" })).toBeTruthy();
    expect(screen.getByText("Forbidden for you")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});
