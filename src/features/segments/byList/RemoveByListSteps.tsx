import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/Dialog';
import { plannedMembers } from './classifyAddresses';
import { ListSummary, type ListSummaryProps } from './ListSummary';
import { ReviewStep, type ReviewStepProps } from './ReviewStep';

/** Removing's review: guests are removed as the list names them, and the merchant confirms the removal once more. */
function RemoveReviewStep({ onConfirm, ...props }: ReviewStepProps) {
  const { t } = useTranslation('segments');
  const [confirming, setConfirming] = useState(false);
  const planned = plannedMembers(props.review, props.choices).length;
  return (
    <>
      <ReviewStep
        {...props}
        onConfirm={() => setConfirming(true)}
        guests={<p className="muted">{t('removeByList.review.guests')}</p>}
        confirmLabel={(count) => t('removeMembersFrom', { count, name: props.segment.name })}
        choiceBucket="several"
      />
      {/* removing is asked once more, with the count: the customers stay customers, they only leave the segment */}
      <ConfirmDialog
        open={confirming}
        title={t('removal.title', { count: planned, name: props.segment.name })}
        confirmLabel={t('removeMembers', { count: planned })}
        onConfirm={() => {
          setConfirming(false);
          onConfirm();
        }}
        onCancel={() => setConfirming(false)}
        destructive
        closesOnConfirm
      >
        <p>{t('removal.body')}</p>
      </ConfirmDialog>
    </>
  );
}

function RemoveListSummary(props: ListSummaryProps) {
  const { t } = useTranslation('segments');
  return <ListSummary {...props} direction="remove" doneTitle={t('removedMembersFrom', { count: props.report.changed.length, name: props.segment.name })} />;
}

/** Removing members by list: its review and its summary, over the parts of them both directions share. */
export const RemoveByListSteps = { Review: RemoveReviewStep, Summary: RemoveListSummary };
