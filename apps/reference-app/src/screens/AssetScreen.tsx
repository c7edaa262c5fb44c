import { AssetEditor, AudioGenerator } from '@earshot/react-components';
import { useMatch, useParams } from 'react-router';
import { useAdvertiserScreenProps } from './useActiveAdvertiser.ts';

/** assets/{id} edits an asset ('new' uploads audio); assets/generate/{id} generates audio from a script. */
export function AssetScreen() {
  const { id = 'new' } = useParams();
  const props = useAdvertiserScreenProps('assets');
  const generates = useMatch('/:advertiserId/assets/generate/:id') !== null;
  const Screen = generates ? AudioGenerator : AssetEditor;
  return <Screen key={id} assetId={id} {...props} />;
}
