// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import query, { type pageManagerJobsQuery } from "../../__generated__/pageManagerJobsQuery.graphql";
import { renderPage, resolveConnection } from "../../../tests/web/render";
import { PageManagerJobs } from "./page-manager-jobs";

// Each failed job offers the one action its state allows (pg-boss retries a failed job and
// cancels an unfinished one), and never an action on one that has ended.

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const job = (id: string, state: string, error: string | null) => ({
  id,
  queue: "mail.sign-in-code",
  state,
  error,
  retryCount: 2,
  retryLimit: 2,
  createdAt: "2026-11-20T09:00:00.000Z",
  failedAt: state === "RETRY" ? null : "2026-11-20T09:05:00.000Z",
  runAfter: state === "RETRY" ? "2026-11-20T09:10:00.000Z" : null,
});

function renderJobs() {
  const rendered = renderPage<pageManagerJobsQuery>({
    path: "/manager/jobs",
    Page: PageManagerJobs,
    query,
    variables: {},
  });
  return rendered;
}

describe("the failed jobs' actions", () => {
  it("offer retry for a failed job, cancel for one waiting to retry, and none once cancelled", async () => {
    const { environment } = renderJobs();
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    resolveConnection(environment, "JobConnection", [
      job("Job:1", "FAILED", "SMTP refused"),
      job("Job:2", "RETRY", "timeout"),
      job("Job:3", "CANCELLED", null),
    ]);
    const rows = await waitFor(() => {
      const items = screen.getAllByRole("listitem");
      expect(items).toHaveLength(3);
      return items;
    });
    const buttons = rows.map((row) =>
      within(row)
        .queryAllByRole("button")
        .map((button) => button.textContent),
    );
    expect(buttons).toEqual([["Retry"], ["Cancel job"], []]);
    expect(rows[0]?.textContent).toContain("SMTP refused");
    expect(rows[0]?.textContent).toContain("2 of 2 retries used");
    expect(rows[2]?.textContent).toContain("No error message was recorded.");
    // A cancelled job's end says it was cancelled, not that it failed.
    expect(rows[0]?.textContent).toMatch(/Failed Nov 20, 2026/);
    expect(rows[2]?.textContent).toMatch(/Cancelled Nov 20, 2026/);
    expect(rows[2]?.textContent).not.toMatch(/Failed Nov/);
  });

  it("say so when no job has failed", async () => {
    const { environment } = renderJobs();
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    resolveConnection(environment, "JobConnection", []);
    expect(await screen.findByText("No failed jobs")).toBeTruthy();
  });
});
