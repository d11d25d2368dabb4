/**
 * Where the e2e suite runs its servers. `npm test` picks free ports and passes them in the
 * environment (to the build too, whose Content Security Policy and API address must match), so the
 * suite runs beside the demo; `npm run test:e2e` alone falls back to the usual 4010/4011/4173.
 */
const port = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

export const apiPort = port('E2E_API_PORT', 4010);
export const uploadPort = port('E2E_UPLOAD_PORT', apiPort + 1);
export const appPort = port('E2E_APP_PORT', 4173);
export const mockApi = `http://localhost:${apiPort}`;
