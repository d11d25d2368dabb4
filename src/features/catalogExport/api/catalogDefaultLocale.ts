import { queryOptions } from '@tanstack/react-query';
import { catalogDefaultLocale } from '@/engine';

/** The catalog's default locale, the export's first suggestion for the locales it reads texts in. */
export const catalogDefaultLocaleOptions = (merchantCode: string, catalogCode: string | undefined) =>
  queryOptions({
    queryKey: ['catalog', merchantCode, 'defaultLocale', catalogCode ?? null] as const,
    queryFn: ({ signal }) => catalogDefaultLocale(merchantCode, catalogCode, signal),
    staleTime: 5 * 60_000,
    // a catalog typed half-way is not found: no retries for it
    retry: false,
  });
