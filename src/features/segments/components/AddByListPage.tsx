import { useTranslation } from 'react-i18next';
import { ByListFlow } from './ByListFlow';
import { SegmentFrame } from './SegmentParts';

/** Add members from a pasted or dropped list of e-mail addresses. */
export function AddByListPage() {
  const { t } = useTranslation('segments');
  return (
    <SegmentFrame pageTitle={t('byList.title')}>
      {(segment, merchantCode) => <ByListFlow merchantCode={merchantCode} segment={segment} direction="add" />}
    </SegmentFrame>
  );
}
