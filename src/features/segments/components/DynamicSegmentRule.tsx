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
  const text = ruleText(segment.rule);
  return (
    <section className="stack" aria-labelledby="rule-heading">
      <h2 id="rule-heading">Rule</h2>
      <Alert tone="info" title="Members follow the rule">
        This is a dynamic segment: its members are the customers its rule selects, and they change as customers do. They cannot be added
        or removed here; only fixed segments let you manage members.
      </Alert>
      {text ? (
        <pre className="rule-text" role="region" aria-label={`Rule of ${segment.name}`} tabIndex={0}>
          {text}
        </pre>
      ) : (
        <p className="muted">The service did not send this segment’s rule.</p>
      )}
    </section>
  );
}
