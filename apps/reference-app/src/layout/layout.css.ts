import { hiddenFromSight, vars } from '@earshot/react-components';
import { globalStyle, keyframes, style } from '@vanilla-extract/css';

export const shell = style({
  minBlockSize: '100vh',
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.family,
});

/** Where the sidebar gives way to the menu button and its drawer. */
export const NARROW = 'screen and (max-width: 899px)';

/** Where the advertiser switcher takes a row of its own under the header's first. */
const PHONE = 'screen and (max-width: 599px)';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  '@media': { [PHONE]: { paddingInline: vars.space.md } },
});

/**
 * The drawer's menu button: shown only where the sidebar is hidden, its room kept while its code
 * loads so that the header does not shift when it arrives.
 */
export const menuSlot = style({
  display: 'none',
  '@media': {
    [NARROW]: {
      display: 'flex',
      minInlineSize: `calc(${vars.space.unit} * 9)`,
      minBlockSize: `calc(${vars.space.unit} * 9)`,
    },
  },
});

export const brand = style({
  selectors: {
    // Doubled: the brand is a Link, whose own reset would otherwise win when its stylesheet loads later.
    '&&': {
      display: 'inline-flex',
      alignItems: 'center',
      gap: vars.space.sm,
      marginInlineEnd: 'auto',
      paddingBlock: vars.space.xs,
      fontSize: vars.font.sizeLarge,
      fontWeight: vars.font.weightBold,
      color: vars.color.text,
      textDecoration: 'none',
    },
  },
});

export const logo = style({ inlineSize: '28px', blockSize: '28px', flexShrink: 0 });

/**
 * The advertiser switcher, its label hidden from sight: the button shows the advertiser's name, and
 * the label stays in its accessible name. On phones it takes the full width of a second row.
 */
export const switcherSlot = style({
  minInlineSize: 0,
  maxInlineSize: '18rem',
  '@media': { [PHONE]: { order: 1, flexBasis: '100%', maxInlineSize: 'none' } },
});

// The Select's label is the first element of its root (AdvertiserSwitcher takes no hidden-label option).
globalStyle(`${switcherSlot} > div > span:first-child`, hiddenFromSight);

export const body = style({
  display: 'flex',
  flex: 1,
  minBlockSize: 0,
});

export const sidebar = style({
  flexShrink: 0,
  inlineSize: '220px',
  paddingBlock: vars.space.md,
  paddingInline: vars.space.xs,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  '@media': { [NARROW]: { display: 'none' } },
});

export const main = style({
  flex: 1,
  minInlineSize: 0,
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  '@media': { [PHONE]: { padding: vars.space.md } },
});

export const centered = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
});

export const narrow = style({
  inlineSize: 'min(440px, 100%)',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  margin: 0,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.lg,
  backgroundColor: vars.color.amber,
  color: '#1a1a1a',
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const loader = style({ flex: 1, display: 'grid', placeItems: 'center', minBlockSize: '50vh' });

export const spinner = style({
  inlineSize: '40px',
  blockSize: '40px',
  borderRadius: '50%',
  border: `4px solid ${vars.color.border}`,
  borderBlockStartColor: vars.color.primary,
  animation: `${spin} 0.9s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '3s' } },
});

export const progress = style({
  position: 'fixed',
  insetBlockStart: 0,
  insetInline: 0,
  blockSize: '3px',
  backgroundColor: vars.color.primary,
  zIndex: 1000,
});

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  insetBlockStart: '-100px',
  padding: vars.space.sm,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  selectors: { '&:focus': { insetBlockStart: vars.space.sm } },
});

/** The placeholder lines of the frame before its data (`AppFrameSkeleton`). */
export const skeletonColumn = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingInline: vars.space.sm,
});

export const skeletonLine = style({
  display: 'block',
  blockSize: '1em',
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surface,
  selectors: { '&:nth-child(3n)': { inlineSize: '60%' } },
});

export const skeletonTitle = style([
  skeletonLine,
  { blockSize: vars.font.sizeTitle, inlineSize: 'min(16rem, 60%)', marginBlockEnd: vars.space.md },
]);
