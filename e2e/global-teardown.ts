import { stopServersStartedByTests } from './support/servers';

// A journey that restarts a server starts it detached; it must not outlive the run and
// hold its port against the next `npm test`, `npm start` or `pnpm bench`.
export default function globalTeardown() {
  stopServersStartedByTests();
}
