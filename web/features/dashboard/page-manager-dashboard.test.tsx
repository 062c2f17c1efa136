// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { MockPayloadGenerator } from "relay-test-utils";
import { afterEach, describe, expect, it, vi } from "vitest";
import query, {
  type pageManagerDashboardQuery,
} from "../../__generated__/pageManagerDashboardQuery.graphql";
import { renderPage, type MockEnvironment } from "../../../tests/web/render";
import { PageManagerDashboard } from "./page-manager-dashboard";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const series = (counts: number[]) =>
  counts.map((count, index) => ({
    day: new Date(Date.UTC(2026, 10, 17 + index)).toISOString(),
    count,
  }));

function answer(environment: MockEnvironment, activity: Record<string, unknown>) {
  act(() =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        Activity: () => activity,
        UserConnection: () => ({ totalCount: 62, edges: [] }),
        RepositoryConnection: () => ({ totalCount: 32, edges: [] }),
        User: () => ({ name: "Admin" }),
      }),
    ),
  );
}

const renderDashboard = (path = "/manager/dashboard?days=7") =>
  renderPage<pageManagerDashboardQuery>({
    path,
    Page: PageManagerDashboard,
    query,
    variables: { days: 7 },
  });

describe("the manager's dashboard", () => {
  it("shows a skeleton, then a chart per series with its values in a table", async () => {
    const { environment } = renderDashboard();
    expect((await screen.findByRole("status", { name: "Loading…" })).textContent).toBe("");
    answer(environment, {
      days: 7,
      usersCreated: series([0, 1, 0, 3, 0, 0, 2]),
      repositoriesCreated: series([4, 0, 0, 0, 0, 0, 0]),
    });
    const users = await screen.findByRole("region", { name: "New users" });
    expect(within(users).getByText("6")).toBeTruthy();
    expect(within(users).getByText("6 in the last 7 days, at most 3 in a day")).toBeTruthy();
    const table = within(users).getByRole("table", { name: "New users" });
    const rows = within(table)
      .getAllByRole("row")
      .map((row) => row.textContent);
    expect(rows).toEqual([
      "DayNew users",
      "Nov 170",
      "Nov 181",
      "Nov 190",
      "Nov 203",
      "Nov 210",
      "Nov 220",
      "Nov 232",
    ]);
    // First, middle and last day under the bars, in the locale's format and in UTC.
    expect(users.textContent).toContain("Nov 17Nov 20Nov 23");
    const repositories = screen.getByRole("region", { name: "New repositories" });
    expect(within(repositories).getByText("4 in the last 7 days, at most 4 in a day")).toBeTruthy();
    expect(screen.queryByRole("status", { name: "Loading…" })).toBeNull();
  });

  it("reads a day at a time with the keyboard or the pointer", async () => {
    const { environment } = renderDashboard();
    answer(environment, {
      days: 7,
      usersCreated: series([0, 1, 0, 3, 0, 0, 2]),
      repositoriesCreated: series([0, 0, 0, 0, 0, 0, 1]),
    });
    const users = await screen.findByRole("region", { name: "New users" });
    const chart = within(users).getByRole("group", { name: "New users" });
    fireEvent.focus(chart);
    expect(within(users).getByText("Nov 23: 2")).toBeTruthy();
    fireEvent.keyDown(chart, { key: "ArrowLeft" });
    fireEvent.keyDown(chart, { key: "ArrowLeft" });
    fireEvent.keyDown(chart, { key: "ArrowLeft" });
    expect(within(users).getByText("Nov 20: 3")).toBeTruthy();
    fireEvent.keyDown(chart, { key: "Home" });
    fireEvent.keyDown(chart, { key: "ArrowLeft" });
    expect(within(users).getByText("Nov 17: 0")).toBeTruthy();
    fireEvent.blur(chart);
    expect(within(users).getByText("6 in the last 7 days, at most 3 in a day")).toBeTruthy();

    // The pointer picks the day under it: the fourth seventh of the width is the fourth day.
    vi.spyOn(chart, "getBoundingClientRect").mockReturnValue(new DOMRect(100, 0, 700, 160));
    fireEvent.pointerMove(chart, { clientX: 100 + 350 });
    expect(within(users).getByText("Nov 20: 3")).toBeTruthy();
    fireEvent.pointerMove(chart, { clientX: 100 + 699 });
    expect(within(users).getByText("Nov 23: 2")).toBeTruthy();
    fireEvent.pointerLeave(chart);
    expect(within(users).getByText("6 in the last 7 days, at most 3 in a day")).toBeTruthy();
  });

  it("says so when a period had nothing, and leaves out a series it may not read", async () => {
    const { environment } = renderDashboard();
    answer(environment, {
      days: 7,
      usersCreated: series([0, 0, 0, 0, 0, 0, 0]),
      repositoriesCreated: null,
    });
    const users = await screen.findByRole("region", { name: "New users" });
    expect(within(users).getByText("None in the last 7 days")).toBeTruthy();
    expect(within(users).queryByRole("table")).toBeNull();
    expect(within(users).queryByRole("group")).toBeNull();
    expect(screen.queryByRole("region", { name: "New repositories" })).toBeNull();
  });

  it("offers the periods as links that keep the rest of the URL", async () => {
    const { environment } = renderDashboard("/manager/dashboard?days=7&lng=fr");
    answer(environment, {
      days: 7,
      usersCreated: series([1, 0, 0, 0, 0, 0, 0]),
      repositoriesCreated: series([1, 0, 0, 0, 0, 0, 0]),
    });
    const period = await screen.findByRole("group", { name: "Period" });
    const links = within(period).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["7 days", "/manager/dashboard?days=7&lng=fr"],
      ["30 days", "/manager/dashboard?lng=fr"],
      ["90 days", "/manager/dashboard?days=90&lng=fr"],
    ]);
    expect(links.map((link) => link.getAttribute("aria-current"))).toEqual(["true", null, null]);
  });
});
