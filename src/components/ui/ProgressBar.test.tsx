import { act, render, screen } from '@testing-library/react';
import { Profiler, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { LiveProgressBar, type ProgressReading } from './ProgressBar';

/** A progress that moves outside React, as a check's or an upload's does in the wizard's store. */
const progressSource = (first: ProgressReading) => {
  let reading = first;
  const listeners = new Set<() => void>();
  return {
    read: () => reading,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** a new reading, told to whoever listens */
    move(next: ProgressReading) {
      reading = next;
      for (const listener of listeners) listener();
    },
    /** a new reading nobody is told of (the next render reads it) */
    setQuietly(next: ProgressReading) {
      reading = next;
    },
    listeners,
  };
};

const at = (value: number, max = 200): ProgressReading => ({ value, max, valueText: `${value} of ${max} bytes` });

describe('the live progress bar', () => {
  it('moves with each step of a progress without a React render, and shows the last step exactly', () => {
    const source = progressSource(at(0));
    let renders = 0;
    render(
      <Profiler id="bar" onRender={() => renders++}>
        <LiveProgressBar label="Upload of products.json" read={source.read} subscribe={source.subscribe} />
      </Profiler>,
    );
    const bar = screen.getByRole('progressbar', { name: 'Upload of products.json' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(bar).toHaveAttribute('aria-valuetext', '0 of 200 bytes');
    const rendersAtMount = renders;

    for (let loaded = 1; loaded <= 200; loaded++) act(() => source.move(at(loaded)));

    expect(renders).toBe(rendersAtMount);
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '200 of 200 bytes');
    expect(screen.getByText('200 of 200 bytes')).toBeInTheDocument();
    expect(bar.firstElementChild).toHaveStyle({ transform: 'scaleX(1)' });
  });

  it('shows the reading as it is at a render, even one React already drew before the steps written since', () => {
    const source = progressSource(at(0));
    function Page() {
      const [label, setLabel] = useState('Upload of products.json');
      return (
        <>
          <button type="button" onClick={() => setLabel('Upload of products.json, again')}>
            relabel
          </button>
          <LiveProgressBar label={label} read={source.read} subscribe={source.subscribe} />
        </>
      );
    }
    render(<Page />);
    act(() => source.move(at(120)));
    // the upload starts over (a new address): back at 0, which is what React drew first
    source.setQuietly(at(0));
    act(() => screen.getByRole('button', { name: 'relabel' }).click());

    const bar = screen.getByRole('progressbar', { name: 'Upload of products.json, again' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(bar).toHaveAttribute('aria-valuetext', '0 of 200 bytes');
    expect(bar.firstElementChild).toHaveStyle({ transform: 'scaleX(0)' });
  });

  it('stops listening when it goes', () => {
    const source = progressSource(at(0));
    const { unmount } = render(<LiveProgressBar label="Check of products.json" read={source.read} subscribe={source.subscribe} />);
    expect(source.listeners.size).toBe(1);
    unmount();
    expect(source.listeners.size).toBe(0);
  });
});
