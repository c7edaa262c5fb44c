import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback } from './ErrorFallback.tsx';

/** Props of {@link ErrorBoundary}. */
export interface ErrorBoundaryProps {
  /**
   * The subtree whose render errors are caught.
   * @default undefined
   */
  children?: ReactNode;
  /**
   * What to show instead of the failed subtree.
   * @default a translated message with a 'Try again' button
   */
  fallback?: (props: { error: unknown; retry: () => void }) => ReactNode;
  /**
   * Called before a retry re-renders the subtree, e.g. to reset failed queries.
   * @default undefined
   */
  onRetry?: () => void;
  /**
   * Called with each error caught, e.g. to report it.
   * @default undefined
   */
  onError?: (error: unknown, info: ErrorInfo) => void;
}

interface ErrorBoundaryState {
  error: unknown;
  hasError: boolean;
}

/** Catches a render error in its subtree and offers a retry instead of a blank page. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  retry = () => {
    this.props.onRetry?.();
    this.setState({ error: null, hasError: false });
  };

  // Declared, not inferred: the inferred type spells out this React's `ReactNode` (with `bigint` and
  // promises in React 19), which an embedder's React 18 types do not accept for `render`.
  override render(): ReactNode {
    if (!this.state.hasError) return this.props.children;
    const { fallback } = this.props;
    return fallback ? (
      fallback({ error: this.state.error, retry: this.retry })
    ) : (
      <ErrorFallback retry={this.retry} />
    );
  }
}
