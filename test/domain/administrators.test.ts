import { leavesNoAdministrator } from '../../src/domain/administrators';

describe('one enabled Administrator always remains', () => {
  it('refuses disabling or demoting the only one', () => {
    expect(leavesNoAdministrator([1], 1, { role: 'admin', enabled: false })).toBe(true);
    expect(leavesNoAdministrator([1], 1, { role: 'editor', enabled: true })).toBe(true);
  });

  it('allows it when another enabled Administrator remains, and any change to someone else', () => {
    expect(leavesNoAdministrator([1, 2], 1, { role: 'admin', enabled: false })).toBe(false);
    expect(leavesNoAdministrator([1], 2, { role: 'editor', enabled: false })).toBe(false);
  });

  it('allows keeping the only one an enabled Administrator, and any change when none is counted', () => {
    expect(leavesNoAdministrator([1], 1, { role: 'admin', enabled: true })).toBe(false);
    expect(leavesNoAdministrator([], 1, { role: 'editor', enabled: false })).toBe(false);
  });
});
