import { memo, useEffect, useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { catalogEntityTypes, customerEntityTypes, entityTypes } from '@/contract/terms';
import { prepareFileCheck } from '@/engine';
import { useCatalogChecks } from './useCatalogChecks';
import { useWizardSelection } from './store/useWizardSelection';
import type { WizardStore } from './store/wizardStore';
import { EntityFileSlot } from './EntityFileSlot';
import { StartImportBar } from './StartImportBar';
import { UploadProgress } from './UploadProgress';

const slotGroups = [
  { label: 'catalog', entities: catalogEntityTypes },
  { label: 'customers', entities: customerEntityTypes },
] as const;

/** what marks an element for deletion in a partial file: the file's own syntax, the same in every language */
const deleteMark = '"importType": "D"';

/** The checker's workers start while the page is idle, so that a check finds their code loaded; they end when the page goes. */
function usePreparedChecker() {
  useEffect(() => {
    let release = () => {};
    const start = () => (release = prepareFileCheck());
    if (typeof requestIdleCallback !== 'function') {
      const id = setTimeout(start, 50);
      return () => (clearTimeout(id), release());
    }
    const id = requestIdleCallback(start, { timeout: 2000 });
    return () => (cancelIdleCallback(id), release());
  }, []);
}

/** Full and partial, explained once for every slot; memoised so that the page's renders do not parse the marked-up text again. */
const StrategyGuide = memo(function StrategyGuide({ id }: { id: string }) {
  const { t } = useTranslation('wizard');
  return (
    <div id={id} className="wizard-guide">
      <p>
        <Trans t={t} i18nKey="strategy.guide" values={{ deleteMark }} components={{ strong: <strong />, code: <code translate="no" /> }} />
      </p>
    </div>
  );
});

/**
 * The uploads' progress, one slot per entity type, then the button. Its props stay while the page re-renders for the
 * import's polled record, so those renders stop here: the step follows the store itself.
 */
export const FilesStep = memo(function FilesStep({ merchantCode, store }: { merchantCode: string; store: WizardStore }) {
  const guideId = useId();
  const { t } = useTranslation('wizard');
  usePreparedChecker();
  const catalogChecks = useCatalogChecks(merchantCode, store);
  // once files go out, the merchant watches them: the introduction has done its work
  const underway = useWizardSelection(store, (s) => s.creating || entityTypes.some((entity) => s.slots[entity].upload !== null));
  return (
    <>
      {!underway && <p>{t('files.intro')}</p>}
      {underway && <UploadProgress store={store} />}
      <StrategyGuide id={guideId} />
      {/* the catalog's files, then the customer service's, each group in the order the service processes it */}
      {slotGroups.map(({ label, entities }) => (
        <section key={label} className="wizard-group" aria-labelledby={`${guideId}-${label}`}>
          <h2 id={`${guideId}-${label}`} className="wizard-group-title">
            {t(`files.group.${label}`)}
          </h2>
          <ol className="wizard-slots" aria-label={t(`files.groupList.${label}`)}>
            {entities.map((entity) => (
              <EntityFileSlot
                key={entity}
                merchantCode={merchantCode}
                entity={entity}
                store={store}
                guideId={guideId}
                findings={catalogChecks.findings[entity]}
                preview={catalogChecks.previews[entity]}
              />
            ))}
          </ol>
        </section>
      ))}
      <StartImportBar blockers={catalogChecks.blockers} previews={catalogChecks.previews} store={store} />
    </>
  );
});
