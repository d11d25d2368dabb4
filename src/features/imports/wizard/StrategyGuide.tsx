import { Trans, useTranslation } from 'react-i18next';

/** what marks an element for deletion in a partial file: the file's own syntax, the same in every language */
const deleteMark = '"importType": "D"';

/** Full and partial, explained once for every slot; each slot's choice points here. */
export function StrategyGuide({ id }: { id: string }) {
  const { t } = useTranslation('wizard');
  return (
    <div id={id} className="wizard-guide">
      <p>
        <Trans t={t} i18nKey="strategy.guide" values={{ deleteMark }} components={{ strong: <strong />, code: <code translate="no" /> }} />
      </p>
    </div>
  );
}
