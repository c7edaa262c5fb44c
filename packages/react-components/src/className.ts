/** React Aria's `className`: a string, or a function of the component's render state. */
export type ClassName<State> = string | ((state: State & { defaultClassName: string | undefined }) => string);

/**
 * Puts our class before the caller's, keeping React Aria's "class as a function of state" form,
 * so callers can add classes for any state exactly as with React Aria.
 */
export function composeClassName<State>(
  ours: string,
  theirs: ClassName<State> | undefined,
): (state: State & { defaultClassName: string | undefined }) => string {
  return (state) => {
    const extra = typeof theirs === 'function' ? theirs(state) : theirs;
    return extra ? `${ours} ${extra}` : ours;
  };
}
