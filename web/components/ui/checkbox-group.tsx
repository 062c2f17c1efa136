import { useId, type ReactNode, type Ref } from "react";
import { ErrorText } from "./error-text";

type CheckboxGroupProps<T extends string> = {
  legend: ReactNode;
  /** Under the legend: what the choice means, or why it cannot be changed. */
  hint?: ReactNode;
  /** The choices, in the order shown; `value` keeps that order. */
  options: readonly { value: T; label: ReactNode }[];
  name: string;
  value: readonly T[];
  onChange: (value: T[]) => void;
  onBlur: () => void;
  /** The first checkbox: focused when the group is the first field to fix. */
  ref: Ref<HTMLInputElement>;
  disabled?: boolean | undefined;
  error: ReactNode;
  /** How the checkboxes are laid out; one per line by default. */
  className?: string;
};

/** Several choices from a fixed list; takes react-hook-form's Controller field as it is. */
export function CheckboxGroup<T extends string>(props: CheckboxGroupProps<T>) {
  const { legend, hint, options, name, value, onChange, onBlur, ref, disabled, error } = props;
  const hintId = useId();
  const errorId = useId();
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(" ");

  return (
    <fieldset aria-describedby={describedBy || undefined} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium text-zinc-900">{legend}</legend>
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-zinc-600">
          {hint}
        </p>
      )}
      <div className={`mt-2 ${props.className ?? "flex flex-col gap-2"}`}>
        {options.map((option, index) => (
          <label key={option.value} className="flex w-fit items-center gap-2 text-sm text-zinc-900">
            <input
              ref={index === 0 ? ref : undefined}
              type="checkbox"
              name={name}
              value={option.value}
              checked={value.includes(option.value)}
              disabled={disabled}
              onBlur={onBlur}
              onChange={(event) =>
                onChange(
                  options
                    .map((known) => known.value)
                    .filter((known) =>
                      known === option.value ? event.target.checked : value.includes(known),
                    ),
                )
              }
              className="size-4 rounded border-zinc-300 accent-zinc-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-zinc-900"
            />
            {option.label}
          </label>
        ))}
      </div>
      <ErrorText id={errorId} className="mt-1.5">
        {error}
      </ErrorText>
    </fieldset>
  );
}
