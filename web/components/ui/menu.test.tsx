// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../tests/web/render";
import { Menu } from "./menu";
import { MenuGroup, MenuItem, MenuRadioItem, MenuSeparator } from "./menu-items";

afterEach(cleanup);

function renderMenu() {
  const onRename = vi.fn();
  const onArchive = vi.fn();
  const onPick = vi.fn();
  renderWithProviders(
    <>
      <Menu label="Actions" trigger="⋯" header={<p>Ada Lovelace</p>}>
        <MenuItem onSelect={onRename}>Rename</MenuItem>
        <MenuItem onSelect={onArchive}>Archive</MenuItem>
        <MenuSeparator />
        <MenuGroup label="Size">
          <MenuRadioItem checked={false} onSelect={() => onPick("small")}>
            Small
          </MenuRadioItem>
          <MenuRadioItem checked onSelect={() => onPick("large")}>
            Large
          </MenuRadioItem>
        </MenuGroup>
      </Menu>
      <button type="button">Elsewhere</button>
    </>,
  );
  const trigger = screen.getByRole("button", { name: "Actions" });
  return { trigger, onRename, onArchive, onPick };
}

const key = (target: Element, name: string) => act(() => fireEvent.keyDown(target, { key: name }));
const focused = () => document.activeElement?.textContent;

describe("the menu button", () => {
  it("is a collapsed menu button until opened, then focuses the first item", async () => {
    const { trigger } = renderMenu();
    expect(trigger.getAttribute("aria-haspopup")).toBe("menu");
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("menu")).toBeNull();

    await act(async () => fireEvent.click(trigger));
    const menu = screen.getByRole("menu", { name: "Actions" });
    expect(trigger.getAttribute("aria-expanded")).toBe("true");
    expect(trigger.getAttribute("aria-controls")).toBe(menu.id);
    expect(focused()).toBe("Rename");
    expect(screen.getByRole("menuitemradio", { name: "Large" }).getAttribute("aria-checked")).toBe(
      "true",
    );
  });

  it("moves with the arrows (wrapping), Home, End and typed letters", async () => {
    const { trigger } = renderMenu();
    await key(trigger, "ArrowUp");
    expect(focused()).toBe("Large");
    const menu = screen.getByRole("menu");
    await key(menu, "ArrowDown");
    expect(focused()).toBe("Rename");
    await key(menu, "ArrowDown");
    expect(focused()).toBe("Archive");
    await key(menu, "End");
    expect(focused()).toBe("Large");
    await key(menu, "Home");
    expect(focused()).toBe("Rename");
    await key(menu, "s");
    expect(focused()).toBe("Small");
    await key(menu, "ArrowUp");
    expect(focused()).toBe("Archive");
  });

  it("closes on Escape and gives focus back to its button", async () => {
    const { trigger, onRename } = renderMenu();
    await key(trigger, "ArrowDown");
    await key(screen.getByRole("menu"), "Escape");
    expect(screen.queryByRole("menu")).toBeNull();
    expect(document.activeElement).toBe(trigger);
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
    expect(onRename).not.toHaveBeenCalled();
  });

  it("runs the chosen item once, closes and returns focus", async () => {
    const { trigger, onArchive, onPick } = renderMenu();
    await act(async () => fireEvent.click(trigger));
    await act(async () => fireEvent.click(screen.getByRole("menuitem", { name: "Archive" })));
    expect(onArchive).toHaveBeenCalledOnce();
    expect(screen.queryByRole("menu")).toBeNull();
    expect(document.activeElement).toBe(trigger);

    await act(async () => fireEvent.click(trigger));
    await act(async () => fireEvent.click(screen.getByRole("menuitemradio", { name: "Small" })));
    expect(onPick).toHaveBeenCalledWith("small");
  });

  it("closes without taking focus when the user presses elsewhere", async () => {
    const { trigger } = renderMenu();
    await act(async () => fireEvent.click(trigger));
    // The header is inside the popup: pressing it keeps the menu open.
    await act(async () => fireEvent.pointerDown(screen.getByText("Ada Lovelace")));
    expect(screen.getByRole("menu")).toBeTruthy();
    const elsewhere = screen.getByRole("button", { name: "Elsewhere" });
    await act(async () => fireEvent.pointerDown(elsewhere));
    expect(screen.queryByRole("menu")).toBeNull();
    expect(document.activeElement).not.toBe(trigger);
  });
});
