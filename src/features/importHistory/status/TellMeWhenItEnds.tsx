import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { askToBeTold, useToldAbout } from './importEndAlerts';

/** While an import runs: the merchant may ask to be told when it ends (the browser asks its leave then, not before). */
export function TellMeWhenItEnds({ importRef }: { importRef: string }) {
  const { t } = useTranslation('importHistory');
  const { asked, permission } = useToldAbout(importRef);
  if (!asked) return <Button onClick={() => void askToBeTold(importRef)}>{t('endAlert.ask')}</Button>;
  return <span className="muted">{permission === 'granted' ? t('endAlert.willTell') : t('endAlert.titleOnly')}</span>;
}
