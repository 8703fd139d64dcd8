/** The longest name the API takes. */
export const SERVER_NAME_MAX = 64;

/** Why a server name cannot be saved: empty once trimmed, or too long. */
export function serverNameProblem(name: string): 'required' | 'tooLong' | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'required';
  if (trimmed.length > SERVER_NAME_MAX) return 'tooLong';
  return null;
}
