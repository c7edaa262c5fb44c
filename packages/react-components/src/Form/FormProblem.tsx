import { errorText } from '../theme/screen.css.ts';

/** Props of {@link FormProblem}. */
export interface FormProblemProps {
  /** What went wrong, or null while nothing did. */
  problem: string | null | undefined;
}

/** A form's problem that no field holds (e.g. a failed save), announced as an alert; nothing while there is none. */
export function FormProblem({ problem }: FormProblemProps) {
  return problem ? (
    <p role="alert" className={errorText}>
      {problem}
    </p>
  ) : null;
}
