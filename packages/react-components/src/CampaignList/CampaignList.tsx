import { type Campaign, REPORTING_ROLE } from '@earshot/validators';
import { useMemo, useState } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import { Button } from '../Button/Button.tsx';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { useAdvertiser } from '../hooks/useAdvertiser.ts';
import { useCampaigns } from '../hooks/useCampaigns.ts';
import { useCreateCampaign } from '../hooks/useCreateCampaign.ts';
import { useDeleteCampaign } from '../hooks/useDeleteCampaign.ts';
import { type CampaignMessageKey, useCampaignMessage } from '../i18n/campaigns/useCampaignMessage.ts';
import { useFormatters } from '../i18n/useFormatters.ts';
import { Link } from '../Link/Link.tsx';
import { usePlatform } from '../PlatformProvider/usePlatform.ts';
import { QueryStates } from '../QueryStates/QueryStates.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../Table/Table.tsx';
import * as styles from './CampaignList.css.ts';
import { CampaignListToolbar } from './CampaignListToolbar.tsx';
import { CampaignRowActions } from './CampaignRowActions.tsx';
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
   * The user's role on the advertiser; 3 and 4 hide creating, duplicating and deleting.
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

/** The advertiser's campaigns: search, filter, sort, pages, and duplicate or delete with a confirmation. */
export function CampaignList({
  advertiserId,
  campaignHref = defaultHref,
  newCampaignHref = 'campaigns/new',
  userRole,
  pageSize = 10,
}: CampaignListProps) {
  const t = useCampaignMessage();
  const { number, date } = useFormatters();
  const { toasts } = usePlatform();
  const campaigns = useCampaigns(advertiserId);
  const advertiser = useAdvertiser(userRole === undefined ? advertiserId : null);
  const role = userRole ?? advertiser.data?.user_role;
  const readOnly = role === VIEW_ONLY_ROLE || role === REPORTING_ROLE;
  const create = useCreateCampaign();
  const remove = useDeleteCampaign();
  const [query, setQuery] = useState<Omit<CampaignListQuery, 'pageSize'>>({
    search: '',
    status: null,
    goal: null,
    sort: { column: 'start_date', direction: 'descending' },
    page: 1,
  });
  const [deleting, setDeleting] = useState<Campaign | null>(null);
  const data = campaigns.data as Campaign[] | undefined;
  const view = useMemo(() => campaignListView(data ?? [], { ...query, pageSize }), [data, query, pageSize]);
  const update = (change: Partial<typeof query>) =>
    setQuery((current) => ({ ...current, page: 1, ...change }));

  if (!advertiserId)
    return (
      <p className={styles.problem} role="alert">
        {t('campaigns.list.advertiserRequired')}
      </p>
    );
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
  const confirmDelete = async () => {
    if (!deleting) return;
    const deleted = await remove.mutateAsync({ advertiserId, campaignId: deleting.id }).then(
      () => true,
      () => false,
    );
    if (deleted)
      toasts.notify({ kind: 'success', message: t('campaigns.list.deleted', { name: deleting.name }) });
  };
  const column = (id: CampaignSortColumn | 'cpm' | 'actions', sortable = true) => ({
    id,
    allowsSorting: sortable,
    children: t(`campaigns.list.column.${id === 'start_date' ? 'dates' : id}` as CampaignMessageKey),
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
            goal={query.goal}
            onGoalChange={(goal) => update({ goal })}
          />
          <div className={styles.pagination}>
            <p className={styles.count} aria-live="polite">
              {t('campaigns.list.count', { count: view.total })}
            </p>
            {newButton}
          </div>
          <Table
            aria-label={t('campaigns.list.label')}
            sortDescriptor={query.sort}
            onSortChange={({ column: id, direction }: SortDescriptor) =>
              update({ sort: { column: id as CampaignSortColumn, direction } })
            }
          >
            <TableHeader>
              <Column {...column('name')} isRowHeader />
              <Column {...column('status')} />
              <Column {...column('goal')} />
              <Column {...column('budget')} />
              <Column {...column('spend')} />
              <Column {...column('start_date')} />
              <Column {...column('impressions')} />
              <Column {...column('cpm', false)} />
              <Column {...column('actions', false)} />
            </TableHeader>
            <TableBody items={view.rows} renderEmptyState={() => t('campaigns.list.noMatches')}>
              {(campaign) => (
                <Row id={campaign.id}>
                  <Cell>
                    <Link href={campaignHref(campaign.id)}>{campaign.name}</Link>
                  </Cell>
                  <Cell className={styles.nowrap}>
                    {t(`campaigns.status.${campaign.status}` as CampaignMessageKey)}
                  </Cell>
                  <Cell>{t(`campaigns.goal.${campaign.goal}` as CampaignMessageKey)}</Cell>
                  <Cell className={styles.number}>{number(campaign.budget)}</Cell>
                  <Cell className={styles.number}>{number(campaign.spend)}</Cell>
                  <Cell>
                    {t('campaigns.list.dates', {
                      start: date(`${campaign.start_date}T00:00:00Z`, {
                        dateStyle: 'medium',
                        timeZone: 'UTC',
                      }),
                      end: date(`${campaign.end_date}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' }),
                    })}
                  </Cell>
                  <Cell className={styles.number}>{number(campaign.impressions)}</Cell>
                  <Cell className={styles.number}>
                    {campaign.impressions > 0
                      ? number((campaign.spend / campaign.impressions) * 1000, { maximumFractionDigits: 2 })
                      : '–'}
                  </Cell>
                  <Cell>
                    <CampaignRowActions
                      campaign={campaign}
                      href={campaignHref(campaign.id)}
                      readOnly={readOnly}
                      onDuplicate={duplicate}
                      onDelete={setDeleting}
                    />
                  </Cell>
                </Row>
              )}
            </TableBody>
          </Table>
          <nav className={styles.pagination} aria-label={t('campaigns.list.pagination')}>
            <Button
              variant="secondary"
              size="small"
              isDisabled={view.page <= 1}
              onPress={() => setQuery({ ...query, page: view.page - 1 })}
            >
              {t('campaigns.list.previous')}
            </Button>
            <span>{t('campaigns.list.page', { page: view.page, pages: view.pages })}</span>
            <Button
              variant="secondary"
              size="small"
              isDisabled={view.page >= view.pages}
              onPress={() => setQuery({ ...query, page: view.page + 1 })}
            >
              {t('campaigns.list.next')}
            </Button>
          </nav>
          <ConfirmDialog
            title={t('campaigns.list.deleteTitle', { name: deleting?.name ?? '' })}
            isOpen={deleting !== null}
            onOpenChange={(open) => {
              if (!open) setDeleting(null);
            }}
            onConfirm={confirmDelete}
            confirmLabel={t('campaigns.list.delete')}
            isDestructive
          >
            {t('campaigns.list.deleteMessage')}
          </ConfirmDialog>
        </div>
      )}
    </QueryStates>
  );
}
