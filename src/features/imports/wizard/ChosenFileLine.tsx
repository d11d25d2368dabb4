import { Button } from '@/components/ui/Button';
import { formatBytes } from '@/i18n/format';
import type { SlotVerdict } from './slotVerdict';

export interface ChosenFileLineProps {
  file: File;
  verdict: SlotVerdict | null;
  /** opens the file picker to replace the file; absent when the slot cannot change */
  onReplace?: () => void;
  onRemove?: () => void;
}

/**
 * A slot with a file: its drop zone folds into one line (name, size, what the check says, replace
 * and remove), so that four chosen files do not fill the screen with drop targets.
 */
export function ChosenFileLine({ file, verdict, onReplace, onRemove }: ChosenFileLineProps) {
  return (
    <div className="wizard-file">
      <span className="wizard-file-name">
        {file.name} <span className="muted">· {formatBytes(file.size)}</span>
        {verdict && <span className={`wizard-verdict wizard-verdict-${verdict.tone}`}> · {verdict.text}</span>}
      </span>
      {(onReplace || onRemove) && (
        <span className="row">
          {onReplace && <Button onClick={onReplace}>Replace {file.name}</Button>}
          {onRemove && <Button onClick={onRemove}>Remove {file.name}</Button>}
        </span>
      )}
    </div>
  );
}
