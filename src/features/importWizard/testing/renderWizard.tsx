import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { FilesStep } from '@/features/importWizard/FilesStep';
import type { WizardStore } from '@/features/importWizard/store/wizardStore';

/** The wizard's slots and start bar over a store, with the providers they need: no app, no mock server. */
export const renderWizard = (store: WizardStore) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <FilesStep merchantCode="demo" store={store} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
