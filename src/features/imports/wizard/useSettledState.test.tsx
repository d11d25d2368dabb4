import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StateListener } from './wizardStateCell';
import { useSettledState } from './useSettledState';
import type { WizardState } from './wizardState';
import type { WizardStore } from './wizardStore';

/** A store as the hook sees it: listeners, and a settled state the test moves. */
const fakeStore = () => {
  const listeners = new Set<StateListener>();
  let settled = { importRef: 'imp-1' } as WizardState;
  const store = {
    subscribe: (listener: StateListener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSettled: () => settled,
  } as unknown as WizardStore;
  const tell = (urgent: boolean) => act(() => listeners.forEach((listener) => listener(urgent)));
  return { store, tell, settle: (next: Partial<WizardState>) => (settled = { ...settled, ...next }) };
};

describe('the settled state of the wizard', () => {
  it('renders nothing for news that left the settled state as it was (progress), and renders a change', () => {
    const { store, tell, settle } = fakeStore();
    let renders = 0;
    function Reader() {
      renders++;
      return <p>{useSettledState(store)?.importRef}</p>;
    }
    render(<Reader />);
    expect(screen.getByText('imp-1')).toBeInTheDocument();
    renders = 0;

    tell(false);
    tell(false);
    expect(renders).toBe(0);

    settle({ importRef: 'imp-2' });
    tell(false);
    expect(screen.getByText('imp-2')).toBeInTheDocument();
    expect(renders).toBeGreaterThan(0);
  });
});
