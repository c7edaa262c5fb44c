import { Navigate, Outlet, useParams } from 'react-router';
import { useCanEdit } from '../screens/useActiveAdvertiser.ts';

/** Props of {@link NewForEditors}. */
export interface NewForEditorsProps {
  /** The section's list below the advertiser segment, e.g. 'inventory'. */
  list: string;
}

/**
 * The route of an editor whose id 'new' creates. Only roles 1 and 2 may create (spec §6): a view-only,
 * reporting or CPA member who opens a 'new' address goes to the section's list instead of an editor
 * that cannot save. Any other id renders the editor.
 */
export function NewForEditors({ list }: NewForEditorsProps) {
  const { advertiserId = '', id } = useParams();
  const canEdit = useCanEdit();
  if (id === 'new' && !canEdit) {
    return <Navigate replace to={`/${encodeURIComponent(advertiserId)}/${list}`} />;
  }
  return <Outlet />;
}
