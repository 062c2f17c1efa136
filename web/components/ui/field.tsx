import { useId, type ComponentProps, type ReactNode } from "react";
import { Input } from "./input";
import { ErrorText } from "./error-text";

type FieldProps = Omit<ComponentProps<"input">, "id"> & {
  label: ReactNode;
  /** Shown under the input and announced; also marks the input invalid. */
  error?: ReactNode;
  hint?: ReactNode;
};

/** A labelled input with its hint and error wired up for assistive technology. */
export function Field({ label, error, hint, ...inputProps }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-zinc-900">
        {label}
      </label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...inputProps}
      />
      {hint && (
        <p id={hintId} className="text-sm text-zinc-500">
          {hint}
        </p>
      )}
      <ErrorText id={errorId}>{error}</ErrorText>
    </div>
  );
}
