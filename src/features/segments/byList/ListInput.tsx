import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useDropzone } from 'react-dropzone';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import { formatBytes } from '@/i18n/format';
import { splitLines } from './parseAddressList';

const maxFileBytes = 20 * 1024 * 1024;

/** A file's text as UTF-8, through FileReader, which every browser (and jsdom) has. */
const readTextFile = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file, 'utf-8');
  });

/** What became of the last file, kept as facts so it is said in the language of the moment. */
interface FileNote {
  kind: 'tooBig' | 'wrongType' | 'unreadable' | 'read';
  name: string;
  size?: number;
  lines?: number;
}

interface ListInputProps {
  text: string;
  onTextChange: (text: string) => void;
  error?: string;
  disabled: boolean;
  ref: Ref<HTMLTextAreaElement>;
}

/** Paste addresses, or drop or choose a .csv or .txt file: its text replaces the box's, where it can be checked and edited. */
export function ListInput({ text, onTextChange, error, disabled, ref }: ListInputProps) {
  const { t } = useTranslation('segments');
  const [fileNote, setFileNote] = useState<FileNote | null>(null);
  const lines = splitLines(text).length;
  const read = async (file: File) => {
    try {
      const content = await readTextFile(file);
      onTextChange(content);
      setFileNote({ kind: 'read', name: file.name, lines: splitLines(content).length });
    } catch {
      setFileNote({ kind: 'unreadable', name: file.name });
    }
  };
  // The drop area is only a drop target; a real button opens the file dialog, so keyboard and
  // screen-reader users get an ordinary control and nothing interactive is nested.
  const { getRootProps, getInputProps, isDragActive, isDragReject, open } = useDropzone({
    onDropAccepted: ([file]) => void read(file!),
    onDropRejected: ([rejected]) => {
      const { file, errors } = rejected!;
      const tooBig = errors.some((e) => e.code === 'file-too-large');
      setFileNote({ kind: tooBig ? 'tooBig' : 'wrongType', name: file.name, size: file.size });
    },
    accept: { 'text/csv': ['.csv'], 'text/plain': ['.txt'], 'application/vnd.ms-excel': ['.csv'] },
    multiple: false,
    maxSize: maxFileBytes,
    disabled,
    noClick: true,
    noKeyboard: true,
  });
  const dropArea = getRootProps({
    className: `dropzone${isDragActive ? ' is-active' : ''}${isDragReject ? ' is-rejected' : ''}`,
    role: 'group',
    'aria-label': t('byList.file.dropRegion'),
  });
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
      <div {...dropArea}>
        <input {...getInputProps({ 'aria-label': t('byList.file.input') })} />
        <p>{isDragActive ? t('byList.file.dropNow') : t('byList.file.dropHere')}</p>
        <Button onClick={open} disabled={disabled}>{t('byList.file.choose')}</Button>
      </div>
      <p role="status" className={fileNote && fileNote.kind !== 'read' ? 'field-error' : 'muted'}>
        {fileNote &&
          t(`byList.file.${fileNote.kind}`, {
            name: fileNote.name,
            count: fileNote.lines,
            size: formatBytes(fileNote.size ?? 0),
            max: formatBytes(maxFileBytes),
          })}
      </p>
    </div>
  );
}
