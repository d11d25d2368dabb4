import { memo, useDeferredValue, useId } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { catalogEntityTypes, customerEntityTypes, entityDependencies, importStrategies, isOneOf } from '@/contract/terms';
import type { EntityType } from '@/contract';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import { ProgressBar } from '@/components/ui/ProgressBar';
import { TemplateDownload } from '@/components/ui/TemplateDownload';
import { templateFile } from '@/engine';
import { formatBytes } from '@/i18n/format';
import { paths } from '@/lib/paths';
import { FileCheckReport, type FileCheckReportProps } from './FileCheckReport';
import { FileDropZone } from './FileDropZone';
import { SheetGrid } from './SheetGrid';
import { SheetPanel } from './SheetPanel';
import { useWizardSelection, useWizardState } from './store/useWizardSelection';
import { slotAnnouncement } from './slotAnnouncement';
import { slotVerdict } from './slotVerdict';
import {
  awaitsFile,
  fileNameOf,
  isCatalogEntity,
  isTooLarge,
  isUploadedOnServer,
  locationCodesProblem,
  slotIsLocked,
  slotIsUploaded,
  slotSettings,
  tooLargeFacts,
  suitsPartial,
} from './store/slotRules';
import { UploadStatus } from './UploadProgress';
import type { SlotNoticeReason, WizardState } from './store/wizardState';
import type { WizardStore } from './store/wizardStore';
import { andList, type WizardT } from './wizardText';

/** Why the slot did not take a file, in words. */
const noticeText = (notice: SlotNoticeReason, entity: EntityType, t: WizardT) => {
  const kept = 'kept' in notice && notice.kept ? t('notice.keptFile', { name: notice.kept }) : t('notice.keptNothing');
  switch (notice.reason) {
    case 'severalFiles': {
      // the first few names, then how many more: a drop of a thousand files must not make a wall of text
      const shown = 3;
      const names = notice.names.slice(0, shown).join(', ');
      return t('notice.severalFiles', {
        dropped: notice.names.length,
        names: notice.names.length > shown ? t('notice.namesAndMore', { names, more: notice.names.length - shown }) : names,
        kept,
      });
    }
    case 'notJson':
      return t('notice.notJson', { name: notice.name, file: t(`entity.${entity}.file`), kept });
    case 'changedOnDisk':
      return t(notice.change === 'changed' ? 'notice.changedOnDisk' : 'notice.unreadableOnDisk', { name: notice.name });
  }
};

/**
 * When the service processes the slot's file, said so that only one slot is processed first: attributes. A catalog file
 * that waits for none (inventory) runs beside them; the customer service's files run after every catalog file, one after
 * another, each after those it names.
 */
const processingOrderText = (entity: EntityType, t: WizardT) => {
  const first = catalogEntityTypes[0];
  if (entity === first) return t('slot.processedFirst');
  const before = isOneOf(customerEntityTypes, entity)
    ? customerEntityTypes.slice(0, customerEntityTypes.indexOf(entity))
    : entityDependencies[entity];
  if (before.length > 0) return t('slot.processedAfter', { entities: andList(before.map((dep) => t(`entity.${dep}.inText`)), t) });
  return isOneOf(customerEntityTypes, entity) ? t('slot.processedAfterCatalog') : t('slot.processedBesideAttributes');
};

/** The check of a slot's file as it runs; the report replaces it at the end. */
function CheckProgress({ store, entity, fileName }: { store: WizardStore; entity: EntityType; fileName: string }) {
  const { t } = useTranslation('wizard');
  const progress = useWizardSelection(store, (s) => {
    const { check } = s.slots[entity];
    return check.status === 'checking' ? check.progress : null;
  });
  return (
    <ProgressBar
      label={t('check.label', { name: fileName })}
      value={progress?.bytesChecked ?? 0}
      max={progress?.totalBytes || 1}
      // "40 MB of 100 MB checked · 52,000 elements so far"
      valueText={
        progress
          ? t('check.progress', { checked: formatBytes(progress.bytesChecked), total: formatBytes(progress.totalBytes ?? 0), count: progress.elements })
          : t('check.starting')
      }
    />
  );
}

/** A slot's file in one line (name, size, verdict, replace and remove), so that chosen files do not fill the screen with drop targets. */
function ChosenFileLine({ file, verdict, onReplace, onRemove }: {
  file: File;
  verdict: ReturnType<typeof slotVerdict>;
  /** opens the file picker to replace the file; both absent when the slot cannot change */
  onReplace?: () => void;
  onRemove?: () => void;
}) {
  const { t } = useTranslation('wizard');
  return (
    <div className="wizard-file">
      <span className="wizard-file-name">
        <span translate="no">{file.name}</span> <span className="muted">· {formatBytes(file.size)}</span>
        {verdict && <span className={`wizard-verdict wizard-verdict-${verdict.tone}`}> · {verdict.text}</span>}
      </span>
      {onReplace && onRemove && (
        <span className="row">
          <Button onClick={onReplace}>{t('chosenFile.replace', { name: file.name })}</Button>
          <Button onClick={onRemove}>{t('chosenFile.remove', { name: file.name })}</Button>
        </span>
      )}
    </div>
  );
}

