// The environment of a mock API that serves a person rather than a test: its demo seed is dated
// from the hour it starts (mocks/src/seed/reference-time.ts), unless MOCK_SEED_NOW is set already.
const HOUR = 3_600_000;

export function withCurrentSeedTime(env = process.env, now = Date.now()) {
  return env.MOCK_SEED_NOW ? env : { ...env, MOCK_SEED_NOW: String(Math.floor(now / HOUR) * HOUR) };
}
