import { useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { Button } from '@/components/ui/Button';
import { formatBytes, formatCount } from '@/i18n/format';
import { countLines } from './countLines';

const maxFileBytes = 20 * 1024 * 1024;

/** A file's text as UTF-8, through FileReader, which every browser (and jsdom) has. */
const readTextFile = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file, 'utf-8');
  });

interface ListFileDropProps {
  onTextChange: (text: string) => void;
  disabled?: boolean;
}

/** Drop or choose a .csv or .txt file: its text replaces the box's, where it can be checked and edited. */
export function ListFileDrop({ onTextChange, disabled }: ListFileDropProps) {
  const [fileNote, setFileNote] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const onDrop = async (accepted: File[], rejected: FileRejection[]) => {
    const file = accepted[0];
    if (!file) {
      const r = rejected[0];
      if (r) {
        const tooBig = r.errors.some((e) => e.code === 'file-too-large');
        setFileNote({
          tone: 'error',
          text: tooBig
            ? `${r.file.name} is ${formatBytes(r.file.size)}; files up to ${formatBytes(maxFileBytes)} can be read.`
            : `${r.file.name} is not a text or CSV file. Choose a .csv or .txt file.`,
        });
      }
      return;
    }
    try {
      const content = await readTextFile(file);
      onTextChange(content);
      setFileNote({ tone: 'info', text: `Read ${file.name}: ${formatCount(countLines(content))} lines. They are in the box above; check them when ready.` });
    } catch {
      setFileNote({ tone: 'error', text: `${file.name} could not be read. Try again, or paste its contents.` });
    }
  };
  // The drop area is only a drop target; a real button opens the file dialog, so keyboard and
  // screen-reader users get an ordinary control and nothing interactive is nested.
  const { getRootProps, getInputProps, isDragActive, isDragReject, open } = useDropzone({
    onDrop: (a, r) => void onDrop(a, r),
    accept: { 'text/csv': ['.csv'], 'text/plain': ['.txt'], 'application/vnd.ms-excel': ['.csv'] },
    multiple: false,
    maxSize: maxFileBytes,
    disabled,
    noClick: true,
    noKeyboard: true,
  });
  return (
    <>
      <div {...getRootProps({ className: `dropzone${isDragActive ? ' is-active' : ''}${isDragReject ? ' is-rejected' : ''}`, role: 'group', 'aria-label': 'Drop a file with e-mail addresses' })}>
        <input {...getInputProps({ 'aria-label': 'File with e-mail addresses' })} />
        <p>{isDragActive ? 'Drop the file to read it' : 'Drop a .csv or .txt file with e-mail addresses here, or'}</p>
        <Button onClick={open} disabled={disabled}>
          Choose a file with e-mail addresses
        </Button>
      </div>
      <p role="status" className={fileNote?.tone === 'error' ? 'field-error' : 'muted'}>
        {fileNote?.text}
      </p>
    </>
  );
}
