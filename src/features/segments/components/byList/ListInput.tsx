import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/Field';
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
  const { t } = useTranslation('segments');
  const lines = countLines(text);
  return (
    <div className="stack">
      <Field
        label={t('byList.input.label')}
        error={error}
        hint={
          <>
            {t('byList.input.hint')} {lines > 0 && <span>{t('byList.input.lines', { count: lines })}</span>}
          </>
        }
      >
        <textarea
          ref={ref}
          className="address-list"
          translate="no"
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
