import { useEffect, useState } from 'react';
import { Button, Dialog, DialogTrigger, Modal, ModalOverlay } from 'react-aria-components';
import { useMessage } from '../i18n/useMessage.ts';
import { fieldButton } from '../theme/field.css.ts';
import * as styles from './NavigationMenu.css.ts';
import { NavigationMenu, type NavigationMenuProps } from './NavigationMenu.tsx';

/** Props of {@link NavigationDrawer}: those of the menu it holds, `className` going to its button. */
export interface NavigationDrawerProps extends Omit<NavigationMenuProps, 'onFollow'> {
  /**
   * The media query of the screens the embedder offers the drawer on (where it hides its own
   * navigation), e.g. `screen and (max-width: 899px)`: once the screen no longer matches, as when a
   * window is widened, an open drawer closes.
   * @default undefined (the drawer stays open whatever the screen)
   */
  media?: string;
}

/**
 * The main navigation of narrow screens: a menu button opening the {@link NavigationMenu} in a modal
 * drawer at the inline start. Focus moves into the drawer and stays there; Escape, a click outside,
 * the close button or following a link closes it, and focus returns to the button. The embedder
 * shows the button only where it hides its own navigation.
 */
export function NavigationDrawer({ className, media, ...menu }: NavigationDrawerProps) {
  const t = useMessage();
  const [isOpen, setOpen] = useState(false);
  useEffect(() => {
    if (!isOpen || !media) return;
    const query = window.matchMedia(media);
    const closeUnlessMatching = () => {
      if (!query.matches) setOpen(false);
    };
    closeUnlessMatching();
    query.addEventListener('change', closeUnlessMatching);
    return () => query.removeEventListener('change', closeUnlessMatching);
  }, [isOpen, media]);
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button
        className={[styles.menuButton, className].filter(Boolean).join(' ')}
        aria-label={t('navigation.open')}
      >
        <svg
          className={styles.menuIcon}
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
      </Button>
      <ModalOverlay isDismissable className={styles.drawerOverlay}>
        <Modal className={styles.drawer}>
          <Dialog aria-label={t('navigation.label')} className={styles.drawerDialog}>
            <Button
              slot="close"
              className={[fieldButton, styles.drawerClose].join(' ')}
              aria-label={t('dialog.close')}
            >
              ×
            </Button>
            <NavigationMenu {...menu} onFollow={() => setOpen(false)} />
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
