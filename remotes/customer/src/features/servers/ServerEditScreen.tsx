import { instanceMode } from '@panel/rules';
import { useParams } from '@panel/router';
import { useConfig } from '@panel/session';
import { useServer } from '../../api/server';
import { useServersT } from '../../messages/servers';
import { PlanEditForm } from './PlanEditForm';
import { ResourceEditForm } from './ResourceEditForm';
import { ServerScreenFrame } from './ServerScreenFrame';
import { isMissingServer, ServerLoadProblem } from './ServerLoadProblem';
import { ServerSkeleton } from './ServerSkeleton';

/**
 * `/server/edit/{id}`: rename a server and change what it runs on: its share of the account's
 * limits (resource split), or its plan (per-server plans). Saved, it goes back home.
 */
export function ServerEditScreen() {
  const t = useServersT();
  const { id = '' } = useParams();
  const { features } = useConfig();
  const { data: server, error, mutate } = useServer(id);

  if (!server) {
    return (
      <ServerScreenFrame route="serverEdit" title={error && isMissingServer(error) ? t('serverNotFoundTitle') : undefined}>
        {error ? <ServerLoadProblem error={error} onRetry={() => void mutate()} /> : <ServerSkeleton />}
      </ServerScreenFrame>
    );
  }
  return (
    <ServerScreenFrame route="serverEdit" title={t('serverEditTitle', { name: server.name })}>
      {/* Keyed by server: another server's form starts from its own values. */}
      {instanceMode(features) === 'plans' ? <PlanEditForm key={server._id} server={server} /> : <ResourceEditForm key={server._id} server={server} />}
    </ServerScreenFrame>
  );
}
