import type { UserLite } from '@meridian/domain/auth/session';
import { INTERNAL_PERMISSIONS } from '@meridian/domain/auth/permissions';
import type { StoredImage } from '@meridian/domain/content/media';
import type { Db } from '#api/db/client.ts';
import type { Tx } from '#api/db/transaction.ts';
import { AppError } from '#api/platform/app-error.ts';
import {
  claimVerifiedEmail,
  findUserByContact,
  findUserById,
  findUserByLeadId,
  insertUser,
  setPaidUser,
  listUsersWithPermissions,
  listAccountsWithAnyPermission,
  updatePermissions,
  updatePhoto,
  countActiveWithPermission,
  type UserRow,
} from './repo.ts';

export type { UserRow };

/**
 * The account a login names: an E.164 mobile or a lowercase email. An email names an account only
 * once an OTP to it was verified: anyone can type someone else's address when they register.
 */
export function findAccount(
  db: Db | Tx,
  contact: { mobile: string } | { email: string },
): Promise<UserRow | undefined> {
  return findUserByContact(db, contact);
}

export function findAccountById(db: Db | Tx, userId: string): Promise<UserRow | undefined> {
  return findUserById(db, userId);
}

/** The account the person of this lead registered, if they have. */
export function findAccountOfLead(db: Db | Tx, leadId: string): Promise<UserRow | undefined> {
  return findUserByLeadId(db, leadId);
}

/** The staff (SPEC.md §6 internal users: counsellors), by name. */
export function listInternalUsers(db: Db | Tx): Promise<UserRow[]> {
  return listUsersWithPermissions(db, INTERNAL_PERMISSIONS);
}

/** Sets the photo learners see of a staff member inside the caller's transaction (the console's upload). */
export function setPhoto(tx: Tx, userId: string, photo: StoredImage | null): Promise<void> {
  return updatePhoto(tx, userId, photo);
}

/** Everyone holding a permission: counsellors, editors and admins, by name. */
export function listStaffAccounts(db: Db | Tx): Promise<UserRow[]> {
  return listAccountsWithAnyPermission(db);
}

/** Sets an account's permissions inside the caller's transaction (the staff console's change). */
export function setPermissions(tx: Tx, userId: string, permissions: readonly string[]): Promise<void> {
  return updatePermissions(tx, userId, permissions);
}

/** How many active accounts hold `permission`, e.g. admins before one is removed. */
export function countHolders(tx: Tx, permission: string): Promise<number> {
  return countActiveWithPermission(tx, permission);
}

/** Makes `email` the account's proven address (false when another account proved it first). */
export function proveEmail(tx: Tx, options: { userId: string; email: string; at: Date }): Promise<boolean> {
  return claimVerifiedEmail(tx, options);
}

/** The account's email when it is proven: the only address bookings, leads and logins are matched on. */
export function verifiedEmailOf(user: Pick<UserRow, 'email' | 'emailVerifiedAt'>): string | null {
  return user.emailVerifiedAt ? user.email : null;
}

/**
 * Where a message to the account may go: its proven email, and its mobile (always proven by OTP).
 * An address the person has not proven could be anyone's, so without a proven one, SMS only.
 */
export function trustedContactOf(user: Pick<UserRow, 'email' | 'emailVerifiedAt' | 'mobile'>): {
  email: string | null;
  mobile: string | null;
} {
  return { email: verifiedEmailOf(user), mobile: user.mobile };
}

/** Makes an account inside the caller's transaction (registration commits it with its OTP). */
export function createAccount(
  tx: Tx,
  values: Pick<
    UserRow,
    'fullName' | 'email' | 'mobile' | 'countryCode' | 'leadId' | 'interestedEducationLevel'
  > & { id?: string },
): Promise<UserRow> {
  return insertUser(tx, values);
}

/** SPEC.md §3 user lite: who the person is, shown in the header and read after every login. */
export function toUserLite(user: UserRow): UserLite {
  return {
    id: user.id,
    fullName: user.fullName,
    email: user.email,
    mobile: user.mobile,
    countryCode: user.countryCode,
    paidUser: user.paidUser,
    extraFields: { interestedEducationLevel: user.interestedEducationLevel },
  };
}

/** `GET /user/{userId}/lite`. */
export async function getUserLite(db: Db, userId: string): Promise<UserLite> {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('NOT_FOUND', 'no such user', { field: 'userId' });
  return toUserLite(user);
}

/** A paid purchase makes the learner a paid learner (SPEC.md §2 tiers), inside the payment's transaction. */
export function markPaidLearner(tx: Tx, userId: string): Promise<void> {
  return setPaidUser(tx, userId);
}
