import { useId, useState } from "react";
import { FormattedMessage } from "react-intl";
import { Button } from "./ui/button";

/** The error as a developer needs it: name, message and stack, or the thrown value as text. */
export function describeError(error: unknown): string | undefined {
  if (error instanceof Error) {
    const header = `${error.name}: ${error.message}`;
    const stack = error.stack ?? "";
    // Chromium's stack starts with the header, Firefox's and Safari's do not.
    return stack.startsWith(header) ? stack : `${header}\n${stack}`.trim();
  }
  if (error === undefined || error === null) return undefined;
  if (typeof error === "string") return error;
  try {
    return JSON.stringify(error, null, 2);
  } catch {
    return String(error);
  }
}

/** The 'Show error' toggle: the technical text, hidden until asked for (decision 095). */
export function ErrorDetails({ error }: { error: unknown }) {
  const [shown, setShown] = useState(false);
  const id = useId();
  const details = describeError(error);
  if (!details) return null;
  return (
    <div className="flex w-full max-w-2xl flex-col items-center gap-3">
      <Button
        variant="ghost"
        size="sm"
        aria-expanded={shown}
        aria-controls={id}
        onClick={() => setShown((current) => !current)}
      >
        <FormattedMessage
          id={shown ? "common.errors.details.hide" : "common.errors.details.show"}
        />
      </Button>
      {shown && (
        <pre
          id={id}
          tabIndex={0}
          dir="ltr"
          className="max-h-80 w-full overflow-auto rounded-md bg-zinc-100 p-4 text-start text-xs whitespace-pre-wrap text-zinc-800"
        >
          {details}
        </pre>
      )}
    </div>
  );
}
