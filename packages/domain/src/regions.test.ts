import { describe, expect, it } from 'vitest';
import { hasRegionSignup, ZRegionChannelUpdate, ZRegionMemberAdd } from './regions.ts';

describe('region sign-up and management schemas', () => {
  it('offers sign-up only on the fixed sign-up regions', () => {
    expect(hasRegionSignup('passau')).toBe(true);
    expect(hasRegionSignup('inn-salzach')).toBe(true);
    expect(hasRegionSignup('altmuehlfranken')).toBe(false);
  });

  it('answers bad member and channel input in German', () => {
    expect(ZRegionMemberAdd.safeParse({ business_id: 'x' }).error?.issues[0]?.message).toBe('Bitte wähle einen Betrieb.');
    expect(ZRegionMemberAdd.parse({ business_id: '7' })).toEqual({ business_id: 7 });
    expect(ZRegionChannelUpdate.safeParse({ name: ' a ' }).error?.issues[0]?.message).toBe('Der Name braucht mindestens 2 Zeichen.');
    expect(ZRegionChannelUpdate.parse({ name: '  Region Passau ' })).toEqual({ name: 'Region Passau' });
  });
});
