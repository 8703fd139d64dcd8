import { useEffect, useState, type RefObject } from 'react';
import type { LoginRequest, LoginResponse } from '@panel/api/contract';
import { useNavigate } from '@panel/router';
import { stayPending, useTurnstile } from '@panel/ui';
import { useWaitLock } from '../../lib/use-wait-lock';
import { offerPasskey } from '../passkey/offer';
import { credentialsBody, goToBanNotice, startSession } from './sign-in';

interface Options {
  /** The write that answers a session: sign-in or sign-up. */
  send: (body: LoginRequest) => Promise<LoginResponse>;
  sitekey: string | null;
  form: RefObject<HTMLFormElement | null>;
  /** After a password sign-in, a passkey would make the next one quicker. */
  offerPasskeyAfter: boolean;
}

/**
 * What the sign-in and sign-up forms do with valid fields: wait for the Turnstile answer when
 * the instance asks for one (resubmitting by itself once it arrives), send, then go where the
 * session says, or to the ban notice. A failure stays on the form, which keeps what was typed;
 * a 429 that says how long to wait locks the form until the wait is over.
 */
export function useCredentialsSubmit({ send, sitekey, form, offerPasskeyAfter }: Options) {
  const navigate = useNavigate();
  const challenge = useTurnstile(sitekey);
  const [failure, setFailure] = useState<unknown>(null);
  const [waitingForChallenge, setWaitingForChallenge] = useState(false);
  const lock = useWaitLock();

  const submit = async (fields: { email: string; password: string }) => {
    // The locked button refuses clicks and Enter; this also stops a submit from script (Retry, the static form's queue).
    if (lock.locked) return;
    setFailure(null);
    if (sitekey && !challenge.token) {
      setWaitingForChallenge(true);
      return;
    }
    setWaitingForChallenge(false);
    try {
      navigate(startSession(await send(credentialsBody(fields, challenge.token))), { replace: true });
      if (offerPasskeyAfter) offerPasskey((path) => navigate(path));
    } catch (error) {
      if (goToBanNotice(error, navigate)) return stayPending();
      if (!lock.lockAfter(error)) setFailure(error);
      challenge.reset();
      return;
    }
    // Signed in: the form stays busy while the next screen loads.
    return stayPending();
  };

  useEffect(() => {
    if (waitingForChallenge && challenge.token) form.current?.requestSubmit();
  }, [waitingForChallenge, challenge.token, form]);

  return { submit, failure, lock, waitingForChallenge, challengeBox: challenge.container, challengeStatus: challenge.status };
}
