import { useCallback, useRef } from 'react';
import { useWriteThrough } from '@/components/ui/ProgressBar';

export interface LiveTextProps {
  /** the text now: read at every render and whenever `subscribe` says something changed */
  read: () => string;
  subscribe: (onChange: () => void) => () => void;
}

/**
 * Text that changes with a progress many times a second ("Uploading products.json: 41 %"),
 * written straight into its span instead of through a React render (see LiveProgressBar). React
 * renders the span empty and never writes its text, so it cannot put back an older one.
 */
export function LiveText({ read, subscribe }: LiveTextProps) {
  const span = useRef<HTMLSpanElement>(null);
  const show = useCallback((text: string) => {
    if (span.current && span.current.textContent !== text) span.current.textContent = text;
  }, []);
  useWriteThrough(read, subscribe, show);
  return <span ref={span} />;
}
