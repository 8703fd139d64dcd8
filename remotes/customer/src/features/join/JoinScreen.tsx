import { useEffect } from 'react';
import { Navigate, useParams } from '@panel/router';
import { STORAGE_KEYS, useSession, writeItem } from '@panel/session';

/** `/join/{id}`: remembers who referred this visitor, then sends them on to sign in. */
export function JoinScreen() {
  const { id } = useParams();
  const signedIn = useSession((s) => s.token !== null);
  useEffect(() => {
    if (id && !signedIn) writeItem(STORAGE_KEYS.referrer, id);
  }, [id, signedIn]);
  return <Navigate to={signedIn ? '/' : '/auth/login'} replace />;
}
