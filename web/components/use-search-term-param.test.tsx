// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, Link, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { useSearchTermParam } from "./use-search-term-param";

afterEach(cleanup);

function List() {
  const [value, setValue] = useSearchTermParam();
  return (
    <>
      <input aria-label="Search" value={value} onChange={(event) => setValue(event.target.value)} />
      <Link to="/detail">Open</Link>
    </>
  );
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("useSearchTermParam", () => {
  it("puts the term in the URL after a pause in typing", async () => {
    const router = createMemoryRouter([{ path: "/list", element: <List /> }], {
      initialEntries: ["/list"],
    });
    render(<RouterProvider router={router} />);
    fireEvent.change(screen.getByLabelText("Search"), { target: { value: "rocket" } });
    expect(router.state.location.search).toBe("");
    await act(() => wait(400));
    expect(router.state.location.search).toBe("?searchTerm=rocket");
  });

  // A row opened while the debounce is pending must not be undone by it: the search's own
  // navigation would replace the one to the row's page before that page's loader finished.
  it("drops the pending term when the user opens another page meanwhile", async () => {
    let finishLoading: (value: null) => void = () => undefined;
    const router = createMemoryRouter(
      [
        { path: "/list", element: <List /> },
        {
          path: "/detail",
          element: <p>Detail</p>,
          loader: () => new Promise<null>((resolve) => (finishLoading = resolve)),
        },
      ],
      { initialEntries: ["/list"] },
    );
    render(<RouterProvider router={router} />);
    fireEvent.change(screen.getByLabelText("Search"), { target: { value: "rocket" } });
    fireEvent.click(screen.getByRole("link", { name: "Open" }));
    await act(() => wait(400));
    await act(async () => finishLoading(null));
    expect(router.state.location.pathname).toBe("/detail");
    expect(await screen.findByText("Detail")).toBeTruthy();
  });
});
