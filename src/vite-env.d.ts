/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_AUTH_BASE_URL?: string;
  readonly VITE_IMPORTS_BASE_URL?: string;
  readonly VITE_CUSTOMERS_BASE_URL?: string;
  readonly VITE_SEGMENTS_BASE_URL?: string;
  readonly VITE_UPLOAD_ORIGINS?: string;
  readonly VITE_REQUEST_TIMEOUT_MS?: string;
  readonly VITE_WIRE_DIALECT?: string;
}
