import { useId, useState } from "react";
import { FormattedMessage } from "react-intl";
import { Button } from "./ui/button";

/** The 'Show error' toggle: the technical details, for a bug report, hidden by default. */
export function ErrorDetails({ details }: { details: string }) {
  const [shown, setShown] = useState(false);
  const id = useId();
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
          className="max-h-80 w-full overflow-auto rounded-md bg-zinc-100 p-4 text-start text-xs whitespace-pre-wrap text-zinc-800"
        >
          {details}
        </pre>
      )}
    </div>
  );
}
