import { useState } from 'react';

/** What {@link useLoadOnReach} gives a control whose code loads when the user reaches for it. */
export interface LoadOnReach<M> {
  /** The loaded module, once it may replace the stand-in: never in the middle of a press on it. */
  loaded: M | null;
  /** Props of the stand-in's React Aria `Button`: pointing at it, focusing or pressing it loads. */
  standInProps: {
    onHoverStart: () => void;
    onFocus: () => void;
    onBlur: () => void;
    onPressStart: () => void;
    onPressEnd: () => void;
    onPress: () => void;
  };
  /** Whether the control takes focus when it replaces the stand-in: the stand-in had it, or was pressed. */
  autoFocus: boolean;
  /** Whether the control opens once it has focus: the stand-in was pressed before the code arrived. */
  openOnMount: boolean;
}

/** The modules loaded so far, by their loader: a control mounted later starts as the control itself. */
const loadedModules = new WeakMap<() => Promise<unknown>, unknown>();

/**
 * For a control of a page's frame that most visits never open (a menu, a select): until the user
 * reaches for it (the pointer over it, focus, a press), a stand-in drawn and named like its button
 * holds its place, and `load` brings its code then. The control replaces the stand-in as soon as it
 * has loaded, with the focus if the stand-in had it, and open if the stand-in was pressed meanwhile.
 * A failed load leaves the stand-in, which tries again at the next reach. `load` must be the same
 * function at every render (a module-level constant).
 */
export function useLoadOnReach<M>(load: () => Promise<M>): LoadOnReach<M> {
  const [loaded, setLoaded] = useState<M | null>(() => (loadedModules.get(load) as M | undefined) ?? null);
  const [isFocused, setFocused] = useState(false);
  const [isPressing, setPressing] = useState(false);
  const [isPressed, setPressed] = useState(false);
  const reach = () => {
    load().then(
      (module) => {
        loadedModules.set(load, module);
        setLoaded(module);
      },
      () => undefined,
    );
  };
  return {
    loaded: isPressing ? null : loaded,
    standInProps: {
      onHoverStart: reach,
      onFocus: () => {
        setFocused(true);
        reach();
      },
      onBlur: () => setFocused(false),
      onPressStart: () => setPressing(true),
      onPressEnd: () => setPressing(false),
      onPress: () => {
        setPressed(true);
        reach();
      },
    },
    autoFocus: isFocused || isPressed,
    openOnMount: isPressed,
  };
}
