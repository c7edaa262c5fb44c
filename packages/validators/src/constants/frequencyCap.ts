/** The periods a frequency cap counts impressions over. */
export const FREQUENCY_CAP_PERIODS = ['day', 'week', 'month'] as const;

/** One of {@link FREQUENCY_CAP_PERIODS}. */
export type FrequencyCapPeriod = (typeof FREQUENCY_CAP_PERIODS)[number];

/** The most impressions a cap may allow one listener in each period: 1–5 a day, 1–35 a week, 1–50 a month. */
export const FREQUENCY_CAP_MAX: Readonly<Record<FrequencyCapPeriod, number>> = {
  day: 5,
  week: 35,
  month: 50,
};

/** Days in each period, to compare caps of different periods. */
export const FREQUENCY_CAP_PERIOD_DAYS: Readonly<Record<FrequencyCapPeriod, number>> = {
  day: 1,
  week: 7,
  month: 30,
};
