import { useId, type ComponentProps, type ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import type { MessageId } from "../../i18n/messages";
import { DataList } from "../../components/data-list";
import { Card } from "../../components/ui/card";
import { EmptyState } from "../../components/ui/empty-state";

type Props = Pick<ComponentProps<typeof DataList>, "pagination" | "connection"> & {
  /** The heading's message, which takes the list's `count`. */
  title: MessageId;
  empty: { icon: ReactNode; title: MessageId };
  children: ReactNode;
};

const PAGE_SIZE = 20;

/** One list of an organization's page in the manager: a titled card, its rows a page at a time. */
export function ManagerOrganizationSection({ title, empty, children, ...list }: Props) {
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="font-medium text-zinc-900">
        <FormattedMessage id={title} values={{ count: list.connection.totalCount ?? 0 }} />
      </h2>
      <DataList
        {...list}
        pageSize={PAGE_SIZE}
        empty={<EmptyState icon={empty.icon} title={<FormattedMessage id={empty.title} />} />}
      >
        {children}
      </DataList>
    </Card>
  );
}
