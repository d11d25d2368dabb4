import type { Ref } from 'react';
import { entityTypes, importLogLevel, importLogLevels, entityType, type EntityType } from '../../../../api';
import { Button } from '../../../../components/ui/Button';
import { Field } from '../../../../components/ui/Field';
import { entityLabel, logLevelLabels } from '../shared/entityLabels';
import { hasLogFilters, type LogView } from './logView';

export interface ImportLogFiltersProps {
  view: LogView;
  /** the entity types of this import, in processing order */
  entities: readonly EntityType[];
  onChange: (filters: Pick<LogView, 'entity' | 'level'>) => void;
  /** the entity select, where focus goes when the filters are cleared from elsewhere */
  entityRef?: Ref<HTMLSelectElement>;
}

const all = '';

export function ImportLogFilters({ view, entities, onChange, entityRef }: ImportLogFiltersProps) {
  // a hand-edited link may name an entity this import does not carry: keep it selectable so the view is honest
  const choices = entityTypes.filter((e) => entities.includes(e) || e === view.entity);
  return (
    <div className="log-filters" role="group" aria-label="Filter the log">
      <Field label="Entity">
        <select
          ref={entityRef}
          className="input"
          value={view.entity ?? all}
          onChange={(e) => {
            const entity = entityType.safeParse(e.target.value);
            onChange({ entity: entity.success ? entity.data : undefined, level: view.level });
          }}
        >
          <option value={all}>All entities</option>
          {choices.map((e) => (
            <option key={e} value={e}>
              {entityLabel(e)}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Level">
        <select
          className="input"
          value={view.level ?? all}
          onChange={(e) => {
            const level = importLogLevel.safeParse(e.target.value);
            onChange({ entity: view.entity, level: level.success ? level.data : undefined });
          }}
        >
          <option value={all}>All levels</option>
          {importLogLevels.map((l) => (
            <option key={l} value={l}>
              {logLevelLabels[l]}
            </option>
          ))}
        </select>
      </Field>
      {hasLogFilters(view) && (
        <Button variant="ghost" onClick={() => onChange({})}>
          Clear log filters
        </Button>
      )}
    </div>
  );
}
