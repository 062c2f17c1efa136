import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useNavigate, useRevalidator } from "react-router";
import type { MessageId } from "../i18n/messages";
import { Button } from "./ui/button";
import { buttonClassName } from "./ui/button-variants";
import { useDocumentTitle } from "./document-title";

/** Each kind of error has its messages under `common.errors.<kind>`. */
export type ErrorKind =
  | "forbidden"
  | "notFound"
  | "server"
  | "serviceUnavailable"
  | "unreachable"
  | "outdated"
  | "unknownStatus"
  | "unknown";

// Kinds whose tab title is shorter than their heading.
const DOCUMENT_TITLES: Partial<Record<ErrorKind, MessageId>> = {
  forbidden: "common.errors.forbidden.documentTitle",
  notFound: "common.errors.notFound.documentTitle",
};

type ErrorScreenProps = {
  kind: ErrorKind;
  /** Shown large above the title, e.g. 404. */
  code?: number;
  /** Extra actions placed before "Go back" and "Go home". */
  actions?: ReactNode;
  /** Shown under the actions, e.g. the error details. */
  children?: ReactNode;
};

/**
 * Every error page: what happened and ways out, inside a layout's <main>. `data-error-screen`
 * lets the e2e tests tell an error page from the one they asked for, in any language.
 */
export function ErrorScreen({ kind, code, actions, children }: ErrorScreenProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const title = `common.errors.${kind}.title` as const;
  useDocumentTitle(intl.formatMessage({ id: DOCUMENT_TITLES[kind] ?? title }));

  return (
    <div
      data-error-screen={code ?? "error"}
      className="flex flex-1 flex-col items-center justify-center gap-4 px-6 py-16 text-center"
    >
      {code !== undefined && (
        <p className="text-5xl font-bold text-zinc-500" aria-hidden="true">
          {code}
        </p>
      )}
      <h1 className="text-2xl font-semibold text-zinc-900">
        <FormattedMessage id={title} />
      </h1>
      <p className="max-w-md break-words text-sm text-zinc-600">
        <FormattedMessage id={`common.errors.${kind}.description`} />
      </p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        {actions}
        <Button variant="secondary" onClick={() => void navigate(-1)}>
          <FormattedMessage id="common.actions.goBack" />
        </Button>
        <Link to="/" className={buttonClassName({ variant: "secondary" })}>
          <FormattedMessage id="common.actions.goHome" />
        </Link>
      </div>
      {children}
    </div>
  );
}

export function PageNotFound() {
  return <ErrorScreen kind="notFound" code={404} />;
}

/** "Try again" that loads the route again at once (the screens that also retry by themselves). */
export function TryAgainButton() {
  const revalidator = useRevalidator();
  return (
    <Button loading={revalidator.state === "loading"} onClick={() => void revalidator.revalidate()}>
      <FormattedMessage id="common.actions.tryAgain" />
    </Button>
  );
}
