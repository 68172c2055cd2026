import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** Changing this (e.g. the pathname) clears a caught error. */
  resetKey?: string;
}

interface State {
  error: Error | null;
  resetKey: string | undefined;
}

export function ErrorFallback() {
  return (
    <div className="state" role="alert">
      <h1>Something went wrong</h1>
      <p className="muted">Please refresh the page to continue</p>
      <div className="state__actions">
        <button type="button" className="btn btn--primary btn--md" onClick={() => window.location.reload()}>
          Refresh Page
        </button>
      </div>
    </div>
  );
}

/** Spec core-flow §2 fallback; one at the root and one around each route's content. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { error: null, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('UI error', error.message, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.error ? <ErrorFallback /> : this.props.children;
  }
}
