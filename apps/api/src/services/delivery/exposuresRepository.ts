import type { Database } from '../../db/database.ts';
import { type ExposureCell, type ExposureContext, exposureCells } from './campaignExposures.ts';
import type { DeliveryDay } from './simulateCampaign.ts';

/** Rows a statement inserts at most, far below PostgreSQL's 65,535 parameters. */
const CELLS_PER_INSERT = 200;
const LISTENERS_PER_INSERT = 2000;

const EXPOSURE_COLUMNS = 20;

async function insertCells(tx: Database, advertiserUuid: string, campaignId: string, cells: ExposureCell[]) {
  const params: unknown[] = [];
  const values = cells.map((cell) => {
    params.push(
      cell.id,
      advertiserUuid,
      campaignId,
      cell.day,
      cell.show.id,
      cell.show.name,
      cell.show.publisher,
      cell.country,
      cell.region,
      cell.device,
      cell.creative?.id ?? null,
      cell.creative?.name ?? null,
      cell.daypart,
      cell.impressions,
      cell.reach,
      cell.listens,
      cell.clicks,
      (cell.spendCents / 100).toFixed(2),
      cell.conversions,
      (cell.conversionValueCents / 100).toFixed(2),
    );
    const first = params.length - EXPOSURE_COLUMNS + 1;
    return `(${Array.from({ length: EXPOSURE_COLUMNS }, (_, k) => `$${first + k}`).join(', ')}, true)`;
  });
  await tx.query(
    `INSERT INTO campaign_exposures (id, advertiser_uuid, campaign_id, day, item_id, item_name, publisher, country,
       region, device, creative_id, creative_name, daypart, impressions, reach, listens, clicks, spend, conversions,
       conversion_value, simulated)
     VALUES ${values.join(', ')}`,
    params,
  );
}

async function insertListeners(
  tx: Database,
  advertiserUuid: string,
  listeners: { exposureId: string; listenerId: string; exposedAt: Date; weight: number }[],
) {
  const params: unknown[] = [advertiserUuid];
  const values = listeners.map((listener) => {
    params.push(listener.exposureId, listener.listenerId, listener.exposedAt, listener.weight);
    const n = params.length;
    return `($${n - 3}, $1, $${n - 2}, $${n - 1}, $${n})`;
  });
  await tx.query(
    `INSERT INTO exposure_listeners (exposure_id, advertiser_uuid, listener_id, exposed_at, weight)
     VALUES ${values.join(', ')}`,
    params,
  );
}

/**
 * Stores a campaign's simulated days at the grain of the breakdowns (see {@link exposureCells}): its
 * cells in `campaign_exposures` (marked simulated) and their sampled listeners in `exposure_listeners`.
 * Cells stored before for those days go first, so a replayed day is stored once. Call in the
 * transaction that stores the days, so both are there or neither.
 */
export async function saveExposures(
  tx: Database,
  advertiserUuid: string,
  context: ExposureContext,
  days: readonly DeliveryDay[],
): Promise<void> {
  await tx.query(
    'DELETE FROM campaign_exposures WHERE advertiser_uuid = $1 AND campaign_id = $2 AND day = ANY($3::date[])',
    [advertiserUuid, context.campaignId, days.map((day) => day.day)],
  );
  const cells = days.flatMap((day) => exposureCells(context, day));
  for (let first = 0; first < cells.length; first += CELLS_PER_INSERT) {
    await insertCells(tx, advertiserUuid, context.campaignId, cells.slice(first, first + CELLS_PER_INSERT));
  }
  const listeners = cells.flatMap((cell) =>
    cell.listeners.map((listener) => ({ exposureId: cell.id, ...listener })),
  );
  for (let first = 0; first < listeners.length; first += LISTENERS_PER_INSERT) {
    await insertListeners(tx, advertiserUuid, listeners.slice(first, first + LISTENERS_PER_INSERT));
  }
}
