import { Link } from '@earshot/react-components';
import { useAppMessage } from '../i18n/useAppMessage.ts';
import { BrandMark } from './BrandMark.tsx';
import * as styles from './layout.css.ts';

/** The product's logo, its mark and name, linking to `href` (the advertiser's dashboard). */
export function BrandLink({ href }: { href: string }) {
  const t = useAppMessage();
  return (
    <Link href={href} className={styles.brand}>
      <BrandMark />
      {t('app.name')}
    </Link>
  );
}
