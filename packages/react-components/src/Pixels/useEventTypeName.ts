import { useCallback } from 'react';
import { humanizeSlug } from '../i18n/humanizeSlug.ts';
import { useEnumLabel } from '../i18n/useEnumLabel.ts';

/**
 * Returns a function naming an event's type (`page_view`, `conversion`, `custom`) in the provider's
 * locale; a type the pixels catalogue does not know yet is shown humanised ('add_payment' → 'Add payment').
 */
export function useEventTypeName(): (eventType: string) => string {
  const label = useEnumLabel();
  return useCallback((eventType) => label(`pixels.eventType.${eventType}`, humanizeSlug(eventType)), [label]);
}
