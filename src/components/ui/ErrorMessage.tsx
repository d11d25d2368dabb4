import { Trans, useTranslation } from 'react-i18next';
import { describeError, isApiError } from '@/lib/errors';

/** What went wrong: the kind of failure translated, the service's own words and technical detail marked untranslatable. */
export function ErrorMessage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (isApiError(error) && error.serviceMessage === undefined && error.kind === 'badResponse' && error.detail !== undefined) {
    return <Trans t={t} i18nKey="errors.badResponseDetail" values={{ detail: error.detail }} components={{ code: <code translate="no" /> }} />;
  }
  const ours = isApiError(error) ? error.serviceMessage === undefined : !(error instanceof Error);
  const text = describeError(error, t);
  return ours ? <>{text}</> : <span translate="no">{text}</span>;
}
