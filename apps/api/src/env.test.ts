import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadApiConfig } from './env.ts';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'meridian-env-'));

const PRODUCTION_SMS = {
  SMS_PROVIDER: 'http-sms',
  SMS_GATEWAY_URL: 'https://sms.example.in/send',
  SMS_DLT_TEMPLATE_ID: '1207161234567890123',
};

describe('API configuration', () => {
  it('runs locally on defaults: port 4000, embedded database, a generated secret kept under DATA_DIR', () => {
    const dataDir = tempDir();
    const config = loadApiConfig({ NODE_ENV: 'development', DATA_DIR: dataDir });
    expect(config.API_PORT).toBe(4000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.APP_ENV).toBe('development');
    expect(config.DEV_ROUTES).toBe(true);
    expect(config.BRAND_NAME).toBe('Meridian');
    expect(config.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8')).toBe(config.JWT_SECRET);
    expect(loadApiConfig({ APP_ENV: 'development', DATA_DIR: dataDir }).JWT_SECRET).toBe(config.JWT_SECRET);
  });

  it('refuses to start without APP_ENV outside a development or test process, so no deployment opens /dev/*', () => {
    for (const NODE_ENV of [undefined, 'production', 'staging']) {
      expect(() => loadApiConfig({ DATA_DIR: tempDir(), NODE_ENV })).toThrow(
        'Invalid configuration: APP_ENV: required (development, staging or production) unless NODE_ENV is development or test',
      );
    }
    expect(loadApiConfig({ DATA_DIR: tempDir(), NODE_ENV: 'test' }).APP_ENV).toBe('development');
  });

  it('runs a production host (SPEC.md §9: prod-, prod., ww2.) as production, and refuses one named another environment', () => {
    const onProductionHost = { DATA_DIR: tempDir(), PUBLIC_WEB_URL: 'https://prod-www.meridian.study' };
    expect(() => loadApiConfig({ ...onProductionHost, NODE_ENV: 'test' })).toThrow(
      'Invalid configuration: JWT_SECRET: required when APP_ENV is production',
    );
    expect(() => loadApiConfig({ ...onProductionHost, APP_ENV: 'staging' })).toThrow(
      /^Invalid configuration: APP_ENV: must be production when PUBLIC_WEB_URL is a production host/,
    );
    expect(
      loadApiConfig({ DATA_DIR: tempDir(), PUBLIC_WEB_URL: 'https://www.meridian.study', APP_ENV: 'staging' })
        .APP_ENV,
    ).toBe('staging');
  });

  it('stops with one line naming a bad variable', () => {
    expect(() => loadApiConfig({ APP_ENV: 'development', DATA_DIR: tempDir(), API_PORT: 'abc' })).toThrow(
      /^Invalid configuration: API_PORT: .*\(got "abc"\)$/,
    );
    expect(() => loadApiConfig({ DATA_DIR: tempDir(), APP_ENV: 'prod' })).toThrow(
      /^Invalid configuration: APP_ENV/,
    );
    expect(() =>
      loadApiConfig({ APP_ENV: 'development', DATA_DIR: tempDir(), DATABASE_URL: 'mysql://x' }),
    ).toThrow(/^Invalid configuration: DATABASE_URL/);
  });

  it('names a bad secret without repeating its value', () => {
    const attempts = [
      { JWT_SECRET: 'short-but-secret' },
      { DATABASE_URL: 'mysql://admin:hunter2-secret@db.internal/meridian' },
    ];
    for (const attempt of attempts) {
      const [name, value] = Object.entries(attempt)[0]!;
      let message = '';
      try {
        loadApiConfig({ APP_ENV: 'development', DATA_DIR: tempDir(), ...attempt });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toMatch(new RegExp(`^Invalid configuration: ${name}: `));
      expect(message).not.toContain(value);
      expect(message).not.toContain('secret');
    }
  });

  it('requires JWT_SECRET, real mail and SMS providers and a real payment gateway in production', () => {
    expect(() => loadApiConfig({ DATA_DIR: tempDir(), APP_ENV: 'production' })).toThrow(
      'Invalid configuration: JWT_SECRET: required when APP_ENV is production',
    );
    const production = { APP_ENV: 'production', JWT_SECRET: 'x'.repeat(40), DATA_DIR: tempDir() };
    expect(() => loadApiConfig(production)).toThrow(
      'Invalid configuration: EMAIL_PROVIDER: must be smtp when APP_ENV is production',
    );
    const withMail = { ...production, EMAIL_PROVIDER: 'smtp', SMTP_URL: 'smtp://mail.example.in:587' };
    expect(() => loadApiConfig(withMail)).toThrow(
      'Invalid configuration: SMS_PROVIDER: must be http-sms when APP_ENV is production',
    );
    const withSms = { ...withMail, ...PRODUCTION_SMS };
    expect(() => loadApiConfig(withSms)).toThrow(
      'Invalid configuration: PAYMENT_GATEWAY: must be razorpay when APP_ENV is production',
    );
    const config = loadApiConfig({
      ...withSms,
      PAYMENT_GATEWAY: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_live_env-test',
      RAZORPAY_KEY_SECRET: 'env-test-key-secret',
      RAZORPAY_WEBHOOK_SECRET: 'env-test-webhook-secret',
    });
    expect(config.JWT_SECRET).toBe('x'.repeat(40));
  });

  it('delivers through the outbox by default and names what a chosen provider is missing', () => {
    const config = loadApiConfig({ APP_ENV: 'development', DATA_DIR: tempDir() });
    expect(config.EMAIL_PROVIDER).toBe('outbox');
    expect(config.SMS_PROVIDER).toBe('outbox');
    expect(() =>
      loadApiConfig({ APP_ENV: 'development', DATA_DIR: tempDir(), EMAIL_PROVIDER: 'smtp' }),
    ).toThrow('Invalid configuration: SMTP_URL: required when EMAIL_PROVIDER is smtp');
    expect(() =>
      loadApiConfig({
        APP_ENV: 'development',
        DATA_DIR: tempDir(),
        SMS_PROVIDER: 'http-sms',
        SMS_GATEWAY_URL: 'https://sms.example.in/send',
      }),
    ).toThrow('Invalid configuration: SMS_DLT_TEMPLATE_ID: required when SMS_PROVIDER is http-sms');
    expect(() =>
      loadApiConfig({ APP_ENV: 'development', DATA_DIR: tempDir(), SMS_SENDER_ID: 'meridian' }),
    ).toThrow(/^Invalid configuration: SMS_SENDER_ID/);
  });

  it('opens the developer views and docs page by default in development only, and never in production', () => {
    const load = (env: Record<string, string>) =>
      loadApiConfig({ APP_ENV: 'development', DATA_DIR: tempDir(), ...env }).DEV_ROUTES;
    expect(load({})).toBe(true);
    expect(load({ DEV_ROUTES: 'false' })).toBe(false);
    expect(load({ APP_ENV: 'staging' })).toBe(false);
    expect(load({ APP_ENV: 'staging', DEV_ROUTES: 'true' })).toBe(true);
    expect(() => load({ APP_ENV: 'production', JWT_SECRET: 'x'.repeat(40), DEV_ROUTES: 'true' })).toThrow(
      'Invalid configuration: DEV_ROUTES: must not be true when APP_ENV is production',
    );
  });

  it('believes forwarded addresses from this host only, unless other web servers are listed', () => {
    expect(loadApiConfig({ APP_ENV: 'development', DATA_DIR: tempDir() }).TRUSTED_PROXIES).toEqual([
      'loopback',
    ]);
    expect(
      loadApiConfig({
        APP_ENV: 'development',
        DATA_DIR: tempDir(),
        TRUSTED_PROXIES: '10.0.1.5, 10.0.2.0/24,::1',
      }).TRUSTED_PROXIES,
    ).toEqual(['10.0.1.5', '10.0.2.0/24', '::1']);
    expect(() =>
      loadApiConfig({ APP_ENV: 'development', DATA_DIR: tempDir(), TRUSTED_PROXIES: 'web-1' }),
    ).toThrow(/^Invalid configuration: TRUSTED_PROXIES: must list IP addresses/);
  });

  it('stores files under DATA_DIR by default and names what an S3 store is missing', () => {
    const config = loadApiConfig({ APP_ENV: 'development', DATA_DIR: tempDir() });
    expect(config.STORAGE_DRIVER).toBe('local');
    expect(config.DOCUMENT_MAX_BYTES).toBe(2 * 1024 * 1024);
    expect(
      loadApiConfig({ APP_ENV: 'development', DATA_DIR: tempDir(), DOCUMENT_MAX_BYTES: '5242880' })
        .DOCUMENT_MAX_BYTES,
    ).toBe(5242880);
    expect(() =>
      loadApiConfig({ APP_ENV: 'development', DATA_DIR: tempDir(), STORAGE_DRIVER: 's3' }),
    ).toThrow('Invalid configuration: S3_ENDPOINT: required when STORAGE_DRIVER is s3');
    expect(() =>
      loadApiConfig({
        APP_ENV: 'development',
        DATA_DIR: tempDir(),
        STORAGE_DRIVER: 's3',
        S3_ENDPOINT: 'https://storage.example.in',
        S3_BUCKET: 'meridian-docs',
        S3_ACCESS_KEY_ID: 'key',
      }),
    ).toThrow('Invalid configuration: S3_SECRET_ACCESS_KEY: required when STORAGE_DRIVER is s3');
  });
});
