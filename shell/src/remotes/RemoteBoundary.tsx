import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { RemoteName } from '@panel/rules';
import { Alert, Button, PageHeader } from '@panel/ui';
import { useShellT, type ShellMessage } from '../messages';
import { BootFragmentDone } from '../startup/BootFragmentDone';
import { RemoteLoadError } from './remote-load-error';

interface RemoteBoundaryProps {
  remote: RemoteName;
  /** Changes on navigation; a changed key clears the error and asks for a fresh attempt. */
  resetKey: string;
  onRetry: () => void;
  children: ReactNode;
}

interface RemoteBoundaryState {
  error: unknown;
}

/** Contains a failing remote to the content area: the sidebar and other sections keep working. */
export class RemoteBoundary extends Component<RemoteBoundaryProps, RemoteBoundaryState> {
  override state: RemoteBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): RemoteBoundaryState {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (!(error instanceof RemoteLoadError)) {
      console.warn(`The ${this.props.remote} section failed to render`, error, info.componentStack);
    }
  }

  override componentDidUpdate(previous: RemoteBoundaryProps) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.retry();
  }

  retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    if (!this.state.error) return this.props.children;
    return <SectionError remote={this.props.remote} failedToLoad={this.state.error instanceof RemoteLoadError} onRetry={this.retry} />;
  }
}

const SECTION_NAMES = { auth: 'sectionAuth', customer: 'sectionCustomer', billing: 'sectionBilling', staff: 'sectionStaff' } as const satisfies Record<RemoteName, ShellMessage>;

/** What the content area shows instead of a remote that failed: what happened, and Retry. */
function SectionError({ remote, failedToLoad, onRetry }: { remote: RemoteName; failedToLoad: boolean; onRetry: () => void }) {
  const t = useShellT();
  const section = t(SECTION_NAMES[remote]);
  return (
    <>
      <BootFragmentDone />
      <PageHeader title={t(failedToLoad ? 'sectionNotLoaded' : 'sectionCrashed', { section })} />
      <Alert tone="danger" actions={<Button onClick={onRetry}>{t('retry')}</Button>}>
        <p>{t(failedToLoad ? 'sectionNotLoadedText' : 'sectionCrashedText')}</p>
      </Alert>
    </>
  );
}
