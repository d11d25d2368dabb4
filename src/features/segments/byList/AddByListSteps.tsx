import { useTranslation } from 'react-i18next';
import { Switch } from '@/components/ui/Switch';
import { ListSummary, type ListSummaryProps } from './ListSummary';
import { ReviewStep, type ReviewStepProps } from './ReviewStep';

/** Adding's review: the merchant may leave guests out, and the members are added as soon as they confirm. */
function AddReviewStep(props: ReviewStepProps) {
  const { t } = useTranslation(['segments', 'customers']);
  const { leaveOutGuests, onLeaveOutGuestsChange } = props;
  return (
    <ReviewStep
      {...props}
      guests={
        <>
          <Switch label={t('customers:leaveOutGuests')} checked={leaveOutGuests} onChange={onLeaveOutGuestsChange} />
          <p className="muted">{leaveOutGuests ? t('byList.review.guestsLeftOut') : t('byList.review.guestsIncluded')}</p>
        </>
      }
      confirmLabel={(count) => t('addMembersTo', { count, name: props.segment.name })}
      choiceBucket="choose"
    />
  );
}

function AddListSummary(props: ListSummaryProps) {
  const { t } = useTranslation(['segments', 'customers']);
  return <ListSummary {...props} direction="add" doneTitle={t('addedMembersTo', { count: props.report.changed.length, name: props.segment.name })} />;
}

/** Adding members by list: its review and its summary, over the parts of them both directions share. */
export const AddByListSteps = { Review: AddReviewStep, Summary: AddListSummary };
