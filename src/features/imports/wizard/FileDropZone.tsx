import { useId, type ReactNode } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import type { EntityType } from '@/api';
import { entityLabel, entityLabelInText } from '@/features/imports/model/entityLabels';

export interface FileDropZoneProps {
  entity: EntityType;
  /** the slot's current file, named in the hint */
  currentFileName: string | null;
  onFile: (file: File) => void;
  /** a drop the slot will not take, and why */
  onRefuse: (reason: string) => void;
  /**
   * A slot with a file: the zone folds into this line (which gets the way to open the picker) and
   * stays a drop target, but is no longer a big button of its own.
   */
  line?: (openPicker: () => void) => ReactNode;
}

/** the first few names, then how many more: a drop of a thousand files must not make a wall of text */
const describeDrop = (files: File[], shown = 3) =>
  files.slice(0, shown).map((f) => f.name).join(', ') + (files.length > shown ? ` and ${files.length - shown} more` : '');

/** Takes one .json file by drop, click or keyboard (Enter or Space opens the file picker). */
export function FileDropZone({ entity, currentFileName, onFile, onRefuse, line }: FileDropZoneProps) {
  const what = entityLabelInText(entity);
  const hintId = useId();
  const { getRootProps, getInputProps, isDragActive, isDragReject, open } = useDropzone({
    accept: { 'application/json': ['.json'] },
    multiple: false,
    // folded into a line, only its Replace button opens the picker
    noClick: line !== undefined,
    noKeyboard: line !== undefined,
    onDrop: (accepted: File[], rejected: FileRejection[]) => {
      const all = [...accepted, ...rejected.map((r) => r.file)];
      const kept = currentFileName ? `${currentFileName} stays chosen.` : 'Nothing was changed.';
      if (all.length > 1) {
        onRefuse(`Drop one file at a time: ${all.length} files were dropped (${describeDrop(all)}). ${kept}`);
      } else if (rejected[0]) {
        onRefuse(`${rejected[0].file.name} is not a .json file. The ${what} file must be JSON. ${kept}`);
      } else if (accepted[0]) {
        onFile(accepted[0]);
      }
    },
  });
  const input = <input {...getInputProps({ 'aria-label': `${entityLabel(entity)} file` })} />;
  if (line) {
    const className = ['dropzone-line', isDragActive && 'is-active', isDragReject && 'is-rejected'].filter(Boolean).join(' ');
    return (
      <div {...getRootProps({ className, role: 'group', 'aria-label': `The ${what} file: ${currentFileName ?? ''}` })}>
        {line(open)}
        {input}
      </div>
    );
  }
  const className = ['dropzone', isDragActive && 'is-active', isDragReject && 'is-rejected'].filter(Boolean).join(' ');
  return (
    <>
      <div {...getRootProps({ className, role: 'button', 'aria-label': `Choose or drop the ${what} file (.json)`, 'aria-describedby': hintId })}>
        <p aria-hidden="true">
          {isDragActive ? `Drop the ${what} file here` : `Drop the ${what} file here, or choose it`}
        </p>
        <p id={hintId} className="muted">
          {currentFileName ? `One .json file; a new one replaces ${currentFileName}.` : 'One .json file: an array of elements.'}
        </p>
      </div>
      {/* outside the button, so that the drop zone holds no nested control */}
      {input}
    </>
  );
}
