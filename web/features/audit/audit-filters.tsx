import SlidersHorizontal from "lucide-react/icons/sliders-horizontal";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { useIsWideScreen } from "../../components/ui/use-media-query";
import { AuditFiltersForm } from "./audit-filters-form";
import { activeFilterCount, auditFiltersToParams, type AuditFilters } from "./audit-search-params";

type AuditFiltersProps = { filters: AuditFilters; onApply: (filters: AuditFilters) => void };

/**
 * The audit log's filters: in a card above the list from 640 px, behind a "Filters" button
 * (counting the active ones) opening a sheet on phones, where five fields filled the screen.
 */
export function AuditFilters({ filters, onApply }: AuditFiltersProps) {
  const intl = useIntl();
  const wide = useIsWideScreen();
  const [open, setOpen] = useState(false);
  // A new form when the URL changes (back, a link), so its fields show the URL's filters.
  const key = auditFiltersToParams(filters).toString();
  if (wide) return <AuditFiltersForm key={key} filters={filters} onApply={onApply} />;

  const count = activeFilterCount(filters);
  return (
    <div>
      <Button
        variant="secondary"
        aria-label={intl.formatMessage({ id: "audit.manager.filters.open" }, { count })}
        onClick={() => setOpen(true)}
      >
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        <FormattedMessage id="audit.manager.filters.title" />
        {count > 0 && (
          <span className="rounded-full bg-badge px-2 py-0.5 text-xs font-medium text-badge-foreground">
            {intl.formatNumber(count)}
          </span>
        )}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={<FormattedMessage id="audit.manager.filters.title" />}
      >
        <AuditFiltersForm
          key={key}
          filters={filters}
          className=""
          onApply={(next) => {
            setOpen(false);
            onApply(next);
          }}
        />
      </Dialog>
    </div>
  );
}
