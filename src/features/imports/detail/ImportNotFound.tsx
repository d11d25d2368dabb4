import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/lib/paths';

/** An unknown reference, or another merchant's: said plainly, with the way back. */
export function ImportNotFound({ merchantCode, importRef }: { merchantCode: string; importRef: string }) {
  const { t } = useTranslation('imports');
  return (
    <>
      <h1>{t('detail.notFound.title')}</h1>
      <p>
        <Trans
          t={t}
          i18nKey="detail.notFound.text"
          values={{ merchant: merchantCode, ref: importRef }}
          components={{ merchant: <strong translate="no" />, ref: <code className="detail-ref" translate="no" /> }}
        />
      </p>
      <p>{t('detail.notFound.why')}</p>
      <p>
        <Link to={paths.imports(merchantCode)}>{t('detail.notFound.back')}</Link>
      </p>
    </>
  );
}
