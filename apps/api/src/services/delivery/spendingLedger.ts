/** The spending limits of an advertiser's billing settings, in cents. */
export type SpendingLimits = {
  /** The most all its campaigns together spend in a calendar month; `null` for none. */
  monthlyLimitCents: number | null;
  /** The most a campaign spends in a calendar month, by campaign id. */
  campaignCapsCents: ReadonlyMap<string, number>;
};

/**
 * A limit counts as reached when less than this is left of it (1.00): a day's delivery comes in whole
 * impressions, so the last cents of a limit are never spent exactly, and delivery stops there.
 */
export const LIMIT_MARGIN_CENTS = 100;

/** Spend in cents by month (`YYYY-MM`), then by campaign id. */
export type MonthSpend = Map<string, Map<string, number>>;

/** What campaigns may still spend on a day under the limits, and what they spent. */
export type SpendingLedger = {
  /** The most the campaign may spend on `day` (`YYYY-MM-DD`): 0 once a limit is reached; Infinity without limits. */
  allowanceCents(campaignId: string, day: string): number;
  /** Counts what the campaign spent on `day`. */
  record(campaignId: string, day: string, cents: number): void;
};

/**
 * A ledger of the month's spend against the advertiser's monthly limit and the campaigns' caps,
 * starting from what was already spent (`spent`, by month and campaign).
 */
export function spendingLedger(limits: SpendingLimits, spent: MonthSpend): SpendingLedger {
  const month = (day: string) => day.slice(0, 7);
  const ofMonth = (day: string) => {
    let campaigns = spent.get(month(day));
    if (!campaigns) {
      campaigns = new Map();
      spent.set(month(day), campaigns);
    }
    return campaigns;
  };
  return {
    allowanceCents(campaignId, day) {
      const campaigns = ofMonth(day);
      let left = Number.POSITIVE_INFINITY;
      if (limits.monthlyLimitCents !== null) {
        let total = 0;
        for (const cents of campaigns.values()) total += cents;
        left = limits.monthlyLimitCents - total;
      }
      const cap = limits.campaignCapsCents.get(campaignId);
      if (cap !== undefined) left = Math.min(left, cap - (campaigns.get(campaignId) ?? 0));
      return left < LIMIT_MARGIN_CENTS ? 0 : left;
    },
    record(campaignId, day, cents) {
      const campaigns = ofMonth(day);
      campaigns.set(campaignId, (campaigns.get(campaignId) ?? 0) + cents);
    },
  };
}
