import { describe, expect, it } from 'vitest';
import { addMacauWorkingDays, datesOf, isMacauWorkingDay, nextMacauWorkingDay } from './calendar.ts';

// The one business-day calendar: Macau's days off (weekends, public holidays), shared by cross-border
// transfers and the requirements' deadlines (issue 29 point 2).
describe('the business-day calendar', () => {
  it('weekends and Macau holidays are not working days', () => {
    expect(isMacauWorkingDay('20261223')).toBe(true); // a Wednesday
    expect(isMacauWorkingDay('20261225')).toBe(false); // Christmas, a Friday
    expect(isMacauWorkingDay('20261226')).toBe(false); // Saturday
    expect(isMacauWorkingDay('20261227')).toBe(false); // Sunday
    expect(isMacauWorkingDay('20261020')).toBe(false); // Chung Yeung, a Tuesday
  });

  it('the next working day is the day itself when it is one, else after the days off', () => {
    expect(nextMacauWorkingDay('20261223')).toBe('20261223');
    expect(nextMacauWorkingDay('20261224')).toBe('20261228');
    expect(nextMacauWorkingDay('20270205')).toBe('20270209'); // Lunar New Year, then a weekday
    expect(nextMacauWorkingDay('20261001')).toBe('20261005'); // National Day, its day after, a weekend
  });

  it('counts working days ("within 5 working days")', () => {
    expect(addMacauWorkingDays('20261222', 1)).toBe('20261223');
    expect(addMacauWorkingDays('20261222', 5)).toBe('20261231');
    expect(addMacauWorkingDays('20261225', 1)).toBe('20261228');
  });

  it('cross-border dates are read from the same calendar', () => {
    // Thursday 24 December 2026, 10:00 Macau: a Macau holiday, so the value date is Monday 28.
    const at = new Date(Date.UTC(2026, 11, 24, 2, 0, 0));
    expect(datesOf(at, 'HK', true)).toMatchObject({ valueDate: '20261228', arrivalDate: '20261228' });
  });
});
