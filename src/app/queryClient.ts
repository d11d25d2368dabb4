import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/errors';

/** Transient failures (network, timeout, 5xx) are tried again twice with backoff; the rest are not. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 10_000,
        retry: (failureCount, error) => isApiError(error) && error.isTransient && failureCount < 2,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 8000),
      },
      mutations: { retry: false },
    },
  });
