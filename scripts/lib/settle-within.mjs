// A promise that settles within `ms` whatever the one it waits for does: the shell's server never
// keeps a page waiting on a remote or the API. A plain timer (referenced, so nothing can collect
// it) settles it with null; AbortSignal.timeout alone once left a CI run's first page unanswered.

/** `promise`'s value, or null when it has not settled within `ms` (then `onLate` runs). */
export function settleWithin(promise, ms, onLate = () => {}) {
  let timer;
  const late = new Promise((resolve) => {
    timer = setTimeout(() => {
      onLate();
      resolve(null);
    }, ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
