/**
 * Where the app finds the platform, set at build time: one base URL, with per-service overrides
 * (`VITE_IMPORTS_BASE_URL`, …), because in production the import calls and the customer/segment
 * calls live on different services.
 */
export type Service = 'auth' | 'imports' | 'customers' | 'segments' | 'catalog';

const env = import.meta.env;
const trimSlash = (url: string) => url.replace(/\/+$/, '');
const host = typeof location !== 'undefined' && location.hostname ? location.hostname : 'localhost';

let apiBaseUrl = trimSlash(env.VITE_API_BASE_URL || `http://${host}:4010`);
let useOverrides = true;

export const config = {
  get apiBaseUrl() {
    return apiBaseUrl;
  },
  /** for tests that start the mock server on a random port */
  useBaseUrl(url: string) {
    apiBaseUrl = trimSlash(url);
    useOverrides = false;
  },
  baseUrlFor(service: Service): string {
    const override: string | undefined = useOverrides ? env[`VITE_${service.toUpperCase()}_BASE_URL`] : undefined;
    return override ? trimSlash(override) : apiBaseUrl;
  },
  /** a call that has not answered after this long fails with a timeout */
  requestTimeoutMs: Number(env.VITE_REQUEST_TIMEOUT_MS) || 20_000,
  /** refresh the access token this long before it expires */
  tokenRefreshMarginMs: 60_000,
};
