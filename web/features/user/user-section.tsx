import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import type { MessageId } from "../../i18n/messages";

/** A titled block of the user detail page. */
export function UserSection({ title, children }: { title: MessageId; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 rounded-md border border-zinc-200 bg-white p-4">
      <h2 className="font-medium text-zinc-900">
        <FormattedMessage id={title} />
      </h2>
      {children}
    </section>
  );
}
