import { type Campaign, REPORTING_ROLE } from '@earshot/validators';
import { useMemo, useState } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import { useCampaignLifecycle } from '../CampaignStatus/useCampaignLifecycle.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { useAdvertiser } from '../hooks/resources/advertisers.ts';
import { useCampaigns, useCreateCampaign, useDeleteCampaign } from '../hooks/resources/campaigns.ts';
import { useCampaignListMessage } from '../i18n/campaignList/useCampaignListMessage.ts';
import { useFormatters } from '../i18n/useFormatters.ts';
import { Link } from '../Link/Link.tsx';
import { DataTable } from '../ListScreen/DataTable.tsx';
import { DeleteConfirmDialog } from '../ListScreen/DeleteConfirmDialog.tsx';
import { Pager } from '../ListScreen/Pager.tsx';
import { usePlatform } from '../PlatformProvider/usePlatform.ts';
import { QueryStates } from '../QueryStates/QueryStates.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import * as styles from './CampaignList.css.ts';
import { CampaignListToolbar } from './CampaignListToolbar.tsx';
import { campaignListColumns } from './campaignListColumns.tsx';
import { type CampaignListQuery, type CampaignSortColumn, campaignListView } from './campaignListView.ts';
import { duplicateCampaignBody } from './duplicateCampaign.ts';

const VIEW_ONLY_ROLE = 3;

/** Props of {@link CampaignList}. */
export interface CampaignListProps {
  /** The advertiser whose campaigns are listed; without one the list says 'advertiserId is required'. */
  advertiserId: string | null | undefined;
  /**
   * Where a campaign's editor opens.
   * @default (id) => `campaigns/${id}`
   */
  campaignHref?: (campaignId: string) => string;
  /**
   * Where a new campaign is created.
   * @default 'campaigns/new'
   */
  newCampaignHref?: string;
  /**
   * The user's role on the advertiser; 3 and 4 hide creating, changing the status of, duplicating
   * and deleting campaigns.
   * @default the advertiser's `user_role` from the API
   */
  userRole?: number;
  /**
   * Campaigns per page.
   * @default 10
   */
  pageSize?: number;
}

const defaultHref = (campaignId: string) => `campaigns/${campaignId}`;

/**
 * The advertiser's campaigns: search, filter by status, delivery state and goal, sort, pages; each
 * campaign's status and delivery, and launching, pausing, resuming, ending (confirmed), duplicating
 * and deleting (confirmed) it.
 */
export function CampaignList({ advertiserId, ...props }: CampaignListProps) {
  const t = useCampaignListMessage();
  if (!advertiserId)
    return (
      <p className={styles.problem} role="alert">
        {t('campaigns.list.advertiserRequired')}
      </p>
    );
  return <AdvertiserCampaignList advertiserId={advertiserId} {...props} />;
}

function AdvertiserCampaignList({
  advertiserId,
  campaignHref = defaultHref,
  newCampaignHref = 'campaigns/new',
  userRole,
  pageSize = 10,
}: CampaignListProps & { advertiserId: string }) {
  const t = useCampaignListMessage();
  const format = useFormatters();
  const { toasts } = usePlatform();
  const campaigns = useCampaigns(advertiserId);
  const advertiser = useAdvertiser(userRole === undefined ? advertiserId : null);
  const role = userRole ?? advertiser.data?.user_role;
  const readOnly = role === VIEW_ONLY_ROLE || role === REPORTING_ROLE;
  const create = useCreateCampaign();
  const remove = useDeleteCampaign();
  const lifecycle = useCampaignLifecycle(advertiserId);
  const [query, setQuery] = useState<Omit<CampaignListQuery, 'pageSize'>>({
    search: '',
    status: null,
    delivery: null,
    goal: null,
    sort: { column: 'start_date', direction: 'descending' },
    page: 1,
  });
  const [deleting, setDeleting] = useState<Campaign | null>(null);
  const data = campaigns.data as Campaign[] | undefined;
  const view = useMemo(() => campaignListView(data ?? [], { ...query, pageSize }), [data, query, pageSize]);
  const update = (change: Partial<typeof query>) =>
    setQuery((current) => ({ ...current, page: 1, ...change }));
  const newButton = readOnly ? null : <Link href={newCampaignHref}>{t('campaigns.list.new')}</Link>;

  // A failed write needs no handling here: the client shows the server's message as a toast.
  const duplicate = (campaign: Campaign) => {
    const name = t('campaigns.list.copyName', { name: campaign.name });
    create.mutate(
      { advertiserId, campaign: duplicateCampaignBody(campaign, name) },
      {
        onSuccess: () =>
          toasts.notify({
            kind: 'success',
            message: t('campaigns.list.duplicated', { name: campaign.name }),
          }),
      },
    );
  };
  const confirmDelete = async (campaign: Campaign) => {
    const deleted = await remove.mutateAsync({ advertiserId, campaignId: campaign.id }).then(
      () => true,
      () => false,
    );
    if (deleted)
      toasts.notify({ kind: 'success', message: t('campaigns.list.deleted', { name: campaign.name }) });
  };
  const columns = campaignListColumns({
    t,
    format,
    campaignHref,
    readOnly,
    pending: lifecycle.pending,
    onStatusAction: lifecycle.request,
    onDuplicate: duplicate,
    onDelete: setDeleting,
  });

  return (
    <QueryStates
      query={campaigns}
      loading={<Skeleton lines={5} label={t('campaigns.loading')} />}
      loadFailed={t('campaigns.list.loadFailed')}
      retryLabel={t('campaigns.retry')}
      empty={
        <EmptyState
          title={t('campaigns.list.empty')}
          description={t('campaigns.list.emptyDescription')}
          action={newButton}
        />
      }
    >
      {() => (
        <div className={styles.list}>
          <CampaignListToolbar
            search={query.search}
            onSearchChange={(search) => update({ search })}
            status={query.status}
            onStatusChange={(status) => update({ status })}
            delivery={query.delivery}
            onDeliveryChange={(delivery) => update({ delivery })}
            goal={query.goal}
            onGoalChange={(goal) => update({ goal })}
          />
          <div className={styles.pagination}>
            <p className={styles.count} aria-live="polite">
              {t('campaigns.list.count', { count: view.total })}
            </p>
            {newButton}
          </div>
          <div className={styles.tableScroll}>
            <DataTable
              className={styles.table}
              aria-label={t('campaigns.list.label')}
              sortDescriptor={query.sort}
              onSortChange={({ column: id, direction }: SortDescriptor) =>
                update({ sort: { column: id as CampaignSortColumn, direction } })
              }
              columns={columns}
              items={view.rows}
              empty={t('campaigns.list.noMatches')}
            />
          </div>
          <Pager
            label={t('campaigns.list.pagination')}
            className={styles.pagination}
            page={view.page}
            pages={view.pages}
            onPageChange={(page) => setQuery({ ...query, page })}
            previousLabel={t('campaigns.list.previous')}
            nextLabel={t('campaigns.list.next')}
            status={t('campaigns.list.page', { page: view.page, pages: view.pages })}
          />
          <DeleteConfirmDialog
            item={deleting}
            onClose={() => setDeleting(null)}
            onDelete={confirmDelete}
            title={t('campaigns.list.deleteTitle', { name: deleting?.name ?? '' })}
            confirmLabel={t('campaigns.list.delete')}
          >
            {t('campaigns.list.deleteMessage')}
          </DeleteConfirmDialog>
          {lifecycle.dialog}
        </div>
      )}
    </QueryStates>
  );
}
