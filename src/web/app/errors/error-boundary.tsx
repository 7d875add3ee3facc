import { Component, Suspense, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { isChunkLoadError, newEventId, recordError } from '@web/lib/error-log';

export interface FallbackProps {
  error: Error;
  eventId: string | null;
  occurredAt: string;
  resetError: () => void;
}

interface ErrorBoundaryProps {
  children: ReactNode;
  fallback: ComponentType<FallbackProps>;
  /** Written to the error log with each entry (which boundary caught it, the route…). */
  context?: Record<string, unknown>;
  /** Runs before Try Again re-renders the children (e.g. to re-download a failed page). */
  onReset?: () => void;
}

interface ErrorBoundaryState {
  error: Error | null;
  eventId: string | null;
  occurredAt: string;
}

function toError(value: unknown): Error {
  return value instanceof Error ? value : new Error(String(value));
}

/**
 * Normal → errored → normal again through Try Again (core spec §4). Every caught render
 * error, including a lazy page whose chunk failed to load, gets an event id and an entry
 * in the local error log.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, eventId: null, occurredAt: '' };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error: toError(error), eventId: newEventId(), occurredAt: new Date().toISOString() };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    recordError({
      error,
      eventId: this.state.eventId ?? undefined,
      errorInfo: info.componentStack ?? null,
      context: { ...this.props.context, chunkLoadFailed: isChunkLoadError(error) },
    });
  }

  resetError = (): void => {
    this.props.onReset?.();
    this.setState({ error: null, eventId: null, occurredAt: '' });
  };

  override render(): ReactNode {
    const { error, eventId, occurredAt } = this.state;
    const Fallback = this.props.fallback;
    // Its own Suspense: a fallback whose language is still loading waits here, not above the app.
    if (error)
      return (
        <Suspense fallback={null}>
          <Fallback error={error} eventId={eventId} occurredAt={occurredAt} resetError={this.resetError} />
        </Suspense>
      );
    return this.props.children;
  }
}
