import type { DestinationSlug } from '@meridian/domain/destinations';

/** The next intakes of each country the expense calculator covers, with their usual start dates. */
export const EXPENSE_INTAKES: readonly { countrySlug: DestinationSlug; name: string; startsOn: string }[] = [
  { countrySlug: 'uk', name: 'September 2027', startsOn: '2027-09-20' },
  { countrySlug: 'uk', name: 'January 2028', startsOn: '2028-01-24' },
  { countrySlug: 'usa', name: 'Fall 2027', startsOn: '2027-08-23' },
  { countrySlug: 'usa', name: 'Spring 2028', startsOn: '2028-01-17' },
  { countrySlug: 'canada', name: 'September 2027', startsOn: '2027-09-07' },
  { countrySlug: 'canada', name: 'January 2028', startsOn: '2028-01-10' },
  { countrySlug: 'australia', name: 'February 2027 (Semester 1)', startsOn: '2027-02-22' },
  { countrySlug: 'australia', name: 'July 2027 (Semester 2)', startsOn: '2027-07-26' },
  { countrySlug: 'germany', name: 'Summer semester 2027', startsOn: '2027-04-01' },
  { countrySlug: 'germany', name: 'Winter semester 2027/28', startsOn: '2027-10-01' },
];
