import * as screen from '../theme/screen.css.ts';

export const root = screen.screenColumn.md;
