import { useEffect, useState } from 'react';

/**
 * The open state of a control that replaced a pressed stand-in (see `useLoadOnReach`): closed on
 * mount, then open when `openOnMount`. Opening after the mount, once the control's button has taken
 * the focus (a child's effect runs first), makes closing return the focus to that button rather than
 * to the stand-in that is gone.
 */
export function useOpenAfterMount(openOnMount: boolean): [boolean, (isOpen: boolean) => void] {
  const [isOpen, setOpen] = useState(false);
  useEffect(() => {
    if (openOnMount) setOpen(true);
  }, [openOnMount]);
  return [isOpen, setOpen];
}
