import { useState } from 'react';
import { ApiError } from '@panel/api';
import type { Location, ServerView } from '@panel/api/contract';
import { useParams } from '@panel/router';
import { instanceMode } from '@panel/rules';
import { useConfig, useSession } from '@panel/session';
import { Alert, apiErrorMessage, Button, ButtonLink, ConfirmDialog, RadioGroup, Spinner, useSingleFlight } from '@panel/ui';
import { useLocations } from '../../api/locations';
import { useServer } from '../../api/server';
import { useTransferServer } from '../../api/transfer-server';
import { useServersT, type ServersMessage } from '../../messages/servers';
import { locationChoices, type LocationBlock, type Mover } from './location-choices';
import { ServerScreenFrame } from './ServerScreenFrame';
import { isMissingServer, ServerLoadProblem } from './ServerLoadProblem';
import { ServerSkeleton } from './ServerSkeleton';

const BLOCKS: Record<LocationBlock, ServersMessage> = {
  current: 'serverTransferBlockCurrent',
  maintenance: 'serverTransferBlockMaintenance',
  plan: 'serverTransferBlockPlan',
  rank: 'serverTransferBlockRank',
  full: 'serverTransferBlockFull',
};

/** `/server/transfer/{id}`: move a server, with its files, to another location the account may use. */
export function ServerTransferScreen() {
  const t = useServersT();
  const { id = '' } = useParams();
  const { data: server, error, mutate } = useServer(id);

  if (!server) {
    return (
      <ServerScreenFrame route="serverTransfer" title={error && isMissingServer(error) ? t('serverNotFoundTitle') : undefined}>
        {error ? <ServerLoadProblem error={error} onRetry={() => void mutate()} /> : <ServerSkeleton />}
      </ServerScreenFrame>
    );
  }
  return (
    <ServerScreenFrame route="serverTransfer" title={t('serverTransferTitle', { name: server.name })} description={t('serverTransferCurrent', { location: server.node.name })}>
      <TransferForm key={server._id} server={server} />
    </ServerScreenFrame>
  );
}

type Phase = { kind: 'choosing' } | { kind: 'moving'; to: string } | { kind: 'moved'; to: string };

function TransferForm({ server }: { server: ServerView }) {
  const t = useServersT();
  const locations = useLocations();
  const transferServer = useTransferServer();
  const userId = useSession((state) => state.userId);
  const user = useSession((state) => state.user);
  const plansMode = instanceMode(useConfig().features) === 'plans';
  const [target, setTarget] = useState<string>();
  const [missingChoice, setMissingChoice] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [phase, setPhase] = useState<Phase>({ kind: 'choosing' });
  const [refusal, setRefusal] = useState<string | null>(null);

  // The owner's plans and rank decide (sold by plan, the server's own plan too, as when it was
  // ordered); for someone else's server (staff) the API alone does.
  const ownPlan = plansMode && server.db.plan ? { orderingPlan: server.db.plan } : {};
  const mover: Mover | null = user && server.db.uid === userId ? { rank: user.rank, plans: user.plans.map((plan) => plan._id), ...ownPlan } : null;
  const choices = locationChoices(locations.data ?? [], server.db.location, mover);
  const chosen = choices.find((choice) => choice.location._id === target && choice.blocks.length === 0)?.location;

  const transfer = useSingleFlight(async (to: Location) => {
    setRefusal(null);
    setPhase({ kind: 'moving', to: to.name });
    try {
      await transferServer({ id: server._id, location: to._id });
    } catch (error) {
      setPhase({ kind: 'choosing' });
      setRefusal(apiErrorMessage(error));
      // Refused for the location itself (full, maintenance, a plan): it is no longer a choice, and
      // why shows beside it once the locations are read again.
      if (error instanceof ApiError && (error.status === 403 || error.status === 409)) setTarget(undefined);
      void locations.mutate();
      return;
    }
    setTarget(undefined);
    // Said in the page (a status), where the new location shows too: no toast besides.
    setPhase({ kind: 'moved', to: to.name });
  });

  if (locations.error && !locations.data) {
    return (
      <Alert tone="danger" title={t('serverLocationsLoadFailed')} actions={<Button onClick={() => void locations.mutate()}>{t('serverRetry')}</Button>}>
        <p>{apiErrorMessage(locations.error)}</p>
      </Alert>
    );
  }
  if (!locations.data) return <ServerSkeleton />;

  const open = choices.filter((choice) => choice.blocks.length === 0);
  return (
    <form
      className="server-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (transfer.pending) return;
        setMissingChoice(!chosen);
        if (chosen) setConfirming(true);
      }}
    >
      <p className="server-form-intro">{t('serverTransferIntro')}</p>
      {phase.kind === 'moving' && <Spinner size="sm" showLabel label={t('serverTransferMoving', { location: phase.to })} />}
      {phase.kind === 'moved' && <Alert tone="success">{t('serverTransferDone', { name: server.name, location: phase.to })}</Alert>}
      <RadioGroup
        label={t('serverTransferLocations')}
        name="location"
        value={target ?? ''}
        onValueChange={(value) => {
          setTarget(value);
          setMissingChoice(false);
        }}
        error={missingChoice ? t('serverTransferChoose') : undefined}
        options={choices.map(({ location, free, blocks }) => ({
          value: location._id,
          disabled: blocks.length > 0 || transfer.pending,
          label: (
            <span className="server-location-name">
              <img className="server-location-flag" src={location.flag} alt="" width={20} height={14} />
              {location.name}
            </span>
          ),
          description: [t('serverTransferFree', { count: free }), ...blocks.map((block) => t(BLOCKS[block]))].join(' · '),
        }))}
      />
      {open.length === 0 && <Alert tone="info">{t('serverTransferNoTarget')}</Alert>}
      {refusal && (
        <Alert tone="danger" title={t('serverTransferRefused')}>
          <p>{refusal}</p>
        </Alert>
      )}
      <div className="server-form-actions">
        <Button type="submit" loading={transfer.pending}>
          {t('serverTransferButton')}
        </Button>
        <ButtonLink to="/" variant="secondary">
          {t('serverBackToServers')}
        </ButtonLink>
      </div>
      {chosen && (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t('serverTransferConfirmTitle', { name: server.name, location: chosen.name })}
          confirmLabel={t('serverTransferConfirm', { location: chosen.name })}
          // Closes at once: the page says the server is being transferred, then where it is.
          onConfirm={() => void transfer.run(chosen)}
        >
          <p>{t('serverTransferConfirmText')}</p>
        </ConfirmDialog>
      )}
    </form>
  );
}
