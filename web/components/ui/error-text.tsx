import type { ReactNode } from "react";

type ErrorTextProps = { children: ReactNode; id?: string | undefined; className?: string };

/** An error message, announced as it appears (role="alert"); nothing while there is none. */
export function ErrorText({ children, id, className = "" }: ErrorTextProps) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className={`text-sm text-red-700 ${className}`.trim()}>
      {children}
    </p>
  );
}
