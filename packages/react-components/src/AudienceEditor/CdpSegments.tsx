import type { Segment } from '@earshot/validators';
import { useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { FormProblem } from '../Form/FormProblem.tsx';
import { useAudienceSegments } from '../hooks/resources/audiences.ts';
import { useSearchSegments } from '../hooks/useSearchSegments.ts';
import { useAudienceMessage } from '../i18n/audiences/useAudienceMessage.ts';
import { useFormatters } from '../i18n/useFormatters.ts';
import { SearchField } from '../SearchField/SearchField.tsx';
import * as styles from './AudienceEditor.css.ts';

/** Props of {@link CdpSegments}. */
export interface CdpSegmentsProps {
  advertiserId: string;
  /** The saved audience, whose segments name the chosen ids; null for a new audience. */
  audienceId: string | null;
  value: readonly string[];
  onChange: (segments: string[]) => void;
  isReadOnly: boolean;
  errorMessage: string | undefined;
}

/**
 * The CDP audience's data segments: LiveRamp segments found with `/search?index=liveramp`, and the
 * audience's own from `/audiences/{id}/segments?page=0&size=1000`.
 */
export function CdpSegments({
  advertiserId,
  audienceId,
  value,
  onChange,
  isReadOnly,
  errorMessage,
}: CdpSegmentsProps) {
  const t = useAudienceMessage();
  const format = useFormatters();
  const [q, setQ] = useState('');
  const [known, setKnown] = useState<ReadonlyMap<string, Segment>>(new Map());
  const found = useSearchSegments({ index: 'liveramp', q, page: 1 });
  const own = useAudienceSegments(advertiserId, audienceId);
  const names = new Map(
    [...(own.data?.segments ?? []), ...(found.data?.hits ?? []), ...known.values()].map((s) => [
      s.id,
      s.name,
    ]),
  );
  const details = (segment: Segment) =>
    t('audienceEditor.cdp.details', {
      provider: segment.provider,
      size: format.number(segment.size),
      cpm: format.currency(segment.cpm, 'USD'),
    });
  return (
    <section className={styles.section}>
      <h2 className={styles.heading}>{t('audienceEditor.cdp.chosen')}</h2>
      {value.length === 0 ? (
        <p className={styles.muted}>{t('audienceEditor.cdp.none')}</p>
      ) : (
        <ul className={styles.list}>
          {value.map((id) => (
            <li key={id} className={styles.listItem}>
              <span>{names.get(id) ?? id}</span>
              {isReadOnly ? null : (
                <Button
                  variant="quiet"
                  size="small"
                  onPress={() => onChange(value.filter((other) => other !== id))}
                >
                  {t('audienceEditor.cdp.remove', { name: names.get(id) ?? id })}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <FormProblem problem={errorMessage} />
      {isReadOnly ? null : (
        <>
          <SearchField label={t('audienceEditor.cdp.search')} value={q} onChange={setQ} />
          {found.data && found.data.hits.length === 0 ? (
            <p className={styles.muted}>{t('audienceEditor.cdp.empty')}</p>
          ) : (
            <ul className={styles.list}>
              {(found.data?.hits ?? []).map((segment) => {
                const added = value.includes(segment.id);
                return (
                  <li key={segment.id} className={styles.listItem}>
                    <span>
                      {segment.name}
                      <br />
                      <span className={styles.muted}>{details(segment)}</span>
                    </span>
                    <Button
                      size="small"
                      isDisabled={added}
                      onPress={() => {
                        setKnown(new Map(known).set(segment.id, segment));
                        onChange([...value, segment.id]);
                      }}
                    >
                      {t(added ? 'audienceEditor.cdp.added' : 'audienceEditor.cdp.add', {
                        name: segment.name,
                      })}
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
