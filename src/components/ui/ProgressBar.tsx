import { useCallback, useLayoutEffect, useRef } from 'react';

export type ProgressTone = 'info' | 'success' | 'danger';

export interface ProgressBarProps {
  /** what is progressing, e.g. "Upload of products.json" */
  label: string;
  value: number;
  max: number;
  /** human text for screen readers and the caption, e.g. "40 MB of 100 MB, 40 %, 12 s left" */
  valueText?: string;
  tone?: ProgressTone;
}

const percentOf = (value: number, max: number) => (max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 0);

export function ProgressBar({ label, value, max, valueText, tone = 'info' }: ProgressBarProps) {
  const pct = percentOf(value, max);
  return (
    <div className="progress">
      <div
        className={`progress-track progress-${tone}`}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(pct)}
        aria-valuetext={valueText}
      >
        <div className="progress-fill" style={{ transform: `scaleX(${pct / 100})` }} />
      </div>
      {valueText && <div className="progress-caption">{valueText}</div>}
    </div>
  );
}

/**
 * Writes a value that moves many times a second straight into the page: `show(read())` after every
 * render, before the browser paints, and whenever `subscribe` says the value may have changed.
 * React renders the element without the value, so it can never put back an older one.
 */
export function useWriteThrough<T>(read: () => T, subscribe: (onChange: () => void) => () => void, show: (value: T) => void) {
  useLayoutEffect(() => show(read()));
  useLayoutEffect(() => subscribe(() => show(read())), [subscribe, read, show]);
}

/** Where a live bar stands now. */
export interface ProgressReading {
  value: number;
  max: number;
  /** the caption and what screen readers read for the value */
  valueText: string;
}

export interface LiveProgressBarProps {
  label: string;
  tone?: ProgressTone;
  /** where the bar stands now: read at every render and whenever `subscribe` says something changed */
  read: () => ProgressReading;
  /** calls back when the reading may have changed; returns how to stop */
  subscribe: (onChange: () => void) => () => void;
}

/**
 * A bar whose value moves many times a second (a check, an upload) without React: a change of the
 * reading is written straight into the bar's few attributes and its caption's text. A React render
 * and commit for each step of a progress was a main-thread task of its own beside the frame's
 * drawing, a long one on a slow machine; this way a step costs the frame and a few DOM writes.
 * React still draws the bar (label, tone) and, at every render, the reading as it is then, so the
 * bar can never show less than what was read last.
 */
export function LiveProgressBar({ label, tone = 'info', read, subscribe }: LiveProgressBarProps) {
  const track = useRef<HTMLDivElement>(null);
  const fill = useRef<HTMLDivElement>(null);
  const caption = useRef<HTMLDivElement>(null);
  const shown = useRef<ProgressReading | null>(null);

  const show = useCallback((reading: ProgressReading) => {
    const before = shown.current;
    if (before && before.value === reading.value && before.max === reading.max && before.valueText === reading.valueText) return;
    shown.current = reading;
    const pct = percentOf(reading.value, reading.max);
    track.current?.setAttribute('aria-valuenow', String(Math.round(pct)));
    track.current?.setAttribute('aria-valuetext', reading.valueText);
    if (fill.current) fill.current.style.transform = `scaleX(${pct / 100})`;
    if (caption.current) caption.current.textContent = reading.valueText;
  }, []);

  // every render (a new label, a new reader): the reading as it is now is written again
  useLayoutEffect(() => {
    shown.current = null;
  });
  useWriteThrough(read, subscribe, show);

  // the values are written by `show` only: React rendering them as well would put back, at its next
  // render, whatever it rendered last, over a newer value written since
  return (
    <div className="progress">
      <div ref={track} className={`progress-track progress-${tone}`} role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100}>
        <div ref={fill} className="progress-fill" />
      </div>
      <div ref={caption} className="progress-caption progress-caption-live" />
    </div>
  );
}
