import Check from "lucide-react/icons/check";
import ChevronDown from "lucide-react/icons/chevron-down";
import { useId, useState, type KeyboardEvent, type ReactNode } from "react";
import { movedIndex, typeaheadIndex, typedCharacter } from "./list-navigation";
import { usePopup } from "./use-popup";

export type SelectOption<T extends string> = {
  value: T;
  label: string;
  /** The option's own language, when its label is written in it (language names). */
  lang?: string;
  icon?: ReactNode;
};

type SelectProps<T extends string> = {
  label: ReactNode;
  value: T;
  options: readonly SelectOption<T>[];
  onChange: (value: T) => void;
  /** A small inline control (sign-in screens); otherwise a form field. */
  compact?: boolean;
  busy?: boolean;
  describedBy?: string | undefined;
};

const triggerClassNames = {
  compact: "h-8 gap-1.5 px-2 text-sm",
  field: "h-10 w-full max-w-xs gap-2 px-3 text-sm",
};

/**
 * A styled single choice (WAI-ARIA Authoring Practices, "Select-Only Combobox"): focus stays
 * on the button while arrows, Home, End and typed letters move the highlighted option;
 * Enter or Space choose it, Escape closes, a click outside or Tab dismisses.
 */
export function Select<T extends string>(props: SelectProps<T>) {
  const { label, value, options, onChange, compact = false, busy, describedBy } = props;
  const popup = usePopup<HTMLDivElement>();
  const { open, listId, triggerRef, popupRef } = popup;
  const id = useId();
  const selected = Math.max(
    0,
    options.findIndex((option) => option.value === value),
  );
  const [active, setActive] = useState(selected);
  const current = options[selected];

  function openAt(index: number) {
    setActive(index);
    popup.show();
  }

  function choose(index: number) {
    popup.close();
    const option = options[index];
    if (option && option.value !== value) onChange(option.value);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const character = typedCharacter(event);
    const labels = options.map((option) => option.label);
    if (!open) {
      if (event.key === "Home" || event.key === "End") {
        event.preventDefault();
        openAt(event.key === "Home" ? 0 : options.length - 1);
      } else if (["ArrowDown", "ArrowUp", "Enter", " "].includes(event.key)) {
        event.preventDefault();
        openAt(selected);
      } else if (character) {
        openAt(typeaheadIndex(labels, selected, character) ?? selected);
      }
      return;
    }
    const moved = movedIndex(event.key, active, options.length);
    if (moved !== undefined) {
      event.preventDefault();
      setActive(moved);
    } else if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      choose(active);
    } else if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      popup.close();
    } else if (event.key === "Tab") {
      popup.close(false);
    } else if (character) {
      setActive(typeaheadIndex(labels, active, character) ?? active);
    }
  }

  return (
    <div className={compact ? "flex items-center gap-2" : "flex flex-col gap-1.5"}>
      <span
        id={`${id}-label`}
        className={compact ? "text-sm text-zinc-600" : "text-sm font-medium text-zinc-900"}
      >
        {label}
      </span>
      <div className="relative">
        {/* A focusable element rather than a <button>: keys alone drive it, without the
            click a button fires for Enter and Space. */}
        <div
          ref={triggerRef}
          tabIndex={0}
          role="combobox"
          aria-labelledby={`${id}-label`}
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          aria-activedescendant={open ? `${id}-${active}` : undefined}
          aria-busy={busy || undefined}
          aria-describedby={describedBy}
          className={`flex cursor-default items-center justify-between rounded-md border border-zinc-300 bg-white text-zinc-900 hover:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-zinc-900 ${compact ? triggerClassNames.compact : triggerClassNames.field}`}
          onClick={() => (open ? popup.close(false) : openAt(selected))}
          onKeyDown={onKeyDown}
          onBlur={() => popup.close(false)}
        >
          <span className="flex items-center gap-2" lang={current?.lang}>
            {current?.icon}
            {current?.label}
          </span>
          <ChevronDown aria-hidden="true" className="size-4 text-zinc-500" />
        </div>
        {open && (
          <div
            ref={popupRef}
            id={listId}
            role="listbox"
            aria-labelledby={`${id}-label`}
            className="absolute start-0 top-full z-40 mt-1 max-h-64 min-w-full overflow-y-auto rounded-md border border-zinc-200 bg-white p-1 text-zinc-900 shadow-lg"
          >
            {options.map((option, index) => (
              <div
                key={option.value}
                id={`${id}-${index}`}
                role="option"
                aria-selected={index === selected}
                lang={option.lang}
                className={`flex cursor-default items-center gap-2 rounded px-2 py-1.5 text-sm whitespace-nowrap ${index === active ? "bg-zinc-100" : ""}`}
                // Keeps focus on the button, which owns the keyboard.
                onPointerDown={(event) => event.preventDefault()}
                onPointerMove={() => setActive(index)}
                onClick={() => choose(index)}
              >
                {option.icon}
                <span className="flex-1">{option.label}</span>
                <Check
                  aria-hidden="true"
                  className={`size-4 ${index === selected ? "" : "invisible"}`}
                />
              </div>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
