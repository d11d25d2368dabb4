import type { ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { useSession } from './useSession';

/** Pages of a merchant need a session for that merchant; otherwise sign in and come back here. */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const { merchantCode = '' } = useParams();
  const location = useLocation();
  if (!session || session.merchantCode !== merchantCode) {
    const next = location.pathname + location.search;
    return <Navigate to={`/sign-in?merchant=${encodeURIComponent(merchantCode)}&next=${encodeURIComponent(next)}`} replace />;
  }
  return <>{children}</>;
}
