import { assignInlineVars } from '@vanilla-extract/dynamic';
import { vars } from './contract.css.ts';

/** The handful of variables an embedder may change; everything else follows from them. */
export interface AppearanceVariables {
  /**
   * Buttons, links, focus rings and selected states. Without it, the base theme's colour shows.
   * @default undefined
   */
  colorPrimary?: string;
  /**
   * The background of every surface. Without it, the base theme's colour shows.
   * @default undefined
   */
  colorBackground?: string;
  /**
   * The main text colour. Without it, the base theme's colour shows.
   * @default undefined
   */
  colorText?: string;
  /**
   * Errors, destructive actions and invalid fields. Without it, the base theme's colour shows.
   * @default undefined
   */
  colorDanger?: string;
  /**
   * A CSS `font-family` list. Without it, the base theme's font shows.
   * @default undefined
   */
  fontFamily?: string;
  /**
   * The base font size; small, large and title sizes scale from it.
   * @default '14px'
   */
  fontSizeBase?: string;
  /**
   * The corner radius of controls and cards.
   * @default '6px'
   */
  borderRadius?: string;
  /**
   * The unit every gap and padding is a multiple of.
   * @default '4px'
   */
  spacingUnit?: string;
}

/** How the components look: a base theme and variables laid over it. */
export interface Appearance {
  /**
   * The base theme.
   * @default 'light'
   */
  theme?: 'light' | 'dark';
  /**
   * Variables laid over the base theme. Without them, the base theme shows as it is.
   * @default undefined
   */
  variables?: AppearanceVariables;
}

/** Which contract variable each appearance variable sets. */
const targets = {
  colorPrimary: [vars.color.primary, vars.color.primaryHover, vars.color.focus],
  colorBackground: [vars.color.background, vars.color.surfaceRaised],
  colorText: [vars.color.text],
  colorDanger: [vars.color.danger],
  fontFamily: [vars.font.family],
  fontSizeBase: [vars.font.sizeBase],
  borderRadius: [vars.radius.base],
  spacingUnit: [vars.space.unit],
} satisfies Record<keyof AppearanceVariables, string[]>;

/**
 * The inline `style` that applies `variables` to an element; set on the provider's root so a
 * change takes effect at run time, without rebuilding the stylesheet.
 */
export function appearanceStyle(variables: AppearanceVariables = {}): Record<string, string> {
  const assigned: Record<string, string> = {};
  for (const [name, value] of Object.entries(variables)) {
    if (value === undefined || value === '') continue;
    const contractVars = targets[name as keyof AppearanceVariables];
    if (!contractVars) {
      throw new TypeError(
        `Unknown appearance variable '${name}': use one of ${Object.keys(targets).join(', ')}`,
      );
    }
    for (const contractVar of contractVars) assigned[contractVar] = value;
  }
  return assignInlineVars(assigned);
}
