// @vitest-environment happy-dom
import { cleanup } from "@testing-library/react";
import axe from "axe-core";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "../../tests/web/render";
import { DataTable } from "./data-table";

afterEach(cleanup);

const parts = {
  label: "Things",
  columns: "sm:grid-cols-2",
  header: (
    <>
      <div role="columnheader">Name</div>
      <div role="columnheader">Created</div>
    </>
  ),
  skeletonCells: [["h-4 w-2/3"], []],
};

// A table may hold only rows: anything else in it (a loading status) is an axe violation
// that screen readers stumble on while a list loads.
describe("DataTable", () => {
  it("keeps its ARIA table structure while rows load", async () => {
    const { container } = renderWithProviders(<DataTable {...parts} loadingRows={3} />);
    expect(container.querySelector('[role="status"]')).not.toBeNull();
    const results = await axe.run(container, {
      runOnly: ["aria-required-children", "aria-required-parent"],
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
