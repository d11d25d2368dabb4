import { Field } from '@/components/ui/Field';
import { listLocations, locationCodesProblem, parseLocationCodes } from './locationCodes';

export interface LocationCodesFieldProps {
  value: string;
  disabled: boolean;
  onChange: (text: string) => void;
}

/** The inventory slot's "only these locations" choice, offered with the full strategy. */
export function LocationCodesField({ value, disabled, onChange }: LocationCodesFieldProps) {
  const codes = parseLocationCodes(value);
  const problem = locationCodesProblem(value);
  return (
    <Field
      label="Replace the stock of these locations only (optional)"
      hint={
        codes.length && !problem
          ? `Only the stock of ${listLocations(codes)} is replaced; every other location keeps its stock.`
          : 'Location codes separated by commas, e.g. store-berlin. Empty: the file replaces the stock of every location.'
      }
      error={problem ?? undefined}
    >
      <input type="text" value={value} disabled={disabled} autoComplete="off" spellCheck={false} onChange={(e) => onChange(e.target.value)} />
    </Field>
  );
}
