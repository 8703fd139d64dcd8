import { runStartup, type StartupOutcome } from './run-startup';

type StartupLocation = { pathname: string; search: string };

let firstRun: Promise<StartupOutcome> | null = null;

/**
 * Starts the startup flow before the first render, so its calls run while the person's
 * messages load (the app renders only once they are there).
 */
export function beginStartup(location: StartupLocation): void {
  firstRun = runStartup(location);
}

/** The run `beginStartup` started, once; any later run (a retry) starts afresh. */
export function takeStartup(location: StartupLocation): Promise<StartupOutcome> {
  const run = firstRun ?? runStartup(location);
  firstRun = null;
  return run;
}
