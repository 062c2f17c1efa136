import ArrowLeft from "lucide-react/icons/arrow-left";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import type { MessageId } from "../i18n/messages";

/** "← Back to …" above a page title; the arrow flips in right-to-left languages. */
export function BackLink({ to, label }: { to: string; label: MessageId }) {
  return (
    <Link
      to={to}
      className="flex w-fit items-center gap-1 rounded text-sm font-medium text-zinc-700 underline-offset-4 hover:text-zinc-900 hover:underline focus-visible:outline-2 focus-visible:outline-zinc-900"
    >
      <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
      <FormattedMessage id={label} />
    </Link>
  );
}
