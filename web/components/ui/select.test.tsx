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
  return { select: screen.getByLabelText<HTMLSelectElement>("Language"), onChange };
}

describe("Select", () => {
  it("is a labelled native select showing the current value, each option in its language", () => {
    const { select } = renderSelect();
    expect(select.tagName).toBe("SELECT");
    expect(select.value).toBe("en");
    expect(screen.getByRole("option", { name: "Français" }).getAttribute("lang")).toBe("fr");
  });

  it("reports the chosen value", () => {
    const { select, onChange } = renderSelect();
    act(() => void fireEvent.change(select, { target: { value: "ar" } }));
    expect(onChange).toHaveBeenCalledWith("ar");
    expect(select.value).toBe("ar");
    expect(select.getAttribute("lang")).toBe("ar");
  });
});
