import { useState } from 'react';
import { useConfig } from '@panel/session';
import { Alert, apiErrorMessage, Button, Card, CopyButton, DescriptionList, Link, PageHeader, Skeleton, useSingleFlight, useT } from '@panel/ui';
import { useGamePanelLogin, useResetGamePanelPassword } from '../../api/game-panel';
import { useContentT } from '../../messages/content';
import './game-panel.css';

/**
 * `/panel`: where the game panel is and the login to use there, and a new password on demand.
 * The new password lives in this screen's state only: it is shown once, and leaving or
 * reloading the page forgets it.
 */
export function GamePanelScreen() {
  const t = useContentT();
  const routeTitle = useT('routes');
  const { info } = useConfig();
  const login = useGamePanelLogin();
  const resetPassword = useResetGamePanelPassword();
  const [newPassword, setNewPassword] = useState<string | null>(null);
  const [resetError, setResetError] = useState<string | null>(null);
  const reset = useSingleFlight(async () => {
    setResetError(null);
    try {
      setNewPassword(await resetPassword());
    } catch (error) {
      setResetError(apiErrorMessage(error));
    }
  });

  return (
    <div className="game-panel">
      <PageHeader title={routeTitle('panel')} description={t('panelIntro')} />
      <Card title={t('panelAccountTitle')}>
        <div aria-busy={login.data === undefined && !login.error}>
          <DescriptionList
            items={[
              { label: t('panelAddress'), value: info.panelUrl ? <Link to={info.panelUrl}>{info.panelUrl}</Link> : t('panelNoAddress') },
              // Without the login, only the address: the alert below says why.
              ...(login.error
                ? []
                : [
                    { label: t('panelLoginEmail'), value: login.data ? <span className="game-panel-login">{login.data.email}</span> : <Skeleton width="14rem" /> },
                    { label: t('panelUsername'), value: login.data ? login.data.username : <Skeleton width="8rem" /> },
                  ]),
            ]}
          />
        </div>
        {login.error && (
          <Alert
            tone="danger"
            title={t('panelLoadError')}
            titleAs="h3"
            actions={
              <Button variant="secondary" size="sm" onClick={() => void login.mutate()}>
                {t('panelRetry')}
              </Button>
            }
          >
            <p>{apiErrorMessage(login.error)}</p>
          </Alert>
        )}
      </Card>
      <Card title={t('panelPasswordTitle')}>
        {login.data && login.data.passwordSet !== null && (
          <p className="game-panel-hint">{t(login.data.passwordSet ? 'panelPasswordSet' : 'panelPasswordNotSet')}</p>
        )}
        {newPassword !== null && (
          <Alert tone="success" title={t('panelNewPasswordTitle')} titleAs="h3">
            <div className="game-panel-password">
              <label className="ui-field-label" htmlFor="game-panel-new-password">
                {t('panelNewPassword')}
              </label>
              <div className="game-panel-password-row">
                <input
                  id="game-panel-new-password"
                  className="ui-input game-panel-password-value"
                  readOnly
                  value={newPassword}
                  autoComplete="off"
                  spellCheck={false}
                  onFocus={(event) => event.currentTarget.select()}
                />
                <CopyButton value={newPassword} label={t('panelCopyPassword')} />
              </div>
            </div>
            <p>{t('panelShownOnce')}</p>
          </Alert>
        )}
        {resetError && (
          <Alert tone="danger" title={t('panelResetError')} titleAs="h3">
            <p>{resetError}</p>
          </Alert>
        )}
        <div className="game-panel-actions">
          <Button onClick={() => reset.run()} loading={reset.pending}>
            {t('panelReset')}
          </Button>
        </div>
      </Card>
    </div>
  );
}
