import { ErrorFallback } from '@earshot/react-components';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';

/** A route's error: the catch-all page for 404s (unknown advertiser), else the error with a retry. */
export function RouteError() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (!notFound) console.error('A page failed to load', error);
  }, [error, notFound]);
  if (notFound) return <NotFoundPage />;
  return <ErrorFallback retry={() => void revalidator.revalidate()} />;
}
