import { Alert, apiErrorMessage, Badge, Button, Card, formatDate, RelativeTime, toast, useLanguage, useSingleFlight } from '@panel/ui';
import { useEndOtherSessions, useEndSession, useSessions, type AccountSession } from '../../api/sessions';
import { useSettingsT } from '../../messages/settings';
import { ListSkeleton } from './ListSkeleton';

/** Where the account is signed in; the other sessions end here, one by one or all at once. */
export function SessionsSection() {
  const t = useSettingsT();
  const language = useLanguage();
  const sessions = useSessions();
  const endOthers = useEndOtherSessions();
  const endOne = useEndSession();
  // One flight for every button: two clicks, on one or on two, send one call.
  const { run, pending } = useSingleFlight(async (session?: AccountSession) => {
    try {
      if (session) {
        await endOne(session.id);
        toast.success(t('settingsSessionEnded'));
      } else {
        toast.success(t('settingsOthersEnded', { count: await endOthers(undefined) }));
      }
    } catch (error) {
      toast.error(apiErrorMessage(error));
    }
  });
  const others = sessions.data?.filter((session) => !session.current) ?? [];

  return (
    <Card title={t('settingsSessions')} aria-label={t('settingsSessions')}>
      {sessions.error && !sessions.data ? (
        <Alert
          tone="danger"
          actions={
            <Button variant="secondary" size="sm" onClick={() => sessions.mutate()}>
              {t('settingsRetry')}
            </Button>
          }
        >
          {t('settingsSessionsFailed')}
        </Alert>
      ) : !sessions.data ? (
        <ListSkeleton />
      ) : (
        <>
          <ul className="settings-list">
            {sessions.data.map((session) => (
              <li key={session.id} className="settings-item">
                <div className="settings-item-text">
                  <span className="settings-item-name">
                    <strong>{session.device}</strong>
                    {session.current && <Badge tone="success">{t('settingsThisDevice')}</Badge>}
                  </span>
                  <span className="settings-muted">{t('settingsSessionSince', { date: formatDate(session.created, language, 'dateTime') })}</span>
                  {!session.current && (
                    <span className="settings-muted">
                      {t('settingsSessionLastSeen')}{' '}
                      <RelativeTime value={session.lastSeen} />
                    </span>
                  )}
                </div>
                {!session.current && (
                  <div className="settings-item-actions">
                    <Button variant="secondary" size="sm" disabled={pending} onClick={() => run(session)}>
                      {t('settingsSignOutSession')} <span className="visually-hidden">{session.device}</span>
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
          <div className="settings-actions">
            {others.length > 0 ? (
              <Button variant="secondary" loading={pending} onClick={() => run()}>
                {t('settingsSignOutOthers')}
              </Button>
            ) : (
              <p className="settings-muted">{t('settingsNoOtherSessions')}</p>
            )}
          </div>
        </>
      )}
    </Card>
  );
}
