import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from './permissions.ts';
import { permissionsOfRoles, rolesOf } from './staff.ts';

describe('staff roles', () => {
  it('give their permissions together, each once', () => {
    expect(permissionsOfRoles(['counsellor', 'editor'])).toEqual([
      PERMISSIONS.lmsUser,
      PERMISSIONS.viewRecommendation,
      PERMISSIONS.cmsEditor,
    ]);
    expect(permissionsOfRoles([])).toEqual([]);
  });

  it('are read back from the permissions held, an admin being only an admin', () => {
    expect(rolesOf([PERMISSIONS.admin])).toEqual(['admin']);
    expect(rolesOf([PERMISSIONS.viewRecommendation, PERMISSIONS.cmsEditor])).toEqual([
      'counsellor',
      'editor',
    ]);
    expect(rolesOf([])).toEqual([]);
  });
});
