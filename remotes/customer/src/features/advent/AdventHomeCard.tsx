import { CalendarClock, Gift, PartyPopper } from 'lucide-react';
import { ButtonLink, Card, formatDate, useLanguage } from '@panel/ui';
import { useAdventStatus } from '../../api/advent';
import { useAdventT } from '../../messages/advent';
import { seasonState } from './advent-rules';
import './advent.css';

/**
 * The home's advent card, from the status call (the backend's today): a gift waiting (with the
 * way to it), today's already claimed, the season starting soon, or over. Nothing while loading
 * or when the call fails: the card is a pointer, the calendar page says the rest.
 */
export function AdventHomeCard() {
  const t = useAdventT();
  const language = useLanguage();
  const { data } = useAdventStatus();
  if (!data) return null;
  const season = seasonState(data);
  const [Icon, title, text, link] =
    season.kind === 'open'
      ? season.todayClaimed
        ? [Gift, t('adventHomeClaimedTitle'), t('adventHomeClaimedText'), t('adventHomeView')]
        : [Gift, t('adventHomeGiftTitle'), t('adventHomeGiftText'), t('adventHomeOpen')]
      : season.kind === 'soon'
        ? [CalendarClock, t('adventHomeSoonTitle'), t('adventHomeSoonText', { date: formatDate(season.start, language) }), null]
        : [PartyPopper, t('adventHomeOverTitle'), t('adventHomeOverText'), null];
  return (
    <Card className="advent-home-card">
      <Icon size={24} aria-hidden="true" />
      <div>
        <p className="advent-home-title">{title}</p>
        <p>{text}</p>
      </div>
      {link && (
        <ButtonLink size="sm" variant={season.kind === 'open' && !season.todayClaimed ? 'primary' : 'secondary'} to="/adventcalendar">
          {link}
        </ButtonLink>
      )}
    </Card>
  );
}
