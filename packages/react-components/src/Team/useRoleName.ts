import type { Schema } from '@earshot/sdk-core';
import { useCallback } from 'react';
import { useEnumLabel } from '../i18n/useEnumLabel.ts';

type UserRole = Schema<'UserRole'>;

/**
 * Returns a function naming a role in the provider's locale: the team catalogue's name of role `id`
 * (`userRole.{id}`); for a role the catalogue does not know yet, the name the server's `roles` list
 * gives it, else the number itself.
 */
export function useRoleName(): (id: number, roles: readonly UserRole[]) => string {
  const label = useEnumLabel();
  return useCallback(
    (id, roles) => label(`userRole.${id}`, roles.find((role) => role.id === id)?.name ?? String(id)),
    [label],
  );
}
