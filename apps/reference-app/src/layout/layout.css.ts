import { vars } from '@earshot/react-components';
import { keyframes, style } from '@vanilla-extract/css';

export const shell = style({
  minBlockSize: '100vh',
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.family,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const brand = style({
  marginInlineEnd: 'auto',
  alignSelf: 'center',
  fontSize: vars.font.sizeLarge,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
  textDecoration: 'none',
});

export const body = style({
  display: 'flex',
  flex: 1,
  minBlockSize: 0,
  '@media': { 'screen and (max-width: 720px)': { flexDirection: 'column' } },
});

export const sidebar = style({
  flexShrink: 0,
  inlineSize: '220px',
  paddingBlock: vars.space.md,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  '@media': { 'screen and (max-width: 720px)': { inlineSize: 'auto', borderInlineEnd: 'none' } },
});

export const main = style({
  flex: 1,
  minInlineSize: 0,
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
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
