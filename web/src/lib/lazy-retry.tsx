import { Component, lazy, type ComponentType, type ReactNode } from 'react';

/** How to start afresh each lazy component whose chunk failed to load. */
const failedLoads = new Set<() => void>();

/**
 * React.lazy that does not keep a failed load for good. React.lazy remembers a rejected import, so a chunk that did
 * not arrive once (a dropped connection, a deploy that replaced it) would fail on every later render until a page
 * reload. Here the failure reaches the nearest error boundary as usual, and once that boundary starts afresh
 * (`retryFailedLoads`) the next render fetches the chunk again.
 */
export function lazyRetry<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>): ComponentType<Props> {
  const attempt = () =>
    lazy(() =>
      load().catch((error: unknown) => {
        failedLoads.add(renew);
        throw error;
      }),
    );
  let current = attempt();
  const renew = () => {
    current = attempt();
  };
  return function Retrying(props: Props) {
    const Current = current as ComponentType<Props>;
    return <Current {...props} />;
  };
}

/** Lets every lazy component whose chunk failed fetch it again on its next render: for an error boundary's reset. */
export function retryFailedLoads(): void {
  for (const renew of failedLoads) renew();
  failedLoads.clear();
}

interface QuietRetryProps {
  children: ReactNode;
  /** The first wait before trying again; each further failure doubles it, up to a minute. */
  retryMs: number;
}

/**
 * For a part the page can do without for a while (Firebase's view of the session, lib/auth.tsx): while it fails it
 * renders nothing instead of taking the page down, and tries again after a wait, or at once when the browser is
 * back online.
 */
export class QuietRetryBoundary extends Component<QuietRetryProps, { failed: boolean }> {
  override state = { failed: false };
  private failures = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.stopWaiting();
    this.failures += 1;
    this.timer = setTimeout(this.retry, Math.min(this.props.retryMs * 2 ** (this.failures - 1), 60_000));
    window.addEventListener('online', this.retry);
  }

  override componentWillUnmount() {
    this.stopWaiting();
  }

  private readonly retry = () => {
    this.stopWaiting();
    retryFailedLoads();
    this.setState({ failed: false });
  };

  private stopWaiting() {
    clearTimeout(this.timer);
    window.removeEventListener('online', this.retry);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
