/**
 * Where the app finds the platform, set at build time: one base URL, with per-service overrides,
 * because in production the import calls and the customer/segment calls live on different services.
 */
export type Service = 'auth' | 'imports' | 'customers' | 'segments' | 'catalog';

const env = import.meta.env;
const trimSlash = (url: string) => url.replace(/\/+$/, '');

const defaultBase = () => {
  const host = typeof location !== 'undefined' && location.hostname ? location.hostname : 'localhost';
  return `http://${host}:4010`;
};

let apiBaseUrl = trimSlash((env.VITE_API_BASE_URL as string | undefined) || defaultBase());

const overrides: Partial<Record<Service, string | undefined>> = {
  auth: env.VITE_AUTH_BASE_URL as string | undefined,
  imports: env.VITE_IMPORTS_BASE_URL as string | undefined,
  customers: env.VITE_CUSTOMERS_BASE_URL as string | undefined,
  segments: env.VITE_SEGMENTS_BASE_URL as string | undefined,
  catalog: env.VITE_CATALOG_BASE_URL as string | undefined,
};

export const config = {
  get apiBaseUrl() {
    return apiBaseUrl;
  },
  /** for tests that start the mock server on a random port */
  useBaseUrl(url: string) {
    apiBaseUrl = trimSlash(url);
    for (const key of Object.keys(overrides) as Service[]) overrides[key] = undefined;
  },
  baseUrlFor(service: Service): string {
    const override = overrides[service];
    return override ? trimSlash(override) : apiBaseUrl;
  },
  /** a call that has not answered after this long fails with a timeout */
  requestTimeoutMs: Number(env.VITE_REQUEST_TIMEOUT_MS) || 20_000,
  /** refresh the access token this long before it expires */
  tokenRefreshMarginMs: 60_000,
};
