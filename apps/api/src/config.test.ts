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

  it('checks the ingest settings (issue #38) and names the variable', () => {
    const c = loadConfig({});
    expect([c.INGEST, c.INGEST_RTMP_PORT, c.INGEST_WINDOW_MINUTES, c.INGEST_IDLE_SECONDS]).toEqual(['off', 1935, 30, 30]);
    expect(loadConfig({ INGEST: 'rtmp', INGEST_RTMP_PORT: '19350', INGEST_PUBLIC_HOST: 'live.oabat.de' }).INGEST_RTMP_PORT).toBe(19350);
    expect(() => loadConfig({ INGEST: 'srt' })).toThrow(/^Ungültige Konfiguration: INGEST=/);
    expect(() => loadConfig({ INGEST_RTMP_PORT: '70000' })).toThrow(/INGEST_RTMP_PORT/);
    expect(() => loadConfig({ INGEST_CALLBACK_SECRET: 'kurz' })).toThrow(/INGEST_CALLBACK_SECRET.*mindestens 16 Zeichen/);
    expect(() => loadConfig({ INGEST_CALLBACK_URL: 'https://example.org' })).toThrow(/INGEST_CALLBACK_URL/);
    expect(() => loadConfig({ INGEST_PUBLIC_HOST: 'live oabat' })).toThrow(/INGEST_PUBLIC_HOST.*Hostname/);
  });
});
