import { PERMISSIONS } from '@meridian/domain/auth/permissions';
import type { users } from '#api/db/schema/people.ts';

/**
 * The accounts a developer or reviewer logs in with outside production (README "Demo accounts"),
 * by an OTP read from `GET /dev/outbox?to=`. Addresses are on example.com, which never receives mail.
 */
export const DEMO_ACCOUNTS = [
  {
    fullName: 'Priya Sharma',
    mobile: '+919000000101',
    countryCode: '+91',
    email: 'priya.sharma@example.com',
    paidUser: false,
    permissions: [],
    interestedEducationLevel: 'MASTERS',
  },
  {
    fullName: 'Arjun Nair',
    mobile: '+919000000102',
    countryCode: '+91',
    email: 'arjun.nair@example.com',
    paidUser: true,
    permissions: [],
    interestedEducationLevel: 'MASTERS',
  },
  {
    fullName: 'Kavya Iyer',
    mobile: '+919000000201',
    countryCode: '+91',
    email: 'kavya.iyer@example.com',
    paidUser: false,
    permissions: [PERMISSIONS.viewRecommendation, PERMISSIONS.lmsUser],
    interestedEducationLevel: null,
  },
  {
    fullName: 'Rahul Verma',
    mobile: '+919000000301',
    countryCode: '+91',
    email: 'rahul.verma@example.com',
    paidUser: false,
    permissions: [PERMISSIONS.cmsEditor],
    interestedEducationLevel: null,
  },
  {
    fullName: 'Neha Kapoor',
    mobile: '+919000000401',
    countryCode: '+91',
    email: 'neha.kapoor@example.com',
    paidUser: false,
    permissions: [PERMISSIONS.admin],
    interestedEducationLevel: null,
  },
] as const satisfies readonly (typeof users.$inferInsert)[];
