import { useState } from 'react';
import { useTurnstile } from './turnstile';

/**
 * A write that must carry the instance's Turnstile answer (ordering, renewing): the widget's
 * box and state for `HumanCheck`, and `answer()` at submit time, which gives the token to send
 * (`undefined` when the instance asks for none) or `null` when there is none yet, turning on the
 * "complete the check" notice. An answer is good once: `reset()` after a refused write.
 *
 * @example
 * const check = useHumanCheck(config.settings.login.turnstile_sitekey || null);
 * const turnstile = check.answer(); if (turnstile === null) return; await order({ ...fields, turnstile });
 * <HumanCheck box={check.box} status={check.status} waiting={check.waiting} />
 */
export function useHumanCheck(sitekey: string | null) {
  const challenge = useTurnstile(sitekey);
  const [waiting, setWaiting] = useState(false);
  const answer = (): string | undefined | null => {
    if (!sitekey) return undefined;
    setWaiting(!challenge.token);
    return challenge.token;
  };
  return { box: challenge.container, status: challenge.status, waiting, answer, reset: challenge.reset };
}
