import { describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { errorForLog } from './error-for-log.ts';

describe('errorForLog', () => {
  it('logs a failed query by the database’s error, without the SQL, its parameters or the row', () => {
    const cause = Object.assign(
      new Error('duplicate key value violates unique constraint "users_email_key"'),
      {
        code: '23505',
        constraint: 'users_email_key',
        detail: 'Key (email)=(kavya.nair@example.in) already exists.',
      },
    );
    const error = new DrizzleQueryError(
      'insert into "users" ("full_name", "email", "mobile") values ($1, $2, $3)',
      ['Kavya Nair', 'kavya.nair@example.in', '+919876500001'],
      cause,
    );
    const logged = JSON.stringify(errorForLog(error));
    for (const secret of ['Kavya', 'kavya.nair@example.in', '+919876500001', 'insert into']) {
      expect(logged).not.toContain(secret);
    }
    expect(errorForLog(error)).toMatchObject({ code: '23505', constraint: 'users_email_key' });
  });

  it('keeps any other error’s type, message and stack', () => {
    const logged = errorForLog(new TypeError('cannot read properties of undefined'));
    expect(logged).toMatchObject({ type: 'TypeError', message: 'cannot read properties of undefined' });
    expect(logged.stack).toContain('TypeError');
  });
});
