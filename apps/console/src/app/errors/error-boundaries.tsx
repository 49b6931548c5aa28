import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { AppErrorView } from './app-error-view.tsx';
import { NotFoundPage } from './not-found-page.tsx';

/** Errors thrown while rendering or loading a route. */
export const RouteErrorBoundary = () => {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <AppErrorView error={error} />;
};

type State = { error?: unknown };

/** The last wall: anything outside the router (providers, sign-in SDK) lands here. */
export class TopLevelErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = {};

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (this.state.error !== undefined) return <AppErrorView error={this.state.error} />;
    return this.props.children;
  }
}
