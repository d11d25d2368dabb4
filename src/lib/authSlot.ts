/**
 * Where the HTTP client finds who gives it tokens. Apart from the client itself so that the app
 * can install its provider at start without carrying the client in its first download.
 */
export interface AuthProvider {
  /** the current access token, refreshed first when it is about to expire; null when signed out */
  getAccessToken(): Promise<string | null>;
  /** called on a 401: refresh or ask the user to sign in again; resolves true when a new token is ready */
  recoverFromUnauthorized(): Promise<boolean>;
}

let current: AuthProvider | null = null;
export const setAuthProvider = (provider: AuthProvider | null) => {
  current = provider;
};
export const installedAuthProvider = () => current;
