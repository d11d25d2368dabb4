import type { ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { useSession } from './session';

/** Pages of a merchant need a session for that merchant; otherwise sign in and come back here. */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const { merchantCode = '' } = useParams();
  const location = useLocation();
  if (!session || session.merchantCode !== merchantCode) {
    return <Navigate to={paths.signIn({ merchant: merchantCode, next: location.pathname + location.search })} replace />;
  }
  return <>{children}</>;
}
