import { FormattedMessage } from "react-intl";

type Values = Record<string, unknown>;

const isRecord = (value: unknown): value is Values =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const shown = (value: unknown) =>
  value === undefined ? "" : typeof value === "string" ? value : JSON.stringify(value);

/** `changes` as fields before and after; any other shape (a retention report) as its fields. */
export function AuditChanges({ changes }: { changes: unknown }) {
  if (!isRecord(changes) || Object.keys(changes).length === 0) {
    return (
      <p className="text-zinc-600">
        <FormattedMessage id="audit.manager.event.noChanges" />
      </p>
    );
  }
  const before = isRecord(changes.before) ? changes.before : {};
  const after = isRecord(changes.after) ? changes.after : {};
  const diff = isRecord(changes.before) || isRecord(changes.after);
  const rows = diff
    ? [...new Set([...Object.keys(before), ...Object.keys(after)])].map((field) => ({
        field,
        before: shown(before[field]),
        after: shown(after[field]),
      }))
    : Object.entries(changes).map(([field, value]) => ({ field, before: "", after: shown(value) }));

  return (
    <table className="w-full text-start">
      <thead className="text-zinc-600">
        <tr>
          <th scope="col" className="py-1 pe-4 text-start font-medium">
            <FormattedMessage id="audit.manager.event.field" />
          </th>
          {diff && (
            <th scope="col" className="py-1 pe-4 text-start font-medium">
              <FormattedMessage id="audit.manager.event.before" />
            </th>
          )}
          <th scope="col" className="py-1 text-start font-medium">
            <FormattedMessage
              id={diff ? "audit.manager.event.after" : "audit.manager.event.value"}
            />
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.field} className="align-top">
            <th scope="row" className="py-1 pe-4 text-start font-mono font-normal">
              {row.field}
            </th>
            {diff && (
              <td className="py-1 pe-4 break-all">
                <bdi>{row.before}</bdi>
              </td>
            )}
            <td className="py-1 break-all">
              <bdi>{row.after}</bdi>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
