import type { ReactNode } from 'react';
import {
  Tag as AriaTag,
  TagGroup as AriaTagGroup,
  type TagGroupProps as AriaTagGroupProps,
  type TagProps as AriaTagProps,
  Button,
  composeRenderProps,
  Label,
  TagList,
  type TagListProps,
  type TagRenderProps,
  Text,
} from 'react-aria-components';
import { composeClassName } from '../className.ts';
import { useMessage } from '../i18n/useMessage.ts';
import * as fieldStyles from '../theme/field.css.ts';
import * as styles from './TagGroup.css.ts';

/** Props of {@link TagGroup}. */
export interface TagGroupProps<T extends object>
  extends Omit<AriaTagGroupProps, 'children'>,
    Pick<TagListProps<T>, 'items' | 'children' | 'renderEmptyState'> {
  /**
   * The visible label; without one, pass `aria-label`.
   * @default undefined
   */
  label?: string;
  /**
   * Help shown below the tags.
   * @default undefined
   */
  description?: string;
}

/** A list of tags, e.g. a playlist's tags; with `onRemove` each tag gets a remove button. */
export function TagGroup<T extends object>({
  label,
  description,
  items,
  children,
  renderEmptyState,
  className,
  ...props
}: TagGroupProps<T>) {
  return (
    <AriaTagGroup {...props} className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      {label ? <Label className={fieldStyles.label}>{label}</Label> : null}
      <TagList
        className={styles.tagList}
        {...(items ? { items } : {})}
        {...(renderEmptyState ? { renderEmptyState } : {})}
      >
        {children}
      </TagList>
      {description ? (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      ) : null}
    </AriaTagGroup>
  );
}

/** Props of {@link Tag}. */
export interface TagProps extends AriaTagProps {
  /**
   * The content of the tag; a string also serves as its `textValue`.
   * @default undefined
   */
  children?: ReactNode;
}

/** One tag of a {@link TagGroup}. */
export function Tag({ className, children, ...props }: TagProps) {
  const t = useMessage();
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <AriaTag
      {...props}
      {...(textValue ? { textValue } : {})}
      className={composeClassName<TagRenderProps>(styles.tag, className)}
    >
      {composeRenderProps(children, (content, { allowsRemoving }) => (
        <>
          {content}
          {allowsRemoving ? (
            <Button slot="remove" className={styles.remove} aria-label={t('tagGroup.remove')}>
              ×
            </Button>
          ) : null}
        </>
      ))}
    </AriaTag>
  );
}
