import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { AUDIT_ACTIONS } from "#shared/audit/actions";
import { Button } from "../../components/ui/button";
import { DatePicker } from "../../components/ui/date-picker";
import { Field } from "../../components/ui/field";
import {
  auditActionMessageId,
  dateToDay,
  dayToDate,
  type AuditFilters,
} from "./audit-search-params";

type AuditFiltersFormProps = {
  filters: AuditFilters;
  onApply: (filters: AuditFilters) => void;
  /** The form's frame: a card on the page, none inside the phone's sheet. */
  className?: string;
};

const EMPTY: AuditFilters = { action: "", actor: "", target: "", from: "", to: "" };

/** Action, actor, target and days; applied together, into the URL. */
export function AuditFiltersForm({
  filters,
  onApply,
  className = "rounded-md border border-zinc-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-3",
}: AuditFiltersFormProps) {
  const intl = useIntl();
  const [draft, setDraft] = useState(filters);
  const set = (name: keyof AuditFilters, value: string) =>
    setDraft((current) => ({ ...current, [name]: value }));

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onApply(draft);
      }}
      aria-label={intl.formatMessage({ id: "audit.manager.filters.label" })}
      className={`grid gap-4 ${className}`}
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor="audit-action" className="text-sm font-medium text-zinc-900">
          <FormattedMessage id="audit.manager.filters.action" />
        </label>
        <select
          id="audit-action"
          value={draft.action}
          onChange={(event) => set("action", event.target.value)}
          className="h-10 rounded-md border border-zinc-300 bg-white px-3 text-sm text-zinc-900"
        >
          <option value="">{intl.formatMessage({ id: "audit.manager.filters.anyAction" })}</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {intl.formatMessage({ id: auditActionMessageId(action) })}
            </option>
          ))}
        </select>
      </div>
      {(["actor", "target"] as const).map((name) => (
        <Field
          key={name}
          label={<FormattedMessage id={`audit.manager.filters.${name}`} />}
          hint={<FormattedMessage id="audit.manager.filters.subjectHint" />}
          value={draft[name]}
          onChange={(event) => set(name, event.target.value)}
          maxLength={200}
        />
      ))}
      {/* The product's calendar, in the page's language; each end bounds the other. */}
      <DatePicker
        label={intl.formatMessage({ id: "audit.manager.filters.from" })}
        value={dayToDate(draft.from)}
        toDate={dayToDate(draft.to)}
        onChange={(date) => set("from", dateToDay(date))}
      />
      <DatePicker
        label={intl.formatMessage({ id: "audit.manager.filters.to" })}
        value={dayToDate(draft.to)}
        fromDate={dayToDate(draft.from)}
        onChange={(date) => set("to", dateToDay(date))}
      />
      <div className="flex items-end gap-2">
        <Button type="submit">
          <FormattedMessage id="audit.manager.filters.apply" />
        </Button>
        <Button type="button" variant="secondary" onClick={() => onApply(EMPTY)}>
          <FormattedMessage id="audit.manager.filters.clear" />
        </Button>
      </div>
    </form>
  );
}
