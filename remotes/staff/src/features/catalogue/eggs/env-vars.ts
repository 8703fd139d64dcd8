/** One environment variable as edited: its key exactly as typed (case kept) and its value. */
export interface EnvVarRow {
  key: string;
  value: string;
}

export const rowsOf = (envVars: Record<string, string>): EnvVarRow[] => Object.entries(envVars).map(([key, value]) => ({ key, value }));

/**
 * The variables to save, keys kept in their case (`SERVER_JARFILE` and `server_jarfile` are two
 * keys to the game panel); blank rows are dropped. Problems by row index: a key with spaces or
 * a key used twice.
 */
export function envVarsOf(rows: readonly EnvVarRow[]): { envVars: Record<string, string>; problems: Map<number, 'key' | 'duplicate'> } {
  const envVars: Record<string, string> = {};
  const problems = new Map<number, 'key' | 'duplicate'>();
  rows.forEach(({ key, value }, index) => {
    const name = key.trim();
    if (!name && !value) return;
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) problems.set(index, 'key');
    else if (Object.hasOwn(envVars, name)) problems.set(index, 'duplicate');
    else envVars[name] = value;
  });
  return { envVars, problems };
}
