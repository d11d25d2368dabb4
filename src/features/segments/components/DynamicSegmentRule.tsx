import { useTranslation } from 'react-i18next';
import type { Segment } from '@/api';
import { Alert } from '@/components/ui/Alert';

/** The rule as indented JSON: any shape the service sends, shown as text, never interpreted. */
const ruleText = (rule: unknown) => {
  if (rule === undefined || rule === null) return null;
  if (typeof rule === 'string') return rule;
  try {
    return JSON.stringify(rule, null, 2);
  } catch {
    return String(rule);
  }
};

/** A dynamic segment: its rule, read-only; its members cannot be managed here. */
export function DynamicSegmentRule({ segment }: { segment: Segment }) {
  const { t } = useTranslation('segments');
  const text = ruleText(segment.rule);
  return (
    <section className="stack" aria-labelledby="rule-heading">
      <h2 id="rule-heading">{t('rule.heading')}</h2>
      <Alert tone="info" title={t('rule.title')}>
        {t('rule.body')}
      </Alert>
      {text ? (
        <pre className="rule-text" role="region" aria-label={t('rule.region', { name: segment.name })} tabIndex={0} translate="no">
          {text}
        </pre>
      ) : (
        <p className="muted">{t('rule.missing')}</p>
      )}
    </section>
  );
}
