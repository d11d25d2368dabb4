import { useTranslation } from 'react-i18next';
import { ByListFlow } from './ByListFlow';
import { SegmentFrame } from './SegmentParts';

/** Remove members by a pasted or dropped list of e-mail addresses: the reverse of adding by list. */
export function RemoveByListPage() {
  const { t } = useTranslation('segments');
  return (
    <SegmentFrame pageTitle={t('removeByList.title')} changes="remove">
      {(segment, merchantCode) => <ByListFlow merchantCode={merchantCode} segment={segment} direction="remove" />}
    </SegmentFrame>
  );
}
