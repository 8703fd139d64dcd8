import { countdownParts, formatCountdown, formatDate, formatRelativeTime, type DateStyle } from '../format/formatters';
import { useLanguage } from '../i18n/i18n';
import { useNow } from './use-now';

const iso = (epochMs: number) => new Date(epochMs).toISOString();

/**
 * A date (epoch milliseconds) in the person's language, machine-readable in `<time>`.
 *
 * @example
 * <DateTime value={invoice.duedate} style="dateTime" />
 */
export function DateTime({ value, style = 'date' }: { value: number; style?: DateStyle }) {
  const language = useLanguage();
  return <time dateTime={iso(value)}>{formatDate(value, language, style)}</time>;
}

/**
 * "in 3 days", "2 hours ago", kept current; the full date is its title. Wrap it in a
 * message for context: t('renews', { when: … }) → "renews in 3 days".
 *
 * @example
 * <RelativeTime value={server.renewsAt} />
 */
export function RelativeTime({ value }: { value: number }) {
  const language = useLanguage();
  const now = useNow(60_000);
  const full = formatDate(value, language, 'dateTime');
  return (
    <time dateTime={iso(value)} title={full}>
      {formatRelativeTime(value, now, language)}
    </time>
  );
}

/**
 * Days and a clock counting down to `value`, ticking every second.
 * The ticking text is hidden from screen readers, which read the target date instead.
 *
 * @example
 * <Countdown value={event.endsAt} />
 */
export function Countdown({ value }: { value: number }) {
  const language = useLanguage();
  const parts = countdownParts(value, useNow(1000));
  const full = formatDate(value, language, 'dateTime');
  return (
    <time dateTime={iso(value)} className="ui-countdown">
      <span className="visually-hidden">{full}</span>
      <span aria-hidden="true">{formatCountdown(parts, language)}</span>
    </time>
  );
}
