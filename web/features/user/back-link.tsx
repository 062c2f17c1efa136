import { FormattedMessage } from "react-intl";
import type { MessageId } from "../../i18n/messages";
import { PreloadLink } from "../../components/preload-link";

/** "← Back to …" above a page title; the arrow flips in right-to-left languages. */
export function BackLink({ to, label }: { to: string; label: MessageId }) {
  return (
    <PreloadLink
      to={to}
      className="flex w-fit items-center gap-1 text-sm text-zinc-600 underline-offset-4 hover:text-zinc-900 hover:underline focus-visible:outline-2 focus-visible:outline-zinc-900"
    >
      <span aria-hidden="true" className="rtl:rotate-180">
        ←
      </span>
      <FormattedMessage id={label} />
    </PreloadLink>
  );
}
