import { describe, expect, it } from 'vitest';
import { hasPermission, isInternalUser, PERMISSIONS } from './permissions.ts';

describe('hasPermission', () => {
  it('passes when any one of the required permissions is held', () => {
    expect(hasPermission(['cms_editor'], ['lms_user', 'cms_editor'])).toBe(true);
  });

  it('refuses when none of the required permissions is held', () => {
    expect(hasPermission(['cms_editor'], ['lms_user', 'view_recommendation'])).toBe(false);
    expect(hasPermission([], ['cms_editor'])).toBe(false);
  });

  it('passes anyone when all_user is required, even with no permissions', () => {
    expect(hasPermission([], [PERMISSIONS.allUser])).toBe(true);
    expect(hasPermission([], ['cms_editor', PERMISSIONS.allUser])).toBe(true);
  });

  it('refuses when nothing is required: a check with no permissions grants nothing', () => {
    expect(hasPermission(['lms_user'], [])).toBe(false);
  });

  it('passes an admin on every staff check, but not on a check that requires nothing', () => {
    expect(hasPermission([PERMISSIONS.admin], ['cms_editor'])).toBe(true);
    expect(hasPermission([PERMISSIONS.admin], ['lms_user', 'view_recommendation'])).toBe(true);
    expect(hasPermission([PERMISSIONS.admin], [])).toBe(false);
  });

  it('does not treat holding all_user as holding everything', () => {
    expect(hasPermission([PERMISSIONS.allUser], ['cms_editor'])).toBe(false);
  });
});

describe('isInternalUser', () => {
  it('is a counsellor or platform user: lms_user or view_recommendation', () => {
    expect(isInternalUser(['lms_user'])).toBe(true);
    expect(isInternalUser(['view_recommendation'])).toBe(true);
    expect(isInternalUser(['view_recommendation', 'lms_user'])).toBe(true);
  });

  it('is not a learner or a content editor', () => {
    expect(isInternalUser([])).toBe(false);
    expect(isInternalUser(['cms_editor'])).toBe(false);
    expect(isInternalUser(['all_user'])).toBe(false);
  });
});
