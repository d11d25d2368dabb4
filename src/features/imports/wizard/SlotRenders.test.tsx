/** A slot renders again only when its own part of the wizard's state changes (slotInputs, React.memo). */
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { EntityType } from '@/api';
import { slotAnnouncement } from './slotAnnouncement';
import { useSettledState } from './useSettledState';
import type { WizardServices } from './wizardState';
import { WizardStore } from './wizardStore';
import { FilesStep } from './FilesStep';

// each render of a slot asks once what its live region says: a count of renders per slot
vi.mock('./slotAnnouncement', async (original) => {
  const real = await original<typeof import('./slotAnnouncement')>();
  return { ...real, slotAnnouncement: vi.fn(real.slotAnnouncement) };
});

const rendersOf = (entity: EntityType) => vi.mocked(slotAnnouncement).mock.calls.filter(([, e]) => e === entity).length;

function Wizard({ store }: { store: WizardStore }) {
  const state = useSettledState(store)!;
  return <FilesStep merchantCode="demo" store={store} state={state} />;
}

describe('the slots of the wizard', () => {
  it('re-renders only the slot whose state changed', async () => {
    // no file is chosen, so no call goes out: the services are never used
    const store = new WizardStore({} as WizardServices);
    render(
      <MemoryRouter>
        <Wizard store={store} />
      </MemoryRouter>,
    );
    await screen.findByRole('heading', { level: 2, name: 'Products' });
    vi.mocked(slotAnnouncement).mockClear();

    act(() => store.refuseDrop('product', 'Drop one file at a time.'));
    expect(await screen.findByText('Drop one file at a time.')).toBeInTheDocument();
    expect(rendersOf('product')).toBeGreaterThan(0);
    expect(rendersOf('attribute')).toBe(0);
    expect(rendersOf('inventory')).toBe(0);
    expect(rendersOf('category')).toBe(0);

    // a change every slot depends on (a new strategy is not one: another slot's is its own)
    vi.mocked(slotAnnouncement).mockClear();
    act(() => store.setStrategy('category', 'partial'));
    expect(rendersOf('category')).toBeGreaterThan(0);
    expect(rendersOf('product')).toBe(0);
  });
});
