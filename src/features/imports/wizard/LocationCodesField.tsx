import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/Field';
import { listLocations, locationCodesProblem, parseLocationCodes } from './locationCodes';
import { say } from './wizardText';

export interface LocationCodesFieldProps {
  value: string;
  disabled: boolean;
  onChange: (text: string) => void;
}

/** The inventory slot's "only these locations" choice, offered with the full strategy. */
export function LocationCodesField({ value, disabled, onChange }: LocationCodesFieldProps) {
  const codes = parseLocationCodes(value);
  const problem = locationCodesProblem(value);
  const { t } = useTranslation('wizard');
  return (
    <Field
      label={t('locations.label')}
      hint={codes.length && !problem ? t('locations.only', { locations: say(t, listLocations(codes)) }) : t('locations.hint')}
      error={problem ? say(t, problem) : undefined}
    >
      <input type="text" value={value} disabled={disabled} autoComplete="off" spellCheck={false} onChange={(e) => onChange(e.target.value)} />
    </Field>
  );
}
