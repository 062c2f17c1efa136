// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Select } from "./select";

afterEach(cleanup);

const OPTIONS = [
  { value: "en", label: "English", lang: "en" },
  { value: "fr", label: "Français", lang: "fr" },
  { value: "ar", label: "العربية", lang: "ar" },
  { value: "sw", label: "Kiswahili", lang: "sw" },
] as const;

function renderSelect() {
  const onChange = vi.fn();
  function Harness() {
    const [value, setValue] = useState<(typeof OPTIONS)[number]["value"]>("en");
    return (
      <Select
        label="Language"
        value={value}
        options={OPTIONS}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
    );
  }
  render(<Harness />);
  const combobox = screen.getByRole("combobox", { name: "Language" });
  return { combobox, onChange };
}

const key = (target: Element, name: string) => act(() => fireEvent.keyDown(target, { key: name }));
const active = (combobox: HTMLElement) =>
  document.getElementById(combobox.getAttribute("aria-activedescendant") ?? "")?.textContent;

describe("the select", () => {
  it("shows the current value and opens a listbox on the selected option", async () => {
    const { combobox } = renderSelect();
    expect(combobox.textContent).toBe("English");
    expect(combobox.getAttribute("aria-expanded")).toBe("false");
    await key(combobox, "Enter");
    const listbox = screen.getByRole("listbox", { name: "Language" });
    expect(combobox.getAttribute("aria-controls")).toBe(listbox.id);
    expect(active(combobox)).toBe("English");
    expect(screen.getByRole("option", { name: "English" }).getAttribute("aria-selected")).toBe(
      "true",
    );
    expect(screen.getByRole("option", { name: "Français" }).getAttribute("lang")).toBe("fr");
  });

  it("keeps focus on the combobox while the keys move the active option", async () => {
    const { combobox, onChange } = renderSelect();
    combobox.focus();
    await key(combobox, "ArrowDown");
    await key(combobox, "ArrowDown");
    expect(active(combobox)).toBe("Français");
    await key(combobox, "ArrowUp");
    await key(combobox, "ArrowUp");
    expect(active(combobox)).toBe("Kiswahili");
    await key(combobox, "Home");
    expect(active(combobox)).toBe("English");
    await key(combobox, "k");
    expect(active(combobox)).toBe("Kiswahili");
    expect(document.activeElement).toBe(combobox);
    await key(combobox, " ");
    expect(onChange).toHaveBeenCalledWith("sw");
    expect(combobox.textContent).toBe("Kiswahili");
    expect(screen.queryByRole("listbox")).toBeNull();
  });

  it("closes on Escape without changing the value", async () => {
    const { combobox, onChange } = renderSelect();
    await key(combobox, "End");
    expect(active(combobox)).toBe("Kiswahili");
    await key(combobox, "Escape");
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
    expect(combobox.textContent).toBe("English");
  });

  it("chooses with the pointer, and choosing the current value changes nothing", async () => {
    const { combobox, onChange } = renderSelect();
    await act(async () => fireEvent.click(combobox));
    await act(async () => fireEvent.click(screen.getByRole("option", { name: "English" })));
    expect(onChange).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(combobox));
    await act(async () => fireEvent.click(screen.getByRole("option", { name: "Français" })));
    expect(onChange).toHaveBeenCalledWith("fr");
    expect(screen.queryByRole("listbox")).toBeNull();
  });
});
