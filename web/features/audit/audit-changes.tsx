import { FormattedMessage, useIntl, type IntlShape } from "react-intl";
import type { MessageId } from "../../i18n/messages";

type Values = Record<string, unknown>;

const isRecord = (value: unknown): value is Values =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A value as a person reads it: yes or no, a list, text; absent as nothing. */
function shown(value: unknown, intl: IntlShape): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "boolean") {
    return intl.formatMessage({ id: value ? "audit.value.yes" : "audit.value.no" });
  }
  if (Array.isArray(value)) return value.map((item) => shown(item, intl)).join(", ");
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** A field's translated name (`audit.field.<field>`); a field the log later gains, as named. */
function FieldName({ field }: { field: string }) {
  const intl = useIntl();
  const id = `audit.field.${field}` as MessageId;
  if (id in intl.messages) return <FormattedMessage id={id} />;
  return <span className="font-mono">{field}</span>;
}

/** `changes` as fields before and after; any other shape (a retention report) as its fields. */
export function AuditChanges({ changes }: { changes: unknown }) {
  const intl = useIntl();
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
        before: shown(before[field], intl),
        after: shown(after[field], intl),
      }))
    : Object.entries(changes).map(([field, value]) => ({
        field,
        before: "",
        after: shown(value, intl),
      }));

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
            <th scope="row" className="py-1 pe-4 text-start font-normal">
              <FieldName field={row.field} />
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
