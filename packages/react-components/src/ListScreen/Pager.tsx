import { Button } from '../Button/Button.tsx';

/** Props of {@link Pager}. */
export interface PagerProps {
  /** The navigation's accessible name, e.g. 'Pages'. */
  label: string;
  /** The layout of the buttons and the status. */
  className: string;
  /** The page shown, counted from 1. */
  page: number;
  /** How many pages there are. */
  pages: number;
  /** Shows another page (counted from 1). */
  onPageChange: (page: number) => void;
  /** The text of the button to the previous page. */
  previousLabel: string;
  /** The text of the button to the next page. */
  nextLabel: string;
  /** Which page shows, e.g. 'Page 2 of 5'. */
  status: string;
  /**
   * Announces the status politely when it changes.
   * @default false
   */
  announcesStatus?: boolean;
  /**
   * Disables both buttons, e.g. while a page loads.
   * @default false
   */
  isBusy?: boolean;
}

/** Previous and next buttons around the page's status, for a list shown page by page. */
export function Pager({
  label,
  className,
  page,
  pages,
  onPageChange,
  previousLabel,
  nextLabel,
  status,
  announcesStatus = false,
  isBusy = false,
}: PagerProps) {
  return (
    <nav className={className} aria-label={label}>
      <Button
        variant="secondary"
        size="small"
        isDisabled={page <= 1 || isBusy}
        onPress={() => onPageChange(page - 1)}
      >
        {previousLabel}
      </Button>
      <span aria-live={announcesStatus ? 'polite' : undefined}>{status}</span>
      <Button
        variant="secondary"
        size="small"
        isDisabled={page >= pages || isBusy}
        onPress={() => onPageChange(page + 1)}
      >
        {nextLabel}
      </Button>
    </nav>
  );
}
