import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { formatBytes } from '@/i18n/format';
import type { SlotVerdict } from './slotVerdict';
import { say } from './wizardText';

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
  const { t } = useTranslation('wizard');
  return (
    <div className="wizard-file">
      <span className="wizard-file-name">
        <span translate="no">{file.name}</span> <span className="muted">· {formatBytes(file.size)}</span>
        {verdict && <span className={`wizard-verdict wizard-verdict-${verdict.tone}`}> · {say(t, verdict.text)}</span>}
      </span>
      {(onReplace || onRemove) && (
        <span className="row">
          {onReplace && <Button onClick={onReplace}>{t('chosenFile.replace', { name: file.name })}</Button>}
          {onRemove && <Button onClick={onRemove}>{t('chosenFile.remove', { name: file.name })}</Button>}
        </span>
      )}
    </div>
  );
}
