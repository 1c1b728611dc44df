import { eq } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import { firstRow } from '#api/db/first-row.ts';
import { users, leads } from '#api/db/schema/people.ts';

/** What the guards need of an account: its permissions now, whether it may log in, and its counsellor. */
export interface AccountAccess {
  permissions: string[];
  active: boolean;
  /** The counsellor the account's lead is assigned to now, if any. */
  counsellorId: string | null;
}

export async function findAccountAccess(db: Db, userId: string): Promise<AccountAccess | undefined> {
  const row = await firstRow(
    db
      .select({
        permissions: users.permissions,
        status: users.status,
        counsellorId: leads.assignedCounsellorId,
      })
      .from(users)
      .leftJoin(leads, eq(leads.id, users.leadId))
      .where(eq(users.id, userId)),
  );
  return (
    row && { permissions: row.permissions, active: row.status === 'active', counsellorId: row.counsellorId }
  );
}
