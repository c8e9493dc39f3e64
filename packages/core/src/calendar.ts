import { MACAU_OFFSET_MS, todayYmd } from './time.ts';

/**
 * The one business-day calendar (Macau's days off, and the destinations' of cross-border transfers):
 * Saturdays, Sundays and the public holidays below are not working days.
 *
 * Cross-border transfers (issue 26 point 2): Macau's and the destination's days off decide the value date
 * (the day the money leaves Macau) and the arrival date; after the daily cut-off (16:00 Macau) a transfer
 * leaves on the next working day. Requirements (issue 29 point 2): a deadline on a day off moves to the
 * next Macau working day (docs/decisions.md). Moved here from the server's crossborder module unchanged;
 * the holidays are listed as far ahead as they are published.
 */
export const CUT_OFF_HHMM = '1600';

const MO: Record<string, string> = {
  '20261001': '國慶日',
  '20261002': '國慶日翌日',
  '20261020': '重陽節',
  '20261102': '追思節',
  '20261208': '聖母無原罪瞻禮',
  '20261220': '澳門特區成立紀念日',
  '20261221': '冬至',
  '20261224': '聖誕節前夕',
  '20261225': '聖誕節',
  '20270101': '元旦',
  '20270205': '農曆除夕',
  '20270206': '農曆正月初一',
  '20270207': '農曆正月初二',
  '20270208': '農曆正月初三',
  '20270326': '耶穌受難日',
  '20270405': '清明節',
};
const DEST: Record<string, Record<string, string>> = {
  CN: {
    '20261001': 'National Day',
    '20261002': 'National Day',
    '20261005': 'National Day',
    '20261006': 'National Day',
    '20261007': 'National Day',
    '20270101': "New Year's Day",
    '20270205': 'Spring Festival',
    '20270208': 'Spring Festival',
    '20270209': 'Spring Festival',
    '20270210': 'Spring Festival',
    '20270211': 'Spring Festival',
  },
  HK: {
    '20261001': 'National Day',
    '20261020': 'Chung Yeung',
    '20261225': 'Christmas Day',
    '20261226': 'Boxing Day',
    '20270101': 'New Year',
    '20270206': 'Lunar New Year',
    '20270208': 'Lunar New Year',
  },
  US: {
    '20261126': 'Thanksgiving',
    '20261225': 'Christmas Day',
    '20270101': "New Year's Day",
    '20270118': 'Martin Luther King Jr. Day',
    '20270215': "Presidents' Day",
  },
  DE: {
    '20261003': 'German Unity Day',
    '20261225': 'Christmas Day',
    '20261226': 'Second Christmas Day',
    '20270101': "New Year's Day",
    '20270326': 'Good Friday',
    '20270329': 'Easter Monday',
  },
  JP: {
    '20261103': 'Culture Day',
    '20261123': 'Labour Thanksgiving Day',
    '20261231': 'Bank holiday',
    '20270101': 'New Year',
    '20270104': 'Bank holiday',
    '20270111': 'Coming of Age Day',
  },
  GB: {
    '20261225': 'Christmas Day',
    '20261228': 'Boxing Day (substitute)',
    '20270101': "New Year's Day",
    '20270326': 'Good Friday',
    '20270329': 'Easter Monday',
  },
};

const DAY = 86_400_000;
const ymdPlus = (ymd: string, days: number) => {
  const t = Date.UTC(+ymd.slice(0, 4), +ymd.slice(4, 6) - 1, +ymd.slice(6, 8)) + days * DAY;
  return new Date(t).toISOString().slice(0, 10).replaceAll('-', '');
};
const weekend = (ymd: string) => {
  const d = new Date(Date.UTC(+ymd.slice(0, 4), +ymd.slice(4, 6) - 1, +ymd.slice(6, 8))).getUTCDay();
  return d === 0 || d === 6;
};
const workingIn = (ymd: string, days: Record<string, string>) => !weekend(ymd) && !days[ymd];

/** Whether `ymd` (YYYYMMDD) is a working day in Macau: not a Saturday, Sunday or public holiday. */
export function isMacauWorkingDay(ymd: string): boolean {
  return workingIn(ymd, MO);
}

/** `ymd` itself when it is a Macau working day, else the next one. */
export function nextMacauWorkingDay(ymd: string): string {
  return nextWorking(ymd);
}

/** The Macau working day `n` (1 or more) working days after `ymd` ("within 5 working days"). */
export function addMacauWorkingDays(ymd: string, n: number): string {
  let d = ymd;
  for (let i = 0; i < n; i++) d = nextWorking(ymdPlus(d, 1));
  return d;
}

/** The next day (from `ymd` itself) that is a working day in Macau and, when given, the destination. */
function nextWorking(ymd: string, dest?: Record<string, string>): string {
  let d = ymd;
  while (!workingIn(d, MO) || (dest && !workingIn(d, dest))) d = ymdPlus(d, 1);
  return d;
}

/** Macau hhmm of an instant. */
const hhmm = (at: Date) =>
  new Date(at.getTime() + MACAU_OFFSET_MS).toISOString().slice(11, 16).replace(':', '');

export interface Dates {
  today: string;
  cutOffPassed: boolean;
  valueDate: string;
  arrivalDate: string;
}

/** The dates of a transfer quoted at `at` to `country`: CNAPS and HKD arrive the same day, SWIFT one working day later. */
export function datesOf(at: Date, country: string, sameDay: boolean): Dates {
  const today = todayYmd(at);
  const cutOffPassed = hhmm(at) >= CUT_OFF_HHMM;
  const first = cutOffPassed || !workingIn(today, MO) ? ymdPlus(today, 1) : today;
  const valueDate = nextWorking(first);
  const dest = DEST[country] ?? {};
  const arrivalDate = nextWorking(sameDay ? valueDate : ymdPlus(valueDate, 1), dest);
  return { today, cutOffPassed, valueDate, arrivalDate };
}

/** Days off in the next 30 days, Macau's and the destination's. */
export function holidaysFrom(today: string, country: string) {
  const end = ymdPlus(today, 30);
  const pick = (days: Record<string, string>, place: 'MO' | 'DEST') =>
    Object.entries(days)
      .filter(([d]) => d >= today && d <= end)
      .map(([date, name]) => ({ date, place, name }));
  return [...pick(MO, 'MO'), ...pick(DEST[country] ?? {}, 'DEST')].sort((a, b) =>
    a.date.localeCompare(b.date),
  );
}

/** Whether the value date a quote promised can still be kept at `at` (not past today's cut-off). */
export function valueDateHolds(valueDate: string, at: Date): boolean {
  const today = todayYmd(at);
  return valueDate > today || (valueDate === today && hhmm(at) < CUT_OFF_HHMM);
}
