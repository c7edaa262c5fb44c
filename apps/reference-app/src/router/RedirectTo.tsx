import { Navigate, type Params, useParams } from 'react-router';

/** Props of {@link RedirectTo}. */
export interface RedirectToProps {
  /** The target below the advertiser segment, from the route's parameters. */
  to: (params: Readonly<Params>) => string;
}

/**
 * A route that only redirects within the advertiser (e.g. campaigns/{id} to its first tab). A
 * component rather than a loader: it runs once the advertiser guard has passed, never racing it.
 */
export function RedirectTo({ to }: RedirectToProps) {
  const params = useParams();
  return <Navigate replace to={`/${encodeURIComponent(params.advertiserId ?? '')}/${to(params)}`} />;
}
