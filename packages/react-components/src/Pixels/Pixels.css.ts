import { style } from '@vanilla-extract/css';
import * as codeSnippet from '../theme/codeSnippet.css.ts';
import { vars } from '../theme/contract.css.ts';
import * as screen from '../theme/screen.css.ts';

export const root = screen.screenColumn.lg;

export const section = style([screen.sectionCard, { alignItems: 'flex-start' }]);

export const sectionTitle = screen.sectionTitle;

export const muted = style([screen.mutedText, { overflowWrap: 'anywhere' }]);

export const figure = codeSnippet.snippetFigure;

export const snippet = codeSnippet.snippet;

export const error = screen.errorText;

export const success = style({ margin: 0, color: vars.color.text, fontWeight: vars.font.weightBold });

export const actions = screen.inlineRow;

export const table = style({ alignSelf: 'stretch', overflowX: 'auto' });

export const wrap = style({ overflowWrap: 'anywhere' });

export const field = style({ alignSelf: 'stretch' });

/** The tracking URL's field and copy button (or their placeholder), laid out like the section's other rows. */
export const trackingUrl = style({
  alignSelf: 'stretch',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

/** The height the tracking URL's field and copy button take, kept for them before they load. */
export const trackingUrlRoom = style({ minBlockSize: `calc(${vars.space.unit} * 30)` });

export const partners = style({ margin: 0, paddingInlineStart: vars.space.lg });
