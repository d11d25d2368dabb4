import type { FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';

/**
 * "Message contains": applies on Enter or the button, not per keystroke, because against the public
 * service (whose log has no filter) each change reads the whole log. The parent keys it on the
 * applied text, so Back and Forward show what is applied.
 */
export function LogTextFilter({ text, onApply }: { text: string | undefined; onApply: (text: string | undefined) => void }) {
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('logText');
    const trimmed = typeof value === 'string' ? value.trim() : '';
    onApply(trimmed || undefined);
  };
  return (
    <form className="log-text-filter" onSubmit={apply}>
      <Field label="Message contains">
        <input name="logText" type="search" className="input" defaultValue={text ?? ''} autoComplete="off" spellCheck={false} />
      </Field>
      <Button type="submit">Filter the log</Button>
    </form>
  );
}
