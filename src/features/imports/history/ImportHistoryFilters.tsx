import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar, TextFilter } from '@/components/ui/FilterBar';
import { FilterSelect } from '@/components/ui/FilterSelect';
import { i18next } from '@/i18n/i18n';
import { importStatusLabel } from '@/features/imports/model/importReading';
import { hasHistoryFilters, historyStatuses, withFailures, type HistoryStatus, type HistoryView } from './historyView';

/** A status choice in words, read in the page's language when called. */
export const historyStatusLabel = (s: HistoryStatus) => (s === withFailures ? i18next.t('imports:history.filters.withFailures') : importStatusLabel(s));

interface ImportHistoryFiltersProps {
  view: HistoryView;
  /** a new filter; paging starts again at the first page */
  onChange: (filters: Pick<HistoryView, 'status' | 'importRef'>) => void;
  /** the status select, where focus goes when the filters are cleared from elsewhere */
  statusRef?: Ref<HTMLSelectElement>;
}

/** Status (applies at once) and import reference (applies on Enter or "Find import"). */
export function ImportHistoryFilters({ view, onChange, statusRef }: ImportHistoryFiltersProps) {
  const { t } = useTranslation('imports');
  return (
    <FilterBar label={t('history.filters.label')} className="history-filters" active={hasHistoryFilters(view)} clearLabel={t('history.clearFilters')} onClear={() => onChange({})}>
      <FilterSelect
        label={t('history.filters.status')}
        anyLabel={t('history.filters.anyStatus')}
        value={view.status}
        options={historyStatuses}
        optionLabel={historyStatusLabel}
        onChange={(status) => onChange({ status, importRef: view.importRef })}
        selectRef={statusRef}
      />
      <TextFilter
        className="history-search"
        label={t('history.filters.ref')}
        hint={t('history.filters.refHint')}
        value={view.importRef}
        submitLabel={t('history.filters.find')}
        onApply={(importRef) => onChange({ status: view.status, importRef })}
      />
    </FilterBar>
  );
}
