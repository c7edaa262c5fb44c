import { style } from '@vanilla-extract/css';
import { framed } from '../theme/card.css.ts';
import { vars } from '../theme/contract.css.ts';
import { textReset } from '../theme/textReset.css.ts';

export const options = style({ display: 'grid', gap: vars.space.sm, minInlineSize: 0 });

/** A creative to choose: its checkbox, why it cannot be chosen, then its audio and companion ad. */
export const option = style([
  framed,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    minInlineSize: 0,
    selectors: {
      '&[data-chosen]': { borderColor: vars.color.primary },
      // Chosen but not servable: a creative not ready, or one the list no longer holds.
      '&[data-chosen]:not([data-ready])': { borderColor: vars.color.warning },
    },
  },
]);

export const media = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  minInlineSize: 0,
});

/** The player takes the row beside the companion ad, and a row of its own on a phone. */
export const player = style({ flex: '1 1 256px' });

export const companion = style({
  maxBlockSize: '90px',
  maxInlineSize: '100%',
  borderRadius: vars.radius.small,
});

const note = style([textReset, { fontSize: vars.font.sizeSmall }]);

/** Why a creative cannot be chosen. */
export const reason = style([note, { color: vars.color.textMuted }]);

/** A chosen creative that is not ready: the campaign does not serve it. */
export const warning = style([note, { color: vars.color.warning, fontWeight: vars.font.weightBold }]);
