import { describe, expect, it } from 'vitest';
import { API_KEY_PREFIX, API_KEY_ROUTES, isApiKey, ZApiKeyInput } from './api-keys.ts';
import { canUseApiKeys, hasMail2chat } from './rights.ts';

describe('API keys', () => {
  it('tells keys from session tokens by their prefix', () => {
    expect(isApiKey(`${API_KEY_PREFIX}abc`)).toBe(true);
    expect(isApiKey('k3Jx9sessiontoken')).toBe(false);
  });

  it('needs a business user whose business holds api_connection; mail2chat likewise', () => {
    const business = (permissions: string[]) => ({ business: { slug: 'b', permissions } });
    expect(canUseApiKeys(business(['api_connection']))).toBe(true);
    expect(canUseApiKeys(business(['mail2chat']))).toBe(false);
    expect(canUseApiKeys({ trainee: { id: 1 } })).toBe(false);
    expect(canUseApiKeys(null)).toBe(false);
    expect(hasMail2chat(business(['mail2chat']))).toBe(true);
    expect(hasMail2chat(business([]))).toBe(false);
  });

  it('scopes keys to the job routes and checks the name', () => {
    expect(API_KEY_ROUTES.every((r) => /^(GET|POST|PUT) \/api\/(v2\/jobs|jobattributes|jobadvantages)/.test(r))).toBe(true);
    expect(ZApiKeyInput.safeParse({ name: '  Personio ' }).data).toEqual({ name: 'Personio' });
    expect(ZApiKeyInput.safeParse({ name: 'x'.repeat(81) }).success).toBe(false);
  });
});
