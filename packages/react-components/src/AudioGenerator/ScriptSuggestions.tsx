import { type SpotLength, suggestScriptBodySchema } from '@earshot/validators';
import { useId, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { FormProblem } from '../Form/FormProblem.tsx';
import { useSuggestScript } from '../hooks/resources/assets.ts';
import { useAssetMessage } from '../i18n/assets/useAssetMessage.ts';
import { useValidationText } from '../i18n/useValidationText.ts';
import * as styles from './AudioGenerator.css.ts';
import { ScriptField } from './ScriptField.tsx';

/** Props of {@link ScriptSuggestions}. */
export interface ScriptSuggestionsProps {
  advertiserId: string;
  /** The spot length the scripts are written for. */
  durationSeconds: SpotLength;
  /** Called with the suggestion the user picks. */
  onUse: (script: string) => void;
}

/** Asks for scripts of the spot's length from a brief of what the ad is about, and offers each to use. */
export function ScriptSuggestions({ advertiserId, durationSeconds, onUse }: ScriptSuggestionsProps) {
  const titleId = useId();
  const t = useAssetMessage();
  const validationText = useValidationText();
  const suggest = useSuggestScript();
  const [brief, setBrief] = useState('');
  const [briefError, setBriefError] = useState<string>();
  const ask = () => {
    const parsed = suggestScriptBodySchema.safeParse({ brief, duration_seconds: durationSeconds });
    setBriefError(parsed.success ? undefined : validationText(parsed.error.issues[0]?.message));
    if (parsed.success) suggest.mutate({ advertiserId, body: parsed.data });
  };
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.heading}>
        {t('audioGenerator.suggest.title')}
      </h2>
      <ScriptField
        label={t('audioGenerator.brief')}
        value={brief}
        onChange={setBrief}
        errorMessage={briefError}
      />
      <div className={styles.actions}>
        <Button variant="secondary" isPending={suggest.isPending} onPress={ask}>
          {t('audioGenerator.suggest')}
        </Button>
      </div>
      <FormProblem
        problem={
          suggest.isError ? t('audioGenerator.suggest.failed', { message: suggest.error.message }) : null
        }
      />
      {suggest.data ? (
        <ul className={styles.list} aria-label={t('audioGenerator.suggestions')}>
          {suggest.data.suggestions.map((script, index) => (
            <li key={script} className={styles.card}>
              <p className={styles.script}>{script}</p>
              <div className={styles.actions}>
                <Button
                  size="small"
                  variant="secondary"
                  aria-label={t('audioGenerator.useSuggestion', { number: index + 1 })}
                  onPress={() => onUse(script)}
                >
                  {t('audioGenerator.use')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
