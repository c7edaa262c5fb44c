import { vars } from '@earshot/react-components';
import { style } from '@vanilla-extract/css';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const sectionTitle = style({ margin: 0, fontSize: vars.font.sizeLarge });

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(120px, max-content) 1fr',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
});

export const term = style({ color: vars.color.textMuted });

export const definition = style({ margin: 0, overflowWrap: 'anywhere' });

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
  gap: vars.space.md,
  margin: 0,
});

export const figure = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.base,
  backgroundColor: vars.color.surface,
});

export const figureValue = style({
  margin: 0,
  fontSize: vars.font.sizeTitle,
  fontWeight: vars.font.weightBold,
});

export const steps = style({ margin: 0, paddingInlineStart: vars.space.lg, lineHeight: 2 });
