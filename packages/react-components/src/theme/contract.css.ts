import { createGlobalThemeContract } from '@vanilla-extract/css';

/** The shape of the theme: every value is the name of a CSS variable, prefixed `earshot-`. */
const shape = {
  color: {
    primary: '',
    primaryHover: '',
    onPrimary: '',
    background: '',
    surface: '',
    surfaceRaised: '',
    text: '',
    textMuted: '',
    border: '',
    focus: '',
    danger: '',
    onDanger: '',
    success: '',
    info: '',
    warning: '',
    purple: '',
    blue: '',
    green: '',
    yellow: '',
    orange: '',
    // Spec §9: fixed colours, the same in every theme.
    secondary: '',
    accent: '',
    lightText: '',
    fadedGrey: '',
    amber: '',
    overlay: '',
  },
  font: {
    family: '',
    sizeBase: '',
    sizeSmall: '',
    sizeLarge: '',
    sizeTitle: '',
    weightNormal: '',
    weightBold: '',
    lineHeight: '',
  },
  radius: { base: '', small: '', round: '' },
  space: { unit: '', xs: '', sm: '', md: '', lg: '', xl: '' },
  shadow: { raised: '', overlay: '' },
  duration: { fast: '', slow: '' },
};

/**
 * The theme contract: stable CSS variable names (`--earshot-color-primary`, `--earshot-space-unit`, …)
 * that every component reads and that a host page may set too.
 */
export const vars = createGlobalThemeContract(shape, (_value, path) => `earshot-${path.join('-')}`);
