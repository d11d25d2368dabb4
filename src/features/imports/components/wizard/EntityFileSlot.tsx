import { useId } from 'react';
import { catalogEntities, entityDependencies, type EntityType, type ImportStrategy } from '../../../../api';
import { Alert } from '../../../../components/ui/Alert';
import { Button } from '../../../../components/ui/Button';
import { Field } from '../../../../components/ui/Field';
import { formatBytes } from '../../../../lib/format';
import { entityWords, everyExisting } from './entityWords';
import { FileCheckReport } from './FileCheckReport';
import { FileDropZone } from './FileDropZone';
import { UploadStatus } from './UploadStatus';
import { awaitsFile, fileNameOf, slotIsUploaded, tooLargeMessage, uploadLimitBytes } from './wizardPlan';
import type { WizardState, WizardStore } from './wizardStore';

const processingNote = (entity: EntityType) => {
  const deps = entityDependencies[entity];
  if (deps.length === 0) return 'Processed first';
  return `Processed after ${deps.map((d) => entityWords[d].plural).join(' and ')}`;
};

function StrategyChoice({ entity, value, catalogCode, disabled, onChange }: {
  entity: EntityType;
  value: ImportStrategy;
  catalogCode: string | undefined;
  disabled: boolean;
  onChange: (s: ImportStrategy) => void;
}) {
  const words = entityWords[entity];
  const name = useId();
  return (
    <fieldset className="wizard-strategy" disabled={disabled}>
      <legend>Strategy for {words.plural}</legend>
      <label>
        <input type="radio" name={name} value="full" checked={value === 'full'} onChange={() => onChange('full')} />
        <span>
          <strong>Full</strong>: the file is the complete set; {everyExisting(entity, catalogCode)} not in it is deleted.
        </span>
      </label>
      <label>
        <input type="radio" name={name} value="partial" checked={value === 'partial'} onChange={() => onChange('partial')} />
        <span>
          <strong>Partial</strong>: only the {words.many} in the file change; an element with <code>"importType": "D"</code> is deleted.
        </span>
      </label>
    </fieldset>
  );
}

/** One entity type's file: choose or drop it, its strategy and catalog, what the check found, its upload. */
export function EntityFileSlot({ entity, state, store }: { entity: EntityType; state: WizardState; store: WizardStore }) {
  const titleId = useId();
  const slot = state.slots[entity];
  const words = entityWords[entity];
  const locked = store.isLocked(entity);
  const uploaded = slotIsUploaded(state, entity);
  const server = state.serverFiles[entity];
  const name = fileNameOf(slot);
  const needsCatalog = catalogEntities.includes(entity);
  const strategy = server?.importStrategy ?? slot.strategy;
  const catalogCode = needsCatalog ? (server?.catalogCode ?? slot.catalogCode) : undefined;
  const looksLike = slot.check.status === 'done' ? slot.check.result.looksLike : null;
  // a file goes to the slot it looks like only when that slot is free to take it
  const canMove = looksLike !== null && !locked && !store.isLocked(looksLike) && state.slots[looksLike].file === null;

  return (
    <li className="card wizard-slot">
      <section aria-labelledby={titleId} className="stack">
        <div className="wizard-slot-head">
          <h2 id={titleId}>{words.title}</h2>
          <span className="wizard-slot-order">{processingNote(entity)}</span>
        </div>

        {uploaded && !slot.upload && (
          <Alert tone="success" title={`${name} is uploaded`}>
            The service has this file ({strategy} import{catalogCode ? `, catalog ${catalogCode}` : ''}); it takes part when the import starts.
          </Alert>
        )}
        {!uploaded && !slot.file && awaitsFile(state, entity) && (
          <Alert tone="warning" title={`Choose ${name} again`}>
            The page was reloaded before {slot.remembered ? `${name} (${formatBytes(slot.remembered.size)})` : `the ${words.plural} file`} was
            uploaded, and a browser cannot keep a chosen file across a reload. The service is waiting for it: the import can start once it is uploaded.
          </Alert>
        )}
        {!uploaded && !slot.file && !awaitsFile(state, entity) && slot.remembered && (
          <Alert tone="info" title={`${slot.remembered.name} was chosen before the page was reloaded`}>
            Choose it again ({formatBytes(slot.remembered.size)}) to import {words.plural}, or leave this slot empty.
          </Alert>
        )}

        {!locked && (
          <FileDropZone
            entity={entity}
            disabled={locked}
            currentFileName={slot.file?.name ?? null}
            onFile={(file) => store.chooseFile(entity, file)}
            onRefuse={(reason) => store.refuseDrop(entity, reason)}
          />
        )}
        {slot.notice && (
          <Alert
            tone="warning"
            title="The file was not taken"
            action={
              <Button variant="ghost" onClick={() => store.dismissNotice(entity)}>
                Dismiss this message about the {words.plural} file
              </Button>
            }
          >
            {slot.notice}
          </Alert>
        )}
        {slot.file && (
          <div className="wizard-file">
            <span className="wizard-file-name">
              {slot.file.name} <span className="muted">· {formatBytes(slot.file.size)}</span>
            </span>
            {!locked && <Button onClick={() => store.clearFile(entity)}>Remove {slot.file.name}</Button>}
          </div>
        )}
        {slot.file && slot.file.size > uploadLimitBytes && (
          <Alert tone="danger" title={`${slot.file.name} is too large to upload`}>
            {tooLargeMessage(slot.file)}
          </Alert>
        )}

        {(slot.file || server || awaitsFile(state, entity)) && (
          <div className="wizard-slot-options">
            <StrategyChoice
              entity={entity}
              value={strategy}
              catalogCode={catalogCode}
              disabled={locked}
              onChange={(s) => store.setStrategy(entity, s)}
            />
            {needsCatalog && (
              <Field
                label={`Catalog code for ${words.plural}`}
                hint={`The catalog the ${words.many} belong to.`}
                error={slot.file && slot.catalogCode.trim() === '' ? `Enter the catalog code for ${words.plural}.` : undefined}
              >
                <input
                  type="text"
                  value={catalogCode ?? ''}
                  disabled={locked}
                  maxLength={255}
                  autoComplete="off"
                  spellCheck={false}
                  onChange={(e) => store.setCatalogCode(entity, e.target.value)}
                />
              </Field>
            )}
          </div>
        )}

        {slot.file && (
          <FileCheckReport
            entity={entity}
            fileName={slot.file.name}
            check={slot.check}
            catalogCode={catalogCode}
            onMoveTo={canMove ? (to) => store.moveFile(entity, to) : undefined}
          />
        )}
        {slot.upload && slot.file && (
          <UploadStatus
            fileName={slot.file.name}
            upload={slot.upload}
            onCancel={() => store.cancelUpload(entity)}
            onRetry={() => store.retryUpload(entity)}
          />
        )}
      </section>
    </li>
  );
}
