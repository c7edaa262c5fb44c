import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';

/** Spec §9 colours that do not change with the theme. */
const fixed = {
  secondary: '#6b5cff',
  accent: '#ff4f8b',
  lightText: '#ffffff',
  fadedGrey: '#9aa0a6',
  amber: '#ffbf47',
};

/** Spacing derives from one unit so an embedder's `spacingUnit` scales every gap. */
const space = {
  unit: '4px',
  xs: `calc(${vars.space.unit} * 1)`,
  sm: `calc(${vars.space.unit} * 2)`,
  md: `calc(${vars.space.unit} * 3)`,
  lg: `calc(${vars.space.unit} * 4)`,
  xl: `calc(${vars.space.unit} * 6)`,
};

const font = {
  family: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans SC", sans-serif',
  sizeBase: '14px',
  sizeSmall: `calc(${vars.font.sizeBase} * 0.857)`,
  sizeLarge: `calc(${vars.font.sizeBase} * 1.143)`,
  sizeTitle: `calc(${vars.font.sizeBase} * 1.714)`,
  weightNormal: '400',
  weightBold: '600',
  lineHeight: '1.5',
};

const radius = { base: '6px', small: `calc(${vars.radius.base} / 2)`, round: '999px' };
const duration = { fast: '120ms', slow: '320ms' };

/** The light theme (the default). */
export const lightTheme = createTheme(vars, {
  color: {
    ...fixed,
    primary: '#1f5eff',
    primaryHover: '#1748c4',
    onPrimary: '#ffffff',
    background: '#ffffff',
    surface: '#f5f6f8',
    surfaceRaised: '#ffffff',
    text: '#1b1d22',
    textMuted: '#585e69',
    border: '#8a909c',
    focus: '#1f5eff',
    danger: '#c62828',
    onDanger: '#ffffff',
    success: '#1b7f3b',
    info: '#0b6bcb',
    warning: '#a15c00',
    purple: '#7b3fe4',
    blue: '#0b6bcb',
    green: '#1b7f3b',
    yellow: '#8a6d00',
    orange: '#b34700',
    overlay: 'rgba(15, 17, 22, 0.5)',
  },
  font,
  radius,
  space,
  shadow: {
    raised: '0 1px 2px rgba(15, 17, 22, 0.12)',
    overlay: '0 8px 24px rgba(15, 17, 22, 0.2)',
  },
  duration,
});

/** The dark theme. */
export const darkTheme = createTheme(vars, {
  color: {
    ...fixed,
    primary: '#8fb0ff',
    primaryHover: '#b3caff',
    onPrimary: '#0b1530',
    background: '#14161b',
    surface: '#1d2027',
    surfaceRaised: '#262a33',
    text: '#eef0f4',
    textMuted: '#aeb4bf',
    border: '#767d8a',
    focus: '#8fb0ff',
    danger: '#ff8a80',
    onDanger: '#2b0503',
    success: '#7ed49a',
    info: '#8cc4ff',
    warning: '#ffcc80',
    purple: '#c3a4ff',
    blue: '#8cc4ff',
    green: '#7ed49a',
    yellow: '#f2d36b',
    orange: '#ffb380',
    overlay: 'rgba(0, 0, 0, 0.6)',
  },
  font,
  radius,
  space,
  shadow: {
    raised: '0 1px 2px rgba(0, 0, 0, 0.5)',
    overlay: '0 8px 24px rgba(0, 0, 0, 0.6)',
  },
  duration,
});
