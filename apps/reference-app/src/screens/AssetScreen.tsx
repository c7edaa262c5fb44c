import { AssetEditor, AudioGenerator } from '@earshot/react-components';
import { advertiserSegment } from '@earshot/sdk-core';
import { useMatch, useParams } from 'react-router';
import { useActiveAdvertiser, useCanEdit } from './useActiveAdvertiser.ts';

/** assets/{id} edits an asset ('new' uploads audio); assets/generate/{id} generates audio from a script. */
export function AssetScreen() {
  const { id = 'new' } = useParams();
  const advertiser = useActiveAdvertiser();
  const isReadOnly = !useCanEdit();
  const generates = useMatch('/:advertiserId/assets/generate/:id') !== null;
  const basePath = `/${advertiserSegment(advertiser)}/assets`;
  const Screen = generates ? AudioGenerator : AssetEditor;
  return (
    <Screen
      key={id}
      advertiserId={advertiser.uuid}
      assetId={id}
      basePath={basePath}
      isReadOnly={isReadOnly}
    />
  );
}
