import { forwardRef } from 'react';
import { Field } from '@/components/ui/Field';
import { formatCount } from '@/i18n/format';
import { countLines } from './countLines';
import { ListFileDrop } from './ListFileDrop';

interface ListInputProps {
  text: string;
  onTextChange: (text: string) => void;
  error?: string;
  disabled?: boolean;
}

/** Paste addresses, or drop or choose a file; a file's text lands in the box, where it can be checked and edited. */
export const ListInput = forwardRef<HTMLTextAreaElement, ListInputProps>(function ListInput({ text, onTextChange, error, disabled }, ref) {
  const lines = countLines(text);
  return (
    <div className="stack">
      <Field
        label="E-mail addresses"
        error={error}
        hint={<>One address per line, or a CSV with a column headed “E-mail”. {lines > 0 && <span>{formatCount(lines)} lines.</span>}</>}
      >
        <textarea
          ref={ref}
          className="address-list"
          rows={10}
          spellCheck={false}
          autoComplete="off"
          value={text}
          disabled={disabled}
          onChange={(e) => onTextChange(e.target.value)}
        />
      </Field>
      <ListFileDrop onTextChange={onTextChange} disabled={disabled} />
    </div>
  );
});
