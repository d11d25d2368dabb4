import { useParams } from 'react-router-dom';

/** The merchant and the segment a page is about, from the address. */
export function useSegmentParams() {
  const { merchantCode = '', segmentCode = '' } = useParams();
  return { merchantCode, segmentCode };
}
