import { ErrorFallback } from '@earshot/react-components';
import { isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';

/** A route's error: the catch-all page for 404s (unknown advertiser), else the error with a retry. */
export function RouteError() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  return <ErrorFallback retry={() => void revalidator.revalidate()} />;
}
