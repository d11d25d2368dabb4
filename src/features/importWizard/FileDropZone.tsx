import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDropzone, type FileRejection } from 'react-dropzone';
import type { EntityType } from '@/contract';
import type { SlotNoticeReason } from './store/wizardState';

interface FileDropZoneProps {
  entity: EntityType;
  /** the slot's current file (always there with `line`), kept when a drop is refused */
  currentFileName: string | null;
  onFile: (file: File) => void;
  onRefuse: (refusal: SlotNoticeReason) => void;
  /** a slot with a file: the zone folds into this line, still a drop target but no longer a big button of its own */
  line?: (openPicker: () => void) => ReactNode;
}

/** Takes one .json file or spreadsheet by drop, click or keyboard (Enter or Space opens the file picker). */
export function FileDropZone({ entity, currentFileName, onFile, onRefuse, line }: FileDropZoneProps) {
  const { t } = useTranslation('wizard');
  const file = t(`entity.${entity}.file`);
  const hintId = useId();
  const folded = line !== undefined;
  /** a file chosen while the zone had the focus: the zone gives way to the line, and the focus goes to the line's button */
  const refocus = useRef(false);
  const { getRootProps, getInputProps, isDragActive, isDragReject, open, rootRef, inputRef } = useDropzone({
    // the old and foreign spreadsheets too, so that the slot can say how to save them as one it reads
    accept: {
      'application/json': ['.json'],
      'text/csv': ['.csv', '.tsv', '.txt'],
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx', '.xlsm'],
      'application/vnd.ms-excel': ['.xls'],
      'application/vnd.oasis.opendocument.spreadsheet': ['.ods'],
      'application/x-iwork-numbers-sffnumbers': ['.numbers'],
    },
    multiple: false,
    // folded into a line, only its Replace button opens the picker
    noClick: line !== undefined,
    noKeyboard: line !== undefined,
    onDrop: (accepted: File[], rejected: FileRejection[]) => {
      const all = [...accepted, ...rejected.map((r) => r.file)];
      if (all.length > 1) {
        onRefuse({ reason: 'severalFiles', names: all.map((f) => f.name), kept: currentFileName });
      } else if (rejected[0]) {
        onRefuse({ reason: 'notJson', name: rejected[0].file.name, kept: currentFileName });
      } else if (accepted[0]) {
        const focused = document.activeElement;
        refocus.current = !folded && focused !== null && (focused === inputRef.current || !!rootRef.current?.contains(focused));
        onFile(accepted[0]);
      }
    },
  });
  useEffect(() => {
    if (!folded || !refocus.current) return;
    refocus.current = false;
    rootRef.current?.querySelector('button')?.focus();
  }, [folded, rootRef]);
  const input = <input {...getInputProps({ 'aria-label': t(`entity.${entity}.fileLabel`) })} />;
  const className = [line ? 'dropzone-line' : 'dropzone', isDragActive && 'is-active', isDragReject && 'is-rejected'].filter(Boolean).join(' ');
  if (line) {
    const root = getRootProps({ className, role: 'group', 'aria-label': t('dropZone.line', { file, name: currentFileName ?? '' }) });
    return (
      <div {...root}>
        {line(open)}
        {input}
      </div>
    );
  }
  const root = getRootProps({ className, role: 'button', 'aria-label': t('dropZone.choose', { file }), 'aria-describedby': hintId });
  return (
    <>
      <div {...root}>
        <p aria-hidden="true">{isDragActive ? t('dropZone.dropHere', { file }) : t('dropZone.dropOrChoose', { file })}</p>
        <p id={hintId} className="muted">{t('dropZone.hint')}</p>
      </div>
      {/* outside the button, so that the drop zone holds no nested control */}
      {input}
    </>
  );
}
