import type { FormEvent, Ref } from 'react';
import { Button } from '@/components/ui/Button';
import { FilterSelect } from '@/components/ui/FilterSelect';
import { Field } from '@/components/ui/Field';
import { importStatusDisplay } from '@/features/imports/model/importStatusDisplay';
import { hasHistoryFilters, historyStatuses, withFailures, type HistoryStatus, type HistoryView } from '@/features/imports/model/historyView';

export const historyStatusLabel = (s: HistoryStatus) => (s === withFailures ? 'Finished with failures' : importStatusDisplay[s].label);

export interface ImportHistoryFiltersProps {
  view: HistoryView;
  /** a new filter; paging starts again at the first page */
  onChange: (filters: Pick<HistoryView, 'status' | 'importRef'>) => void;
  /** the status select, where focus goes when the filters are cleared from elsewhere */
  statusRef?: Ref<HTMLSelectElement>;
}

/** Status (applies at once) and import reference (applies on Enter or "Search"). */
export function ImportHistoryFilters({ view, onChange, statusRef }: ImportHistoryFiltersProps) {
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('importRef');
    const importRef = typeof value === 'string' ? value.trim() : '';
    onChange({ status: view.status, importRef: importRef || undefined });
  };
  return (
    <div className="history-filters" role="search" aria-label="Filter imports">
      <FilterSelect
        label="Status"
        anyLabel="All statuses"
        value={view.status}
        options={historyStatuses}
        optionLabel={historyStatusLabel}
        onChange={(status) => onChange({ status, importRef: view.importRef })}
        selectRef={statusRef}
      />
      {/* keyed on the applied reference so Back and Forward show what is applied, not a stale draft */}
      <form key={view.importRef ?? ''} className="history-search" onSubmit={search}>
        <Field label="Import reference" hint="All or part of it, e.g. the 8 characters shown in the table.">
          <input name="importRef" type="search" className="input" defaultValue={view.importRef ?? ''} autoComplete="off" spellCheck={false} />
        </Field>
        <Button type="submit">Find import</Button>
      </form>
      {hasHistoryFilters(view) && (
        <Button variant="ghost" onClick={() => onChange({})}>
          Clear filters
        </Button>
      )}
    </div>
  );
}
