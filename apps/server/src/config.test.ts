import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_SECRET_FILE, ConfigError, loadConfig, resolveAuthSecret } from './config.js';

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env, '/srv/fokus');
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('gives working defaults for an empty environment', () => {
    const config = loadConfig({}, '/srv/fokus');
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/srv/fokus/data',
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      publicOrigin: 'http://localhost:3000',
      trustedOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'],
      isSecure: false,
      authSecret: undefined,
      oidc: undefined,
      smtpUrl: undefined,
      s3: undefined,
      attachmentMaxBytes: 20 * 1024 * 1024,
      ai: { provider: 'local' },
      aiRateLimitPerMinute: 20,
      isProduction: false,
      logLevel: 'info',
      trustProxy: false,
    });
  });

  it('reads the AI rate limit and production mode, and refuses a limit that is not a positive integer', () => {
    const config = loadConfig({ AI_RATE_LIMIT_PER_MINUTE: '5', NODE_ENV: 'production' }, '/srv/fokus');
    expect(config).toMatchObject({ aiRateLimitPerMinute: 5, isProduction: true });
    expect(loadConfig({ NODE_ENV: 'development' }, '/srv/fokus').isProduction).toBe(false);
    for (const value of ['0', '-1', '2.5', 'many']) {
      expect(configError({ AI_RATE_LIMIT_PER_MINUTE: value }).issues, value).toEqual([
        expect.stringMatching(/^AI_RATE_LIMIT_PER_MINUTE must be/),
      ]);
    }
  });

  it('reads the attachment limit and the S3 addressing style, refusing values it cannot use', () => {
    expect(loadConfig({ ATTACHMENT_MAX_BYTES: '1048576' }, '/srv/fokus').attachmentMaxBytes).toBe(1048576);
    for (const value of ['0', '-1', '2.5', 'big', String(2 * 1024 ** 3)]) {
      expect(configError({ ATTACHMENT_MAX_BYTES: value }).issues, value).toEqual([
        expect.stringMatching(/^ATTACHMENT_MAX_BYTES must be/),
      ]);
    }
    const s3 = {
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'us-east-1',
      S3_BUCKET: 'fokus',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'key',
    };
    expect(loadConfig({ ...s3, S3_FORCE_PATH_STYLE: 'true' }, '/srv/fokus').s3?.forcePathStyle).toBe(true);
    expect(configError({ ...s3, S3_FORCE_PATH_STYLE: 'yes' }).issues).toEqual([
      'S3_FORCE_PATH_STYLE must be true or false',
    ]);
  });

  it('derives PUBLIC_URL from PORT and treats empty values as unset', () => {
    const config = loadConfig({ PORT: '8080', DATABASE_URL: '', OIDC_ISSUER: ' ' }, '/srv/fokus');
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.oidc).toBeUndefined();
  });

  it('reads a full configuration', () => {
    const config = loadConfig(
      {
        PORT: '4000',
        HOST: '0.0.0.0',
        DATA_DIR: '/var/lib/fokus',
        DATABASE_URL: 'postgresql://fokus:pw@db:5432/fokus',
        PUBLIC_URL: 'https://fokus.example.com/',
        AUTH_SECRET: 'x'.repeat(32),
        OIDC_ISSUER: 'https://id.example.com/realms/fokus/',
        OIDC_CLIENT_ID: 'fokus',
        OIDC_CLIENT_SECRET: 'shh',
        OIDC_NAME: 'Keycloak',
        SMTP_URL: 'smtps://u:p@mail.example.com:465',
        MAIL_FROM: 'Fokus <fokus@example.com>',
        S3_ENDPOINT: 'https://s3.example.com',
        S3_REGION: 'eu',
        S3_BUCKET: 'fokus',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'key',
        AI_PROVIDER: 'anthropic',
        ANTHROPIC_API_KEY: 'sk-ant',
        AI_MODEL: 'claude',
        LOG_LEVEL: 'warn',
        TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
      },
      '/srv/fokus',
    );
    expect(config).toMatchObject({
      port: 4000,
      host: '0.0.0.0',
      dataDir: '/var/lib/fokus',
      databaseUrl: 'postgresql://fokus:pw@db:5432/fokus',
      publicUrl: 'https://fokus.example.com',
      publicOrigin: 'https://fokus.example.com',
      trustedOrigins: ['https://fokus.example.com'],
      isSecure: true,
      oidc: {
        issuer: 'https://id.example.com/realms/fokus',
        clientId: 'fokus',
        clientSecret: 'shh',
        name: 'Keycloak',
      },
      s3: { endpoint: 'https://s3.example.com', region: 'eu', bucket: 'fokus', forcePathStyle: false },
      ai: { provider: 'anthropic', model: 'claude', anthropicApiKey: 'sk-ant' },
      logLevel: 'warn',
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
    });
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://db/fokus' }, 'DATABASE_URL must be a postgres:// URL'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL must be a postgres:// URL'],
    [{ PUBLIC_URL: 'fokus.example.com' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: 'https://example.com/fokus' }, 'PUBLIC_URL must not have a path'],
    [{ AUTH_SECRET: 'short' }, 'AUTH_SECRET must be at least 32 characters'],
    [{ OIDC_ISSUER: 'id.example.com', OIDC_CLIENT_ID: 'a', OIDC_CLIENT_SECRET: 'b' }, 'OIDC_ISSUER'],
    [{ SMTP_URL: 'http://mail.example.com' }, 'SMTP_URL must be an smtp:// or smtps:// URL'],
    [{ MAIL_FROM: 'Fokus' }, 'MAIL_FROM must be an e-mail address'],
    [{ MAIL_FROM: 'Fokus <fokus@example.com' }, 'MAIL_FROM must be an e-mail address'],
    [{ AI_PROVIDER: 'gpt' }, 'AI_PROVIDER must be one of local, anthropic, openai'],
    [{ AI_PROVIDER: 'anthropic' }, 'ANTHROPIC_API_KEY is required when AI_PROVIDER=anthropic'],
    [{ AI_PROVIDER: 'openai' }, 'OPENAI_BASE_URL or OPENAI_API_KEY is required'],
    [{ OPENAI_BASE_URL: 'localhost:11434' }, 'OPENAI_BASE_URL'],
    [
      { AI_PROVIDER: 'openai', OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1' },
      'AI_MODEL is required when AI_PROVIDER=openai and OPENAI_BASE_URL is not api.openai.com',
    ],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of'],
    [{ TRUST_PROXY: 'yes please' }, 'TRUST_PROXY must be'],
  ])('refuses %j with a message naming the variable', (env, expected) => {
    const error = configError(env);
    expect(error.message).toMatch(/^Invalid configuration: /);
    expect(error.message).toContain(expected);
  });

  it('accepts an OpenAI-compatible endpoint without a key (local Ollama) when it names the model', () => {
    expect(
      loadConfig({
        AI_PROVIDER: 'openai',
        OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1',
        AI_MODEL: 'qwen3:8b',
      }).ai,
    ).toEqual({
      provider: 'openai',
      model: 'qwen3:8b',
      anthropicApiKey: undefined,
      openaiBaseUrl: 'http://127.0.0.1:11434/v1',
      openaiApiKey: undefined,
    });
  });

  it("uses OpenAI's endpoint and default model with only a key", () => {
    expect(loadConfig({ AI_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-test-key-123' }).ai).toMatchObject({
      provider: 'openai',
      model: undefined,
      openaiBaseUrl: undefined,
    });
    expect(
      loadConfig({ AI_PROVIDER: 'openai', OPENAI_API_KEY: 'k', OPENAI_BASE_URL: 'https://api.openai.com/v1' })
        .ai.model,
    ).toBeUndefined();
  });

  it('never puts an AI key into a configuration error', () => {
    const missing = configError({ AI_PROVIDER: 'anthropic', OPENAI_API_KEY: 'sk-openai-secret-value' });
    expect(missing.message).toContain('ANTHROPIC_API_KEY is required');
    expect(missing.message).not.toContain('secret-value');
    const malformed = configError({ OPENAI_BASE_URL: 'https://sk-openai-secret-value@[bad' });
    expect(malformed.message).toContain('OPENAI_BASE_URL must be');
    expect(malformed.message).not.toContain('secret-value');
  });

  it('refuses a partial OpenID Connect configuration, naming what is missing', () => {
    const error = configError({ OIDC_ISSUER: 'https://id.example.com' });
    expect(error.message).toContain('OIDC_CLIENT_ID');
    expect(error.message).toContain('OIDC_CLIENT_SECRET');
    expect(configError({ OIDC_CLIENT_SECRET: 'x' }).message).toMatch(/set OIDC_ISSUER, OIDC_CLIENT_ID too/);
  });

  it('refuses a partial S3 configuration, naming what is missing', () => {
    const error = configError({ S3_ENDPOINT: 'https://s3.example.com', S3_BUCKET: 'fokus' });
    expect(error.message).toContain('S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY');
  });

  it('reports every problem at once', () => {
    const error = configError({ PORT: 'x', DATABASE_URL: 'mysql://x' });
    expect(error.issues).toHaveLength(2);
  });
});

