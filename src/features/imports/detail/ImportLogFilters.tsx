import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { entityTypes, importLogLevels } from '@/api/terms';
import type { EntityType } from '@/api';
import { FilterBar, TextFilter } from '@/components/ui/FilterBar';
import { FilterSelect } from '@/components/ui/FilterSelect';
import { hasLogFilters, type LogView } from './logView';
import { entityLabel } from '@/features/imports/model/entityLabels';

interface ImportLogFiltersProps {
  view: LogView;
  /** the entity types of this import, in processing order */
  entities: readonly EntityType[];
  onChange: (filters: Pick<LogView, 'entity' | 'level' | 'text'>) => void;
  /** the entity select, where focus goes when the filters are cleared from elsewhere */
  entityRef?: Ref<HTMLSelectElement>;
}

/**
 * Entity and level apply at once; "Message contains" on Enter or the button, because against the
 * public service (whose log has no filter) each change reads the whole log.
 */
export function ImportLogFilters({ view, entities, onChange, entityRef }: ImportLogFiltersProps) {
  const { t } = useTranslation('imports');
  // a hand-edited link may name an entity this import does not carry: keep it selectable so the view is honest
  const choices = entityTypes.filter((e) => entities.includes(e) || e === view.entity);
  return (
    <FilterBar
      label={t('logs.filters.label')}
      role="group"
      className="log-filters"
      active={hasLogFilters(view)}
      clearLabel={t('logs.clearFilters')}
      onClear={() => onChange({})}
    >
      <FilterSelect
        label={t('logs.filters.entity')}
        anyLabel={t('logs.filters.anyEntity')}
        value={view.entity}
        options={choices}
        optionLabel={entityLabel}
        onChange={(entity) => onChange({ entity, level: view.level, text: view.text })}
        selectRef={entityRef}
      />
      <FilterSelect
        label={t('logs.filters.level')}
        anyLabel={t('logs.filters.anyLevel')}
        value={view.level}
        options={importLogLevels}
        optionLabel={(l) => t(`logLevel.${l}`)}
        onChange={(level) => onChange({ entity: view.entity, level, text: view.text })}
      />
      <TextFilter
        className="log-text-filter"
        label={t('logs.filters.text')}
        value={view.text}
        submitLabel={t('logs.filters.apply')}
        onApply={(text) => onChange({ entity: view.entity, level: view.level, text })}
      />
    </FilterBar>
  );
}
