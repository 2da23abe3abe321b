import { EventStoreDBClient } from '@eventstore/db-client';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { generateSignerKey, signerFrom } from '../src/transparency/note';

describe('environment validation at boot', () => {
  it('needs nothing on the embedded default', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: './.data',
      appOrigin: 'http://localhost:3000',
      devToolsEnabled: true,
    });
  });

  it('names every bad variable with a clear message', () => {
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        EVENTSTORE_URL: 'http://x',
        MAIL_FROM: 'nope',
        API_ONLY: 'maybe',
        TRUST_PROXY: 'yes',
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems).toEqual([
        'PORT must be a port number',
        'DATABASE_URL must be a URL like postgres://user:password@host:5432/hearth',
        'EVENTSTORE_URL must be a URL like esdb://localhost:2113?tls=false',
        'MAIL_FROM must be an email address',
        'API_ONLY must be true or false',
        'TRUST_PROXY must be the number of reverse proxies in front of the app (0 for none)',
      ]);
    }
  });

  it('keeps a workflow per agency in the Temporal worker, 10,000 unless told otherwise', () => {
    expect(loadConfig({}).TEMPORAL_WORKFLOW_CACHE).toBe(10_000);
    expect(loadConfig({ TEMPORAL_WORKFLOW_CACHE: '6000' }).TEMPORAL_WORKFLOW_CACHE).toBe(6000);
    for (const bad of ['many', '1', '2.5', '200000'])
      expect(() => loadConfig({ TEMPORAL_WORKFLOW_CACHE: bad })).toThrow(/TEMPORAL_WORKFLOW_CACHE must be/);
  });

  it('sizes the background thread’s heap only when told, within 128 MB to 16 GB', () => {
    expect(loadConfig({}).BACKGROUND_HEAP_MB).toBeUndefined();
    expect(loadConfig({ BACKGROUND_HEAP_MB: '384' }).BACKGROUND_HEAP_MB).toBe(384);
    for (const bad of ['lots', '64', '300.5', '20000'])
      expect(() => loadConfig({ BACKGROUND_HEAP_MB: bad })).toThrow(/BACKGROUND_HEAP_MB must be/);
  });

  it('takes only the event store URLs its client accepts', () => {
    for (const url of ['esdb://localhost:2113?tls=false', 'esdb+discover://a:2113,b:2113', 'esdb://admin:p@db:2113']) {
      expect(loadConfig({ EVENTSTORE_URL: url }).EVENTSTORE_URL).toBe(url);
      expect(() => EventStoreDBClient.connectionString(url)).not.toThrow();
    }
    for (const url of ['kurrentdb://localhost:2113', 'kdb://localhost:2113', 'kurrentdb+discover://a:2113']) {
      expect(() => loadConfig({ EVENTSTORE_URL: url })).toThrow(/EVENTSTORE_URL must be a URL like esdb:/);
      expect(() => EventStoreDBClient.connectionString(url)).toThrow();
    }
  });

  it('requires the production secrets in production and turns the dev tools off', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SECRET_KEY is required/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SENDGRID_API_KEY is required/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/CHECKPOINT_SIGNING_KEY is required/);
    expect(() => loadConfig({ CHECKPOINT_SIGNING_KEY: Buffer.alloc(32, 1).toString('base64') })).toThrow(
      /CHECKPOINT_SIGNING_KEY must be a signer key made by npm run checkpoint-key/,
    );
    const config = loadConfig({
      NODE_ENV: 'production',
      SECRET_KEY: Buffer.alloc(32, 1).toString('base64'),
      CHECKPOINT_SIGNING_KEY: generateSignerKey('hearth.test/checkpoints'),
      APP_ORIGIN: 'https://hearth.example.org',
      DATABASE_URL: 'postgres://hearth:secret@db:5432/hearth',
      SENDGRID_API_KEY: 'SG.test',
    });
    expect(config.devToolsEnabled).toBe(false);
    expect(config.isProduction).toBe(true);
  });

  it('reads the verifier keys of rotated checkpoint keys, and refuses anything else there', () => {
    const old = signerFrom(generateSignerKey('hearth.test/checkpoints-2026')).verifierKey;
    const older = signerFrom(generateSignerKey('hearth.test/checkpoints-2025')).verifierKey;
    expect(loadConfig({}).CHECKPOINT_VERIFIER_KEYS).toEqual([]);
    expect(loadConfig({ CHECKPOINT_VERIFIER_KEYS: ` ${old}  ${older}\n` }).CHECKPOINT_VERIFIER_KEYS).toEqual([
      old,
      older,
    ]);
    expect(() => loadConfig({ CHECKPOINT_VERIFIER_KEYS: generateSignerKey('hearth.test/x') })).toThrow(
      /CHECKPOINT_VERIFIER_KEYS.*must be verifier keys/,
    );
  });

  it('turns the development tools off for an app not served on localhost, even without NODE_ENV', () => {
    expect(loadConfig({ APP_ORIGIN: 'https://hearth.example.org' }).devToolsEnabled).toBe(false);
    expect(loadConfig({ APP_ORIGIN: 'http://127.0.0.1:3000' }).devToolsEnabled).toBe(true);
  });

  it('treats blank values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '  ' }).PORT).toBe(3000);
  });
});
