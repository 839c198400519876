import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('starts with defaults when nothing is set', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(c.DATABASE_URL).toBeUndefined();
  });

  it.each([
    ['PORT', 'abc'],
    ['DATABASE_URL', 'mysql://x'],
    ['REDIS_URL', 'nicht-da'],
    ['SEED_DEMO', 'vielleicht'],
    ['SMTP_URL', 'http://mail'],
  ])('stops with one line naming %s when it is invalid', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    try {
      loadConfig({ [name]: value });
    } catch (err) {
      expect((err as Error).message).toContain(name);
      expect((err as Error).message.split('\n')).toHaveLength(1);
    }
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('names the missing S3 variable when S3 is only half configured', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'https://s3.example', S3_BUCKET: 'oabat' })).toThrow(/S3_ACCESS_KEY_ID fehlt/);
    expect(loadConfig({ S3_ENDPOINT: 'https://s3.example', S3_BUCKET: 'oabat', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' }).S3_REGION).toBe(
      'eu-central-1',
    );
  });
});