describe('resolveAuthSecret', () => {
  let dataDir: string | undefined;
  afterEach(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('prefers AUTH_SECRET', async () => {
    expect(await resolveAuthSecret({ authSecret: 's'.repeat(40), dataDir: '/nonexistent' })).toBe(
      's'.repeat(40),
    );
  });

  it('generates a secret once, keeps it in DATA_DIR with mode 0600, and reuses it', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'fokus-config-'));
    const nested = path.join(dataDir, 'data');
    const [first, concurrent] = await Promise.all([
      resolveAuthSecret({ authSecret: undefined, dataDir: nested }),
      resolveAuthSecret({ authSecret: undefined, dataDir: nested }),
    ]);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(concurrent).toBe(first);
    expect(await resolveAuthSecret({ authSecret: undefined, dataDir: nested })).toBe(first);
    const file = path.join(nested, AUTH_SECRET_FILE);
    expect((await readFile(file, 'utf8')).trim()).toBe(first);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('refuses a damaged secret file with a message saying what to do', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'fokus-config-'));
    await writeFile(path.join(dataDir, AUTH_SECRET_FILE), 'short\n');
    await expect(resolveAuthSecret({ authSecret: undefined, dataDir })).rejects.toThrow(/set AUTH_SECRET/);
  });
});
