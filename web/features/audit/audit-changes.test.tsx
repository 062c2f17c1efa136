// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { renderWithProviders } from "../../../tests/web/render";
import { AuditChanges } from "./audit-changes";

// A job's event (docs/decisions/106) reads in the admin's words: the queue it was about is
// shown beside the state's change, and the field and its values are translated, not raw.

afterEach(cleanup);

it("shows a job event's queue and its state before and after, translated", () => {
  renderWithProviders(
    <AuditChanges
      changes={{ queue: "sample.failing", before: { state: "failed" }, after: { state: "retry" } }}
    />,
  );
  const rows = screen.getAllByRole("row").slice(1);
  expect(
    rows.map((row) =>
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ),
  ).toEqual([
    ["sample.failing", "sample.failing"],
    ["Failed", "To retry"],
  ]);
  expect(rows.map((row) => within(row).getByRole("rowheader").textContent)).toEqual([
    "Queue",
    "State",
  ]);
});
