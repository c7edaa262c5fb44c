import { AssetEditor, AudioGenerator, useAsset } from '@earshot/react-components';
import { useMatch, useParams } from 'react-router';
import { useAppMessage } from '../i18n/useAppMessage.ts';
import { PageTrail } from '../layout/PageTrail.tsx';
import { useAdvertiserScreenProps } from './useActiveAdvertiser.ts';

/** assets/{id} edits an asset ('new' uploads audio); assets/generate/{id} generates audio from a script. */
export function AssetScreen() {
  const t = useAppMessage();
  const { id = 'new' } = useParams();
  const props = useAdvertiserScreenProps('assets');
  const generates = useMatch('/:advertiserId/assets/generate/:id') !== null;
  const isNew = id === 'new';
  const asset = useAsset(props.advertiserId, isNew ? null : id);
  const Screen = generates ? AudioGenerator : AssetEditor;
  const label = isNew
    ? t(generates ? 'page.assetGenerateNew' : 'page.assetNew')
    : (asset.data?.name ?? t(generates ? 'page.assetGenerate' : 'page.asset'));
  return (
    <>
      <PageTrail steps={[{ label: t('navigation.assets'), href: props.basePath }, { label }]} />
      <Screen key={id} assetId={id} {...props} />
    </>
  );
}
