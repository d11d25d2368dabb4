import type { Ref } from 'react';
import { entityTypes, importLogLevels, type EntityType } from '@/api';
import { Button } from '@/components/ui/Button';
import { FilterSelect } from '@/components/ui/FilterSelect';
import { entityLabel, logLevelLabels } from '../shared/entityLabels';
import { hasLogFilters, type LogView } from '@/features/imports/model/logView';
import { LogTextFilter } from './LogTextFilter';

export interface ImportLogFiltersProps {
  view: LogView;
  /** the entity types of this import, in processing order */
  entities: readonly EntityType[];
  onChange: (filters: Pick<LogView, 'entity' | 'level' | 'text'>) => void;
  /** the entity select, where focus goes when the filters are cleared from elsewhere */
  entityRef?: Ref<HTMLSelectElement>;
}

export function ImportLogFilters({ view, entities, onChange, entityRef }: ImportLogFiltersProps) {
  // a hand-edited link may name an entity this import does not carry: keep it selectable so the view is honest
  const choices = entityTypes.filter((e) => entities.includes(e) || e === view.entity);
  return (
    <div className="log-filters" role="group" aria-label="Filter the log">
      <FilterSelect
        label="Entity"
        anyLabel="All entities"
        value={view.entity}
        options={choices}
        optionLabel={entityLabel}
        onChange={(entity) => onChange({ entity, level: view.level, text: view.text })}
        selectRef={entityRef}
      />
      <FilterSelect
        label="Level"
        anyLabel="All levels"
        value={view.level}
        options={importLogLevels}
        optionLabel={(l) => logLevelLabels[l]}
        onChange={(level) => onChange({ entity: view.entity, level, text: view.text })}
      />
      <LogTextFilter key={view.text ?? ''} text={view.text} onApply={(text) => onChange({ entity: view.entity, level: view.level, text })} />
      {hasLogFilters(view) && (
        <Button variant="ghost" onClick={() => onChange({})}>
          Clear log filters
        </Button>
      )}
    </div>
  );
}
