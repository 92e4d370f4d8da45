import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { StaffRole } from '@lms/shared/contracts';
import type { Db } from '../db';
import { users } from '../db/schema';
import { hashPassword } from '../lib/password';
import { ADMIN_KEY_ACTOR } from '../lib/staff';
import { createAuditRepository } from '../repositories/audit';

/**
 * A one-time password that meets spec §5's strong rule: upper and lower case letters, digits
 * and a sign, from 12 random bytes.
 */
const oneTimePassword = () => `${randomBytes(12).toString('base64url')}aA1!`;

/**
 * Gives the account of `email` a staff role (the CLI's `create-staff`), in one transaction with
 * its audit entry. Without an account, opens one with a one-time password (returned, shown once)
 * and the consents the operator gives by running the command.
 */
export async function grantStaffRole(
  db: Db,
  email: string,
  role: StaffRole,
): Promise<{ userId: number; password: string | null }> {
  const password = oneTimePassword();
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .update(users)
      .set({ role })
      .where(eq(users.email, email))
      .returning({ id: users.id });
    const now = new Date();
    const [created] = existing
      ? []
      : await tx
          .insert(users)
          .values({
            email,
            passwordHash,
            name: 'Yönetici',
            surname: 'Hesabı',
            citizenId: '',
            phone: '',
            role,
            privacyConsentAt: now,
            membershipConsentAt: now,
            emailVerifiedAt: now,
          })
          .returning({ id: users.id });
    const userId = (existing ?? created)!.id;
    await createAuditRepository(db).record(tx, {
      userId: null,
      userEmail: ADMIN_KEY_ACTOR,
      role: 'admin',
      action: existing ? 'staff.grant' : 'staff.create',
      objectType: 'user',
      objectId: String(userId),
      summary: { email, role },
      requestId: 'cli',
    });
    return { userId, password: existing ? null : password };
  });
}
