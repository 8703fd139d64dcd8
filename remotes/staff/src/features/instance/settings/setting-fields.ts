/** How a setting is edited and checked. */
export type SettingKind =
  | { type: 'text'; required?: boolean; max?: number; nullable?: boolean; pattern?: RegExp; patternError?: SettingProblem }
  | { type: 'url'; nullable?: boolean }
  | { type: 'textarea'; required?: boolean; nullable?: boolean; max?: number }
  | { type: 'number'; min: number; max?: number; integer?: boolean }
  /** `absentAs`: what a setting the configuration does not hold means. */
  | { type: 'switch'; absentAs?: boolean }
  | { type: 'select'; options: readonly string[] }
  /** A time of day (UTC) stored as a moment in epoch ms; a save keeps the stored moment's day. */
  | { type: 'time' };

/** Why a typed value is refused, as a message key of the settings catalogue. */
export type SettingProblem = 'required' | 'tooLong' | 'notUrl' | 'notNumber' | 'notInteger' | 'tooSmall' | 'tooLarge' | 'notColor' | 'notCurrencyCode' | 'notTime';

export interface SettingField {
  /** The setting's dotted path in the configuration. */
  key: string;
  kind: SettingKind;
  /**
   * The optional object (null while absent) the setting is a part of, such as `info.dialog`: it is
   * set as a whole while absent, and removed when all of its text is cleared; its required parts
   * are required only while it is in use.
   */
  partOf?: string;
}

/** What a form holds for a setting: text for typed values, a boolean for a switch. */
export type DraftValue = string | boolean;

const DAY = 86_400_000;
const MINUTE = 60_000;
const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)$/;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The form's value for a stored setting (null and absent are empty text). */
export function draftOf(field: SettingField, stored: unknown): DraftValue {
  if (field.kind.type === 'switch') return stored === undefined ? (field.kind.absentAs ?? false) : stored === true;
  if (stored === null || stored === undefined) return '';
  if (field.kind.type === 'time' && typeof stored === 'number') {
    const minutes = Math.floor((((stored % DAY) + DAY) % DAY) / MINUTE);
    return `${twoDigits(Math.floor(minutes / 60))}:${twoDigits(minutes % 60)}`;
  }
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

/** The value to store for what was typed (given what is stored), or the problem with it. */
export function parseDraft(field: SettingField, draft: DraftValue, stored?: unknown): { value: unknown } | { problem: SettingProblem } {
  const { kind } = field;
  if (kind.type === 'switch') return { value: draft === true };
  const text = String(draft).trim();
  switch (kind.type) {
    case 'time': {
      if (text === '') return { problem: 'required' };
      const match = TIME_OF_DAY.exec(text);
      if (!match) return { problem: 'notTime' };
      const day = typeof stored === 'number' ? Math.floor(stored / DAY) * DAY : 0;
      return { value: day + (Number(match[1]) * 60 + Number(match[2])) * MINUTE };
    }
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
      if (text === '' && kind.required) return { problem: 'required' };
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

/** Whether an optional object is in use: any of its text parts filled in. */
const inUse = (fields: readonly SettingField[], object: string, drafts: Record<string, DraftValue>) =>
  fields.some((field) => field.partOf === object && field.kind.type !== 'switch' && String(drafts[field.key] ?? '').trim() !== '');

/** Whether the configuration holds the optional object (it lists its parts; a null one is listed as itself). */
const holds = (stored: Record<string, unknown>, object: string) => Object.keys(stored).some((key) => key.startsWith(`${object}.`));

const partName = (field: SettingField) => field.key.slice((field.partOf ?? '').length + 1);

/** What saving the drafts would change, and what is wrong with them. */
export function checkDrafts(fields: readonly SettingField[], stored: Record<string, unknown>, drafts: Record<string, DraftValue>): DraftCheck {
  const edits: DraftCheck['edits'] = [];
  const problems: DraftCheck['problems'] = {};
  const objectsDone = new Set<string>();
  for (const field of fields) {
    const object = field.partOf;
    if (object !== undefined) {
      if (objectsDone.has(object)) continue;
      objectsDone.add(object);
      const parts = fields.filter((part) => part.partOf === object);
      if (!inUse(fields, object, drafts)) {
        if (holds(stored, object)) edits.push({ key: object, value: null });
        continue;
      }
      const values: Record<string, unknown> = {};
      for (const part of parts) {
        const parsed = parseDraft(part, drafts[part.key] ?? draftOf(part, stored[part.key]), stored[part.key]);
        if ('problem' in parsed) problems[part.key] = parsed.problem;
        else values[partName(part)] = parsed.value;
      }
      if (parts.some((part) => problems[part.key] !== undefined)) continue;
      if (!holds(stored, object)) edits.push({ key: object, value: values });
      else for (const part of parts) pushIfChanged(edits, part, values[partName(part)], stored);
      continue;
    }
    const draft = drafts[field.key];
    if (draft === undefined) continue;
    const parsed = parseDraft(field, draft, stored[field.key]);
    if ('problem' in parsed) problems[field.key] = parsed.problem;
    else pushIfChanged(edits, field, parsed.value, stored);
  }
  return { edits, problems };
}

function pushIfChanged(edits: DraftCheck['edits'], field: SettingField, value: unknown, stored: Record<string, unknown>) {
  const { key, kind } = field;
  if (stored[key] === undefined && (value === '' || (kind.type === 'switch' && value === (kind.absentAs ?? false)))) return;
  if (JSON.stringify(value) !== JSON.stringify(stored[key] ?? null)) edits.push({ key, value });
}

/** Each setting the edits change, with its stored value before and after (an object set or removed as a whole, part by part). */
export function changedSettings(fields: readonly SettingField[], stored: Record<string, unknown>, edits: DraftCheck['edits']): { field: SettingField; before: unknown; after: unknown }[] {
  return fields.flatMap((field) => {
    const own = edits.find((edit) => edit.key === field.key);
    const whole = field.partOf === undefined ? undefined : edits.find((edit) => edit.key === field.partOf);
    if (!own && !whole) return [];
    const after = own ? own.value : ((whole?.value ?? null) as Record<string, unknown> | null)?.[partName(field)];
    const before = stored[field.key];
    return JSON.stringify(draftOf(field, before)) === JSON.stringify(draftOf(field, after)) ? [] : [{ field, before, after }];
  });
}

/** The setting a refused `body.<i>.value` (or `.key`) of a save names; `body.<i>.value.<part>` names that part of an object set as a whole. */
export function settingOfRefusal(field: string, edits: readonly { key: string }[]): string | null {
  const match = /^body\.(\d+)\.(value|key)(?:\.([^.]+))?/.exec(field);
  if (!match) return null;
  const key = edits[Number(match[1])]?.key;
  if (key === undefined) return null;
  return match[2] === 'value' && match[3] !== undefined ? `${key}.${match[3]}` : key;
}
