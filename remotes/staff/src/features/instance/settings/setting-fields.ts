/** How a setting is edited and checked. */
export type SettingKind =
  | { type: 'text'; required?: boolean; max?: number; nullable?: boolean; pattern?: RegExp; patternError?: SettingProblem }
  | { type: 'url'; nullable?: boolean }
  | { type: 'textarea'; nullable?: boolean; max?: number }
  | { type: 'number'; min: number; max?: number; integer?: boolean }
  | { type: 'switch' }
  | { type: 'select'; options: readonly string[] };

/** Why a typed value is refused, as a message key of the settings catalogue. */
export type SettingProblem = 'required' | 'tooLong' | 'notUrl' | 'notNumber' | 'notInteger' | 'tooSmall' | 'tooLarge' | 'notColor' | 'notCurrencyCode';

export interface SettingField {
  /** The setting's dotted path in the configuration. */
  key: string;
  kind: SettingKind;
}

/** What a form holds for a setting: text for typed values, a boolean for a switch. */
export type DraftValue = string | boolean;

/** The form's value for a stored setting (null and absent are empty text). */
export function draftOf(field: SettingField, stored: unknown): DraftValue {
  if (field.kind.type === 'switch') return stored === true;
  if (stored === null || stored === undefined) return '';
  return String(stored);
}

/** An http(s) address, or a path on the panel's own site (`/logo.svg`). */
const isHttpUrl = (text: string) => {
  if (text.startsWith('/') && !text.startsWith('//')) return true;
  try {
    const { protocol } = new URL(text);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
};

/** The value to store for what was typed, or the problem with it. */
export function parseDraft(field: SettingField, draft: DraftValue): { value: unknown } | { problem: SettingProblem } {
  const { kind } = field;
  if (kind.type === 'switch') return { value: draft === true };
  const text = String(draft).trim();
  switch (kind.type) {
    case 'select':
      return { value: text };
    case 'number': {
      if (text === '' || !Number.isFinite(Number(text))) return { problem: 'notNumber' };
      const value = Number(text);
      if (kind.integer && !Number.isInteger(value)) return { problem: 'notInteger' };
      if (value < kind.min) return { problem: 'tooSmall' };
      if (kind.max !== undefined && value > kind.max) return { problem: 'tooLarge' };
      return { value };
    }
    case 'url':
      if (text === '') return kind.nullable ? { value: null } : { value: '' };
      return isHttpUrl(text) ? { value: text } : { problem: 'notUrl' };
    case 'textarea':
      if (text === '' && kind.nullable) return { value: null };
      if (kind.max !== undefined && text.length > kind.max) return { problem: 'tooLong' };
      return { value: text };
    case 'text':
      if (text === '') return kind.required ? { problem: 'required' } : kind.nullable ? { value: null } : { value: '' };
      if (kind.max !== undefined && text.length > kind.max) return { problem: 'tooLong' };
      if (kind.pattern && !kind.pattern.test(text)) return { problem: kind.patternError ?? 'required' };
      return { value: text };
  }
}

export interface DraftCheck {
  /** Each changed setting, in the order of the fields. */
  edits: { key: string; value: unknown }[];
  problems: Record<string, SettingProblem>;
}

/** What saving the drafts would change, and what is wrong with them. */
export function checkDrafts(fields: readonly SettingField[], stored: Record<string, unknown>, drafts: Record<string, DraftValue>): DraftCheck {
  const edits: DraftCheck['edits'] = [];
  const problems: DraftCheck['problems'] = {};
  for (const field of fields) {
    const draft = drafts[field.key];
    if (draft === undefined) continue;
    const parsed = parseDraft(field, draft);
    if ('problem' in parsed) problems[field.key] = parsed.problem;
    else if (JSON.stringify(parsed.value) !== JSON.stringify(stored[field.key] ?? null) && !(parsed.value === '' && stored[field.key] === undefined)) {
      edits.push({ key: field.key, value: parsed.value });
    }
  }
  return { edits, problems };
}

/** The setting a refused `body.<i>.value` (or `.key`) of a save names. */
export function settingOfRefusal(field: string, edits: readonly { key: string }[]): string | null {
  const match = /^body\.(\d+)\.(value|key)/.exec(field);
  return match ? (edits[Number(match[1])]?.key ?? null) : null;
}
