import {
  DropZone as AriaDropZone,
  type DropZoneProps as AriaDropZoneProps,
  type DropZoneRenderProps,
  type FileDropItem,
  FileTrigger,
  Text,
} from 'react-aria-components';
import { Button } from '../Button/Button.tsx';
import { composeClassName } from '../className.ts';
import { useMessage } from '../i18n/useMessage.ts';
import * as styles from './DropZone.css.ts';

/** Props of {@link DropZone}. */
export interface DropZoneProps extends Omit<AriaDropZoneProps, 'onDrop' | 'children'> {
  /** Called with the files dropped or chosen. */
  onFiles: (files: File[]) => void;
  /**
   * Accepted MIME types, e.g. `['audio/mpeg', 'audio/wav']`; others are ignored. Without them, every file is
   * accepted.
   * @default undefined
   */
  acceptedFileTypes?: string[];
  /**
   * Allows choosing several files at once.
   * @default false
   */
  allowsMultiple?: boolean;
  /**
   * The text inside the zone.
   * @default the translated 'Drop files here'
   */
  prompt?: string;
}

const accepts = (types: string[] | undefined, type: string) => !types || types.includes(type);

/**
 * A zone to drop files on, with a button to browse for them; `data-drop-target` while dragging over.
 * `isDisabled` refuses drops and disables the button.
 */
export function DropZone({
  onFiles,
  acceptedFileTypes,
  allowsMultiple = false,
  prompt,
  className,
  ...props
}: DropZoneProps) {
  const t = useMessage();
  return (
    <AriaDropZone
      {...props}
      className={composeClassName<DropZoneRenderProps>(styles.dropZone, className)}
      getDropOperation={(types) =>
        !acceptedFileTypes || acceptedFileTypes.some((type) => types.has(type)) ? 'copy' : 'cancel'
      }
      onDrop={async (event) => {
        const items = event.items.filter(
          (item): item is FileDropItem => item.kind === 'file' && accepts(acceptedFileTypes, item.type),
        );
        const files = await Promise.all(items.map((item) => item.getFile()));
        if (files.length > 0) onFiles(allowsMultiple ? files : files.slice(0, 1));
      }}
    >
      <Text slot="label">{prompt ?? t('dropZone.prompt')}</Text>
      <FileTrigger
        {...(acceptedFileTypes ? { acceptedFileTypes } : {})}
        allowsMultiple={allowsMultiple}
        onSelect={(list) => {
          if (list && list.length > 0) onFiles(Array.from(list));
        }}
      >
        <Button variant="secondary" isDisabled={props.isDisabled ?? false}>
          {t('dropZone.browse')}
        </Button>
      </FileTrigger>
    </AriaDropZone>
  );
}
