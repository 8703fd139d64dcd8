import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { RemoteName } from '@panel/rules';
import { BootFragmentDone } from '../startup/BootFragmentDone';
import { RemoteLoadError, SECTION_LABELS } from './remote-load-error';

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
    const section = SECTION_LABELS[this.props.remote];
    const failedToLoad = this.state.error instanceof RemoteLoadError;
    return (
      <section className="page" aria-labelledby="section-error-title">
        <BootFragmentDone />
        <div className="notice notice-error" role="alert">
          <h1 id="section-error-title">
            {failedToLoad ? `The ${section} section could not be loaded` : `Something went wrong in the ${section} section`}
          </h1>
          <p>
            {failedToLoad
              ? 'It may be down for maintenance or your connection dropped. The rest of the panel still works.'
              : 'An unexpected error stopped this page. The rest of the panel still works.'}
          </p>
          <button type="button" className="button" onClick={this.retry}>
            Retry
          </button>
        </div>
      </section>
    );
  }
}
