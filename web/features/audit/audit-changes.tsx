import { FormattedMessage, useIntl, type IntlShape } from "react-intl";
import type { MessageId } from "../../i18n/messages";

type Values = Record<string, unknown>;

const isRecord = (value: unknown): value is Values =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A value as a person reads it: yes or no, a list, a field's named value translated
 * (`audit.value.<field>.<value>`: a job's state), text; absent as nothing.
 */
function shown(value: unknown, intl: IntlShape, field: string): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "boolean") {
    return intl.formatMessage({ id: value ? "audit.value.yes" : "audit.value.no" });
  }
  if (Array.isArray(value)) return value.map((item) => shown(item, intl, field)).join(", ");
  if (typeof value !== "string") return JSON.stringify(value);
  const id = `audit.value.${field}.${value}` as MessageId;
  return id in intl.messages ? intl.formatMessage({ id }) : value;
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
  // Beside before and after, an event may name what the change was about (a job's queue):
  // the same on both sides.
  const context = Object.entries(changes).filter(
    ([field]) => field !== "before" && field !== "after",
  );
  const rows = diff
    ? [
        ...context.map(([field, value]) => ({
          field,
          before: shown(value, intl, field),
          after: shown(value, intl, field),
        })),
        ...[...new Set([...Object.keys(before), ...Object.keys(after)])].map((field) => ({
          field,
          before: shown(before[field], intl, field),
          after: shown(after[field], intl, field),
        })),
      ]
    : Object.entries(changes).map(([field, value]) => ({
        field,
        before: "",
        after: shown(value, intl, field),
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