/** What one slot reads of the state: its own, what locks every slot, and the slot its file looks like (offered as a move). */
const slotInputs = (state: WizardState, entity: EntityType): readonly unknown[] => {
  const slot = state.slots[entity];
  const looksLike = slot.check.status === 'done' ? slot.check.result.looksLike : null;
  return [
    slot,
    state.serverFiles[entity],
    state.requested.includes(entity),
    state.creating,
    state.trigger,
    looksLike && state.slots[looksLike].file,
    looksLike && state.slots[looksLike].upload,
    looksLike && state.serverFiles[looksLike],
  ];
};

/** One entity type's file: choose it, its settings, its check, its upload; rendered again only when its props or inputs change. */
export const EntityFileSlot = memo(function EntityFileSlot({ merchantCode, entity, store, findings, preview, guideId }: {
  merchantCode: string;
  entity: EntityType;
  store: WizardStore;
  /** the one explanation of full and partial, above the slots, that the strategy choice points to */
  guideId: string;
} & Pick<FileCheckReportProps, 'findings' | 'preview'>) {
  const titleId = useId();
  const strategyName = useId();
  // not rendered again for a step of progress (its bars follow those) nor for another slot's check or upload
  const state = useWizardState(store, (s) => slotInputs(s, entity));
  const slot = state.slots[entity];
  const file = slot.file;
  // a spreadsheet's line names the spreadsheet; the import file its rows became is named in the report
  const lineFile = slot.sheet?.source ?? file;
  const { t, i18n } = useTranslation('wizard');
  const what = t(`entity.${entity}.inText`);
  const aFile = t(`entity.${entity}.aFile`);
  const locked = slotIsLocked(state, entity);
  const uploaded = slotIsUploaded(state, entity);
  const server = state.serverFiles[entity];
  const onServer = isUploadedOnServer(server);
  const expected = !uploaded && !file && awaitsFile(state, entity);
  const name = fileNameOf(slot, t);
  const settings = slotSettings(state, entity);
  const looksLike = slot.check.status === 'done' ? slot.check.result.looksLike : null;
  // a file goes to the slot it looks like only when that slot is free to take it
  const canMove = looksLike !== null && !locked && !slotIsLocked(state, looksLike) && state.slots[looksLike].file === null && state.slots[looksLike].sheet === null;
  const verdict = slotVerdict(slot, uploaded, t);
  // "full import, catalog default": what the service has the file with
  const uploadedAs = t(settings.strategy === 'full' ? 'slot.uploadedFull' : 'slot.uploadedPartial');
  const uploadedWith = settings.catalogCode ? t('slot.uploadedWithCatalog', { strategy: uploadedAs, catalog: settings.catalogCode }) : uploadedAs;
  // the report is the slot's largest part: React draws it after the verdict, in slices that keep the page responsive
  const reported = useDeferredValue(slot.check);
  const canSwitch = !locked && settings.strategy === 'full' && slot.check.status === 'done' && suitsPartial(slot.check.result);
  const locationsProblem = entity === 'inventory' ? locationCodesProblem(slot.locations, t) : null;

  return (
    <li className="card wizard-slot">
      <section aria-labelledby={titleId} className="stack">
        <div className="wizard-slot-head">
          <h2 id={titleId}>{t(`entity.${entity}.name`)}</h2>
          <span className="wizard-slot-order">{processingOrderText(entity, t)}</span>
        </div>
        {/* always in the page; only its text changes, so that each change is announced */}
        <p role="status" className="visually-hidden">
          {slotAnnouncement(state, entity, t)}
        </p>

        {uploaded && !slot.upload && (
          <Alert announce={false} tone="success" title={t('slot.uploadedTitle', { name })}>
            {t('slot.uploadedBody', { settings: uploadedWith })}
          </Alert>
        )}
        {expected && (
          // the service waits for this slot's file but the browser has none: say why, and the ways on
          <Alert announce={false}
            tone="warning"
            title={slot.remembered ? t('slot.expectedAgainTitle', { name: slot.remembered.name }) : t('slot.expectedTitle', { aFile })}
          >
            {slot.remembered
              ? t('slot.expectedAgainBody', { name: slot.remembered.name, size: formatBytes(slot.remembered.size) })
              : t('slot.expectedBody', { aFile })}{' '}
            <Trans t={t} i18nKey="slot.expectedWayOn" values={{ entity: what }} components={{ newImport: <Link to={paths.newImport(merchantCode)} /> }} />
          </Alert>
        )}
        {!uploaded && !file && !expected && slot.remembered && (
          <Alert announce={false} tone="info" title={t('slot.rememberedTitle', { name: slot.remembered.name })}>
            {t('slot.rememberedBody', { size: formatBytes(slot.remembered.size), entity: what })}
          </Alert>
        )}

        {!locked && (
          <FileDropZone
            entity={entity}
            currentFileName={lineFile?.name ?? null}
            onFile={(chosen) => store.chooseFile(entity, chosen)}
            onRefuse={(reason) => store.refuseDrop(entity, reason)}
            line={lineFile ? (openPicker) => <ChosenFileLine file={lineFile} verdict={verdict} onReplace={openPicker} onRemove={() => store.clearFile(entity)} /> : undefined}
          />
        )}
        {lineFile && locked && <ChosenFileLine file={lineFile} verdict={verdict} />}
        {!locked && !lineFile && !expected && (
          <TemplateDownload
            entity={entity}
            // texts in the locale the wizard reads a plain "Name" column in: the page's language's
            make={() => templateFile(entity, { merchantCode, catalogCode: settings.catalogCode || undefined, locales: [i18n.language?.startsWith('de') ? 'de-de' : 'en-us'] })}
          />
        )}
        {slot.notice && (
          <Alert announce={false}
            tone="warning"
            title={t('slot.notTaken')}
            action={
              <Button variant="ghost" onClick={() => store.dismissNotice(entity)}>
                {t('slot.dismissNotice', { file: t(`entity.${entity}.file`) })}
              </Button>
            }
          >
            {noticeText(slot.notice, entity, t)}
          </Alert>
        )}
        {file && isTooLarge(file) && (
          <Alert announce={false} tone="danger" title={t('slot.tooLargeTitle', { name: file.name })}>
            {t('tooLarge', tooLargeFacts(file))}
          </Alert>
        )}

        {(file || slot.sheet || server || expected) && (
          <div className="wizard-slot-options">
            <fieldset className="wizard-strategy" disabled={locked} aria-describedby={guideId}>
              <legend>{t('strategy.legend', { entity: what })}</legend>
              <span className="row">
                {importStrategies.map((strategy) => (
                  <label key={strategy}>
                    <input
                      type="radio"
                      name={strategyName}
                      value={strategy}
                      checked={settings.strategy === strategy}
                      onChange={() => store.setStrategy(entity, strategy)}
                    />
                    <span>{t(`strategy.${strategy}`)}</span>
                  </label>
                ))}
              </span>
            </fieldset>
            {isCatalogEntity(entity) && (
              <Field
                label={t('slot.catalogLabel', { entity: what })}
                hint={t('slot.catalogHint', { elements: t(`entity.${entity}.elements`) })}
                error={!onServer && (file || expected) && slot.catalogCode.trim() === '' ? t('slot.catalogMissing', { entity: what }) : undefined}
              >
                <input
                  type="text"
                  value={onServer ? (server.catalogCode ?? '') : slot.catalogCode}
                  disabled={locked}
                  maxLength={255}
                  autoComplete="off"
                  spellCheck={false}
                  onChange={(e) => store.setTyped(entity, { catalogCode: e.target.value })}
                />
              </Field>
            )}
            {entity === 'inventory' && settings.strategy === 'full' && (
              <Field
                label={t('locations.label')}
                hint={
                  settings.locationCodes.length && !locationsProblem
                    ? t('locations.only', { locations: andList(settings.locationCodes, t) })
                    : t('locations.hint')
                }
                error={locationsProblem ?? undefined}
              >
                <input
                  type="text"
                  value={slot.locations}
                  disabled={locked}
                  autoComplete="off"
                  spellCheck={false}
                  onChange={(e) => store.setTyped(entity, { locations: e.target.value })}
                />
              </Field>
            )}
          </div>
        )}

        {slot.sheet && <SheetPanel entity={entity} sheet={slot.sheet} locked={locked} onReread={(choice) => store.rereadSheet(entity, choice)} />}
        {file && slot.check.status === 'checking' && <CheckProgress store={store} entity={entity} fileName={file.name} />}
        {file && slot.check.status !== 'checking' && reported.status !== 'checking' && (
          <FileCheckReport
            entity={entity}
            fileName={file.name}
            check={reported}
            catalogCode={settings.catalogCode}
            onMoveTo={canMove ? (to) => store.moveFile(entity, to) : undefined}
            onSwitchToPartial={canSwitch ? () => store.setStrategy(entity, 'partial') : undefined}
            findings={findings}
            locationCodes={settings.locationCodes}
            preview={preview}
            places={slot.sheet?.status === 'read' ? (slot.sheet.conversion ?? undefined) : undefined}
          />
        )}
        {slot.sheet && <SheetGrid entity={entity} store={store} sheet={slot.sheet} check={slot.check} locked={locked} />}
        {slot.upload && file && <UploadStatus store={store} entity={entity} fileName={file.name} />}
      </section>
    </li>
  );
});
