import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ToastProvider } from '../components/ui/Toast';
import { authProvider } from '../features/auth/authProvider';
import { setAuthProvider } from '../lib/http';
import { createQueryClient } from './queryClient';
import { AppRoutes } from './router';

setAuthProvider(authProvider);

export function App({ queryClient: given }: { queryClient?: QueryClient } = {}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <AppRoutes />
      </ToastProvider>
    </QueryClientProvider>
  );
}
