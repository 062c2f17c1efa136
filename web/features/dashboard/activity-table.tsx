import type { ReactNode } from "react";
import { FormattedMessage, FormattedNumber } from "react-intl";

type Props = { caption: ReactNode; rows: readonly { label: string; count: number }[] };

/** The chart's values as a table, for screen readers (the drawing is hidden from them). */
export function ActivityTable({ caption, rows }: Props) {
  return (
    <table className="sr-only">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">
            <FormattedMessage id="dashboard.manager.activity.day" />
          </th>
          <th scope="col">{caption}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td>
              <FormattedNumber value={row.count} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
