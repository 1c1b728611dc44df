import { randomUUID } from 'node:crypto';
import { PERMISSIONS } from '@meridian/domain/auth/permissions';
import { parseInternationalMobile, toE164Mobile } from '@meridian/domain/lead/phone';
import type { StaffCreate, StaffList, StaffMember, StaffUpdate } from '@meridian/domain/auth/staff';
import type { Db } from '#api/db/client.ts';
import { lockKeys, type Tx } from '#api/db/transaction.ts';
import { refusingDuplicates } from '#api/db/unique-violation.ts';
import { AppError } from '#api/platform/app-error.ts';
import { saveAudited, type AuditedKind, type EditorChange } from '#api/platform/audit/audited.ts';
import {
  countHolders,
  createAccount,
  findAccount,
  findAccountById,
  listStaffAccounts,
  setPermissions,
  type UserRow,
} from '#api/modules/user/accounts/service.ts';

/** A staff member as the audit log keeps them: who and what they may do. */
interface StaffRecord extends Record<string, unknown> {
  userId: string;
  fullName: string;
  mobile: string | null;
  countryCode: string | null;
  email: string | null;
  permissions: string[];
}

const recordOf = (user: UserRow): StaffRecord => ({
  userId: user.id,
  fullName: user.fullName,
  mobile: user.mobile,
  countryCode: user.countryCode,
  email: user.email,
  permissions: user.permissions,
});

/** The last admin cannot lose `admin`: nobody could give it back without SQL. */
async function keepAnAdmin(tx: Tx, before: StaffRecord | undefined, after: StaffRecord): Promise<void> {
  if (!before?.permissions.includes(PERMISSIONS.admin) || after.permissions.includes(PERMISSIONS.admin))
    return;
  // Two admins removing each other at once take turns here, so one of them stays.
  await lockKeys(tx, ['staff:admins']);
  if ((await countHolders(tx, PERMISSIONS.admin)) <= 1) {
    throw new AppError(
      'BAD_REQUEST',
      'This person is the only admin. Give another person the admin permission first.',
      { field: 'permissions' },
    );
  }
}

/** The unique index on accounts' mobiles, as PostgreSQL names it. */
const USERS_MOBILE_INDEX = 'users_mobile_key';

const mobileTakenMeanwhile = () =>
  new AppError(
    'BAD_REQUEST',
    'An account with this mobile number was made a moment ago. Reload the staff list and change that person’s roles there.',
    { field: 'mobile' },
  );

/** Staff permissions as an audited record: every change is logged with who made it, and can be put back. */
export const staffKind: AuditedKind<StaffRecord> = {
  entity: 'staff',
  noun: 'a staff member',
  permission: PERMISSIONS.admin,
  keyOf: (record) => record.userId,
  async load(db, userId) {
    const user = await findAccountById(db, userId);
    return user && recordOf(user);
  },
  async save(tx, record) {
    const existing = await findAccountById(tx, record.userId);
    await keepAnAdmin(tx, existing && recordOf(existing), record);
    if (existing) {
      await setPermissions(tx, existing.id, record.permissions);
      return;
    }
    if (record.email && (await findAccount(tx, { email: record.email }))) {
      throw new AppError(
        'BAD_REQUEST',
        'Another account already uses this email address. Enter the email this person logs in with, or add them by that account’s mobile number.',
        { field: 'email' },
      );
    }
    // An account made with the mobile since `addStaff` looked (a second add at once) is refused.
    const account = await refusingDuplicates(
      () =>
        createAccount(tx, {
          id: record.userId,
          fullName: record.fullName,
          mobile: record.mobile,
          countryCode: record.countryCode,
          email: record.email,
          leadId: null,
          interestedEducationLevel: null,
        }),
      { [USERS_MOBILE_INDEX]: mobileTakenMeanwhile },
    );
    await setPermissions(tx, account.id, record.permissions);
  },
  parse: (stored) => stored as StaffRecord,
  cacheTags: () => [],
};

const toMember = (user: UserRow): StaffMember => ({
  id: user.id,
  fullName: user.fullName,
  email: user.email,
  mobile: user.mobile,
  permissions: user.permissions,
  active: user.status === 'active',
});

/** `GET /auth/admin/staff`. */
export async function listStaff(db: Db): Promise<StaffList> {
  return { staff: (await listStaffAccounts(db)).map(toMember) };
}

async function memberOf(db: Db, userId: string): Promise<StaffMember> {
  const user = await findAccountById(db, userId);
  if (!user) throw new AppError('NOT_FOUND', `no account ${userId}`, { field: 'userId' });
  return toMember(user);
}

/**
 * `POST /auth/admin/staff`: gives the person of this mobile the permissions, making their account
 * when none has that mobile (they log in by OTP like everyone).
 */
export async function addStaff(db: Db, request: StaffCreate, change: EditorChange): Promise<StaffMember> {
  const mobile = toE164Mobile(request)!;
  const existing = await findAccount(db, { mobile });
  // A new account's id is chosen here, so its audit entry and its row share one key.
  const record: StaffRecord = existing
    ? { ...recordOf(existing), permissions: request.permissions }
    : { ...request, userId: randomUUID(), mobile, permissions: request.permissions };
  await saveAudited(db, staffKind, record, { ...change, action: existing ? 'update' : 'create' });
  return memberOf(db, record.userId);
}

/** `PUT /auth/admin/staff/{userId}`: new permissions; none makes the person a learner again. */
export async function changeStaff(
  db: Db,
  userId: string,
  update: StaffUpdate,
  change: EditorChange,
): Promise<StaffMember> {
  const user = await findAccountById(db, userId);
  if (!user) throw new AppError('NOT_FOUND', `no account ${userId}`, { field: 'userId' });
  await saveAudited(
    db,
    staffKind,
    { ...recordOf(user), permissions: update.permissions },
    { ...change, action: 'update' },
  );
  return memberOf(db, userId);
}

/**
 * On start: each mobile of `ADMIN_MOBILES` has an account holding `admin` (made if missing, named
 * "Administrator" until they change it), so a production start needs no SQL to get its first admin.
 * Answers the mobiles it changed.
 */
export async function ensureAdmins(db: Db, mobiles: readonly string[]): Promise<string[]> {
  const changed: string[] = [];
  for (const entry of mobiles) {
    const { mobile, countryCode } = parseInternationalMobile(entry)!;
    await db.transaction(async (tx) => {
      const account =
        (await findAccount(tx, { mobile })) ??
        (await createAccount(tx, {
          fullName: 'Administrator',
          mobile,
          countryCode,
          email: null,
          leadId: null,
          interestedEducationLevel: null,
        }));
      if (account.permissions.includes(PERMISSIONS.admin)) return;
      await setPermissions(tx, account.id, [...account.permissions, PERMISSIONS.admin]);
      changed.push(mobile);
    });
  }
  return changed;
}
