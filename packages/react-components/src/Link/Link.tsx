import {
  Link as AriaLink,
  type LinkProps as AriaLinkProps,
  type LinkRenderProps,
} from 'react-aria-components';
import { composeClassName } from '../className.ts';
import { link } from './Link.css.ts';

/** Props of {@link Link}: React Aria's link props. */
export type LinkProps = AriaLinkProps;

/**
 * A link. Navigation inside the embedding app goes through the provider's `onNavigate`, so the
 * host's router decides how a path opens; `data-current`, `data-hovered`, `data-focus-visible` style it.
 */
export function Link({ className, ...props }: LinkProps) {
  return <AriaLink {...props} className={composeClassName<LinkRenderProps>(link, className)} />;
}
