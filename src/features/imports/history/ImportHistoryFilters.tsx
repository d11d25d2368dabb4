import type { Ref } from 'react';
import { FilterBar, TextFilter } from '@/components/ui/FilterBar';
import { FilterSelect } from '@/components/ui/FilterSelect';
import { importStatusDisplay } from '@/features/imports/model/importStatusDisplay';
import { hasHistoryFilters, historyStatuses, withFailures, type HistoryStatus, type HistoryView } from './historyView';

export const historyStatusLabel = (s: HistoryStatus) => (s === withFailures ? 'Finished with failures' : importStatusDisplay[s].label);

interface ImportHistoryFiltersProps {
  view: HistoryView;
  /** a new filter; paging starts again at the first page */
  onChange: (filters: Pick<HistoryView, 'status' | 'importRef'>) => void;
  /** the status select, where focus goes when the filters are cleared from elsewhere */
  statusRef?: Ref<HTMLSelectElement>;
}

/** Status (applies at once) and import reference (applies on Enter or "Find import"). */
export function ImportHistoryFilters({ view, onChange, statusRef }: ImportHistoryFiltersProps) {
  return (
    <FilterBar label="Filter imports" className="history-filters" active={hasHistoryFilters(view)} onClear={() => onChange({})}>
      <FilterSelect
        label="Status"
        anyLabel="All statuses"
        value={view.status}
        options={historyStatuses}
        optionLabel={historyStatusLabel}
        onChange={(status) => onChange({ status, importRef: view.importRef })}
        selectRef={statusRef}
      />
      <TextFilter
        className="history-search"
        label="Import reference"
        hint="All or part of it, e.g. the 8 characters shown in the table."
        value={view.importRef}
        submitLabel="Find import"
        onApply={(importRef) => onChange({ status: view.status, importRef })}
      />
    </FilterBar>
  );
}
