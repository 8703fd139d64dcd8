import type { StaffAdventCalendar, StaffAdventCalendarInput } from '@panel/api/contract';

export interface DayDraft {
  title: string;
  description: string;
  image: string;
  reward: string;
}

export interface AdventDraft {
  timezone: string;
  background: string;
  /** `MM-DD`: the season's first day. */
  startsOn: string;
  days: DayDraft[];
}

export type AdventProblem = 'required' | 'url' | 'reward' | 'timezone' | 'startsOn';

export const draftOfCalendar = (calendar: StaffAdventCalendar): AdventDraft => ({
  timezone: calendar.timezone,
  background: calendar.background ?? '',
  startsOn: calendar.startsOn,
  days: calendar.days.map((day) => ({ title: day.title, description: day.description, image: day.image ?? '', reward: String(day.reward) })),
});

const isHttps = (text: string) => {
  try {
    return new URL(text).protocol === 'https:';
  } catch {
    return false;
  }
};

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone !== '';
  } catch {
    return false;
  }
};

/** A real day of every year as `MM-DD`. */
export function isMonthDay(text: string): boolean {
  if (!/^\d{2}-\d{2}$/.test(text)) return false;
  const [month = 0, day = 0] = text.split('-').map(Number);
  const date = new Date(Date.UTC(2025, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The calendar to save, or each problem by its place (`timezone`, `days.3.reward`), as the server names them without `body.`. */
export function calendarOf(draft: AdventDraft): { calendar: StaffAdventCalendarInput } | { problems: Record<string, AdventProblem> } {
  const problems: Record<string, AdventProblem> = {};
  const timezone = draft.timezone.trim();
  if (!isTimeZone(timezone)) problems.timezone = 'timezone';
  const background = draft.background.trim();
  if (background !== '' && !isHttps(background)) problems.background = 'url';
  const startsOn = draft.startsOn.trim();
  if (!isMonthDay(startsOn)) problems.startsOn = 'startsOn';
  const days = draft.days.map((day, index) => {
    const title = day.title.trim();
    const image = day.image.trim();
    const reward = Number(day.reward);
    if (title === '' || title.length > 80) problems[`days.${index}.title`] = 'required';
    if (image !== '' && !isHttps(image)) problems[`days.${index}.image`] = 'url';
    if (day.reward.trim() === '' || !Number.isInteger(reward) || reward < 0 || reward > 1_000_000) problems[`days.${index}.reward`] = 'reward';
    return { title, description: day.description.trim(), image: image === '' ? null : image, reward };
  });
  if (Object.keys(problems).length > 0) return { problems };
  return { calendar: { timezone, background: background === '' ? null : background, startsOn, days } };
}
