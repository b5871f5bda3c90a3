// The only module that reads process.env. Everything else receives a typed, validated `Config`.
// Rule of the project: an absent optional service falls back to the embedded default; a present but
// broken one stops start-up with a message that names the variable.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, link, unlink, writeFile, open } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const AI_PROVIDERS = ['local', 'anthropic', 'openai'] as const;
export type AiProvider = (typeof AI_PROVIDERS)[number];

/** Fastify's `trustProxy`: off, every hop, or the addresses/CIDRs of the trusted proxies. */
export type TrustProxy = boolean | string[];

export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Label of the sign-in button. */
  name: string;
}

export interface S3Config {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** S3_FORCE_PATH_STYLE: `endpoint/bucket/key` URLs (MinIO, s3rver and most self-hosted stores). */
  forcePathStyle: boolean;
}

export interface AiConfig {
  provider: AiProvider;
  model: string | undefined;
  anthropicApiKey: string | undefined;
  openaiBaseUrl: string | undefined;
  openaiApiKey: string | undefined;
}

/** The names of this machine a browser may use when PUBLIC_URL is left at its default. */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'] as const;

export interface Config {
  port: number;
  host: string;
  /** Absolute path. */
  dataDir: string;
  /** External PostgreSQL; when undefined the embedded server under `dataDir` is used. */
  databaseUrl: string | undefined;
  /** The URL users open, without a trailing slash (e.g. `https://fokus.example.com`). */
  publicUrl: string;
  /** `new URL(publicUrl).origin`. */
  publicOrigin: string;
  /**
   * The origins allowed to make cookie-authenticated writes: the public origin, and, when PUBLIC_URL is
   * not set, the same port on the other loopback names (`localhost`, `127.0.0.1`, `[::1]`), so the app
   * works whichever of them a person opens on their own machine.
   */
  trustedOrigins: string[];
  /** True when PUBLIC_URL is https: cookies get `Secure` and the `__Secure-` prefix. */
  isSecure: boolean;
  /** From AUTH_SECRET; when undefined, `resolveAuthSecret` generates and persists one under `dataDir`. */
  authSecret: string | undefined;
  oidc: OidcConfig | undefined;
  /** SMTP_URL: where e-mails are sent; when undefined they go to the outbox under `dataDir`. */
  smtpUrl: string | undefined;
  /** MAIL_FROM: the sender; when undefined, `Fokus <no-reply@…>` at the public URL's host. */
  mailFrom: string | undefined;
  s3: S3Config | undefined;
  /** ATTACHMENT_MAX_BYTES: the largest attachment upload, counted while it streams in. */
  attachmentMaxBytes: number;
  ai: AiConfig;
  /** AI_RATE_LIMIT_PER_MINUTE: AI requests (thoughts → tasks and chat together) one user may make a minute. */
  aiRateLimitPerMinute: number;
  /** NODE_ENV=production: no prompt, user text or model output reaches a log line, not even its error details. */
  isProduction: boolean;
  logLevel: LogLevel;
  trustProxy: TrustProxy;
}

export class ConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid configuration: ${issues.join('; ')}`);
    this.name = 'ConfigError';
  }
}

const MIN_SECRET_LENGTH = 32;

/** AI requests per user and minute when AI_RATE_LIMIT_PER_MINUTE is unset. */
export const DEFAULT_AI_RATE_LIMIT_PER_MINUTE = 20;
/** The spec's upload limit, 20 MB, unless ATTACHMENT_MAX_BYTES says otherwise. */
export const DEFAULT_ATTACHMENT_MAX_BYTES = 20 * 1024 * 1024;
/** ATTACHMENT_MAX_BYTES may go up to 1 GiB: the upload streams, but a task is not a file archive. */
export const MAX_ATTACHMENT_MAX_BYTES = 1024 * 1024 * 1024;

function isUrlWithProtocol(value: string, protocols: readonly string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

function isOriginOnly(value: string): boolean {
  try {
    const url = new URL(value);
    return url.pathname === '/' && url.search === '' && url.hash === '';
  } catch {
    return true; // reported by the URL check
  }
}

/** `fokus@example.com` or `Fokus <fokus@example.com>`: what nodemailer takes as a sender. */
const MAIL_SENDER = /^(?:[^<>@\s]+@[^<>@\s]+|[^<>]*<[^<>@\s]+@[^<>@\s]+>)$/;

// Each field's message starts with the variable's name so the operator sees what to fix.
const optionalString = z.string().optional();
const urlOf = (name: string, protocols: readonly string[], what: string) =>
  z
    .string()
    .refine((value) => isUrlWithProtocol(value, protocols), { message: `${name} must be ${what}` })
    .optional();

const envSchema = z.object({
  PORT: z.coerce
    .number({ message: 'PORT must be a number' })
    .int('PORT must be an integer')
    .min(1, 'PORT must be between 1 and 65535')
    .max(65535, 'PORT must be between 1 and 65535')
    .default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: urlOf('DATABASE_URL', ['postgres:', 'postgresql:'], 'a postgres:// URL'),
  PUBLIC_URL: urlOf('PUBLIC_URL', ['http:', 'https:'], 'an http:// or https:// URL')
    // The web app and /api are served at the root; a path prefix would break cookies and callbacks.
    .refine((value) => value === undefined || isOriginOnly(value), {
      message: 'PUBLIC_URL must not have a path, query or fragment (e.g. https://fokus.example.com)',
    }),
  AUTH_SECRET: z
    .string()
    .min(MIN_SECRET_LENGTH, `AUTH_SECRET must be at least ${MIN_SECRET_LENGTH} characters`)
    .optional(),
  OIDC_ISSUER: urlOf('OIDC_ISSUER', ['http:', 'https:'], 'an http:// or https:// URL'),
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  OIDC_NAME: z.string().default('OpenID'),
  SMTP_URL: urlOf('SMTP_URL', ['smtp:', 'smtps:'], 'an smtp:// or smtps:// URL'),
  MAIL_FROM: z
    .string()
    .regex(MAIL_SENDER, 'MAIL_FROM must be an e-mail address or "Name <address>"')
    .optional(),
  S3_ENDPOINT: urlOf('S3_ENDPOINT', ['http:', 'https:'], 'an http:// or https:// URL'),
  S3_REGION: optionalString,
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'], { message: 'S3_FORCE_PATH_STYLE must be true or false' })
    .default('false'),
  ATTACHMENT_MAX_BYTES: z.coerce
    .number({ message: 'ATTACHMENT_MAX_BYTES must be a number' })
    .int('ATTACHMENT_MAX_BYTES must be an integer')
    .min(1, 'ATTACHMENT_MAX_BYTES must be at least 1')
    .max(MAX_ATTACHMENT_MAX_BYTES, `ATTACHMENT_MAX_BYTES must be at most ${MAX_ATTACHMENT_MAX_BYTES}`)
    .default(DEFAULT_ATTACHMENT_MAX_BYTES),
  AI_PROVIDER: z
    .enum(AI_PROVIDERS, { message: `AI_PROVIDER must be one of ${AI_PROVIDERS.join(', ')}` })
    .default('local'),
  AI_MODEL: optionalString,
  ANTHROPIC_API_KEY: optionalString,
  OPENAI_BASE_URL: urlOf('OPENAI_BASE_URL', ['http:', 'https:'], 'an http:// or https:// URL'),
  OPENAI_API_KEY: optionalString,
  AI_RATE_LIMIT_PER_MINUTE: z.coerce
    .number({ message: 'AI_RATE_LIMIT_PER_MINUTE must be a number' })
    .int('AI_RATE_LIMIT_PER_MINUTE must be an integer')
    .min(1, 'AI_RATE_LIMIT_PER_MINUTE must be at least 1')
    .max(100_000, 'AI_RATE_LIMIT_PER_MINUTE must be at most 100000')
    .default(DEFAULT_AI_RATE_LIMIT_PER_MINUTE),
  NODE_ENV: optionalString,
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { message: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}` })
    .default('info'),
  TRUST_PROXY: z.string().default('false'),
});

type Env = z.infer<typeof envSchema>;

/** Reports the missing members of an all-or-none group, or nothing when all or none are set. */
function checkAllOrNone(env: Env, names: readonly (keyof Env)[], group: string): string | undefined {
  const missing = names.filter((name) => env[name] === undefined);
  if (missing.length === 0 || missing.length === names.length) return undefined;
  return `${group} is partly configured: set ${missing.join(', ')} too, or unset ${names
    .filter((name) => !missing.includes(name))
    .join(', ')}`;
}

/** True for an OPENAI_BASE_URL that is set and is not OpenAI's own API. */
function isOtherThanOpenAi(baseUrl: string | undefined): boolean {
  if (baseUrl === undefined) return false;
  try {
    return new URL(baseUrl).hostname !== 'api.openai.com';
  } catch {
    return true;
  }
}

const IP_OR_CIDR = /^[0-9a-fA-F.:]+(\/\d{1,3})?$/;

function parseTrustProxy(value: string): TrustProxy | string {
  const normalised = value.trim().toLowerCase();
  if (normalised === 'false') return false;
  if (normalised === 'true') return true;
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length > 0 && entries.every((entry) => IP_OR_CIDR.test(entry))) return entries;
  return 'TRUST_PROXY must be true, false, or a comma-separated list of proxy IPs/CIDRs';
}

/**
 * Validates the environment and returns the typed configuration, or throws `ConfigError` listing every
 * problem. Pure: it touches no file, so tests pass a plain object.
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  cwd = process.cwd(),
): Config {
  // `VAR=` in an .env file or a compose file means "not set", not "set to the empty string".
  const present = Object.fromEntries(
    Object.keys(envSchema.shape).map((name) => {
      const value = env[name]?.trim();
      return [name, value === '' ? undefined : value];
    }),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? '');
        return issue.message.startsWith(name) ? issue.message : `${name}: ${issue.message}`;
      }),
    );
  }
  const values = parsed.data;
  const issues: string[] = [];

  const oidcIssue = checkAllOrNone(
    values,
    ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'],
    'OpenID Connect',
  );
  if (oidcIssue) issues.push(oidcIssue);
  const s3Issue = checkAllOrNone(
    values,
    ['S3_ENDPOINT', 'S3_REGION', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'],
    'S3 storage',
  );
  if (s3Issue) issues.push(s3Issue);
  if (values.AI_PROVIDER === 'anthropic' && !values.ANTHROPIC_API_KEY) {
    issues.push('ANTHROPIC_API_KEY is required when AI_PROVIDER=anthropic');
  }
  if (values.AI_PROVIDER === 'openai' && !values.OPENAI_BASE_URL && !values.OPENAI_API_KEY) {
    issues.push('OPENAI_BASE_URL or OPENAI_API_KEY is required when AI_PROVIDER=openai');
  }
  // Another endpoint (Ollama, vLLM, OpenRouter …) has its own model names: no default can be right there.
  if (values.AI_PROVIDER === 'openai' && !values.AI_MODEL && isOtherThanOpenAi(values.OPENAI_BASE_URL)) {
    issues.push('AI_MODEL is required when AI_PROVIDER=openai and OPENAI_BASE_URL is not api.openai.com');
  }
  const trustProxy = parseTrustProxy(values.TRUST_PROXY);
  if (typeof trustProxy === 'string') issues.push(trustProxy);
  if (issues.length > 0 || typeof trustProxy === 'string') throw new ConfigError(issues);

  const publicUrl = (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, '');
  const publicUrlParsed = new URL(publicUrl);

  return {
    port: values.PORT,
    host: values.HOST,
    dataDir: path.resolve(cwd, values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    publicUrl,
    publicOrigin: publicUrlParsed.origin,
    trustedOrigins: values.PUBLIC_URL
      ? [publicUrlParsed.origin]
      : LOOPBACK_HOSTS.map((loopback) => `http://${loopback}:${values.PORT}`),
    isSecure: publicUrlParsed.protocol === 'https:',
    authSecret: values.AUTH_SECRET,
    oidc:
      values.OIDC_ISSUER && values.OIDC_CLIENT_ID && values.OIDC_CLIENT_SECRET
        ? {
            issuer: values.OIDC_ISSUER.replace(/\/+$/, ''),
            clientId: values.OIDC_CLIENT_ID,
            clientSecret: values.OIDC_CLIENT_SECRET,
            name: values.OIDC_NAME,
          }
        : undefined,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    s3:
      values.S3_ENDPOINT &&
      values.S3_REGION &&
      values.S3_BUCKET &&
      values.S3_ACCESS_KEY_ID &&
      values.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: values.S3_ENDPOINT,
            region: values.S3_REGION,
            bucket: values.S3_BUCKET,
            accessKeyId: values.S3_ACCESS_KEY_ID,
            secretAccessKey: values.S3_SECRET_ACCESS_KEY,
            forcePathStyle: values.S3_FORCE_PATH_STYLE === 'true',
          }
        : undefined,
    attachmentMaxBytes: values.ATTACHMENT_MAX_BYTES,
    ai: {
      provider: values.AI_PROVIDER,
      model: values.AI_MODEL,
      anthropicApiKey: values.ANTHROPIC_API_KEY,
      openaiBaseUrl: values.OPENAI_BASE_URL,
      openaiApiKey: values.OPENAI_API_KEY,
    },
    aiRateLimitPerMinute: values.AI_RATE_LIMIT_PER_MINUTE,
    isProduction: values.NODE_ENV === 'production',
    logLevel: values.LOG_LEVEL,
    trustProxy,
  };
}

export const AUTH_SECRET_FILE = 'auth-secret';

/**
 * AUTH_SECRET when set; otherwise a secret generated once and kept in `${dataDir}/auth-secret` (mode 0600),
 * so sessions survive restarts without any setup. Processes that share one external database but not
 * one DATA_DIR must set AUTH_SECRET, or each would sign cookies with its own secret.
 */
export async function resolveAuthSecret(config: Pick<Config, 'authSecret' | 'dataDir'>): Promise<string> {
  if (config.authSecret) return config.authSecret;
  await mkdir(config.dataDir, { recursive: true });
  const file = path.join(config.dataDir, AUTH_SECRET_FILE);
  const existing = await readSecretFile(file);
  if (existing !== undefined) return existing;

  // Write a complete file under a temporary name, then link it into place: `link` fails if the file
  // exists, so two simultaneous first starts agree on one secret, and a crash never leaves a half file.
  const secret = randomBytes(32).toString('base64url');
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, `${secret}\n`, { mode: 0o600 });
  const handle = await open(temporary, 'r');
  await handle.sync();
  await handle.close();
  try {
    await link(temporary, file);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const winner = await readSecretFile(file);
    if (winner === undefined) throw error;
    return winner;
  } finally {
    await unlink(temporary).catch(() => undefined);
  }
}

async function readSecretFile(file: string): Promise<string | undefined> {
  let content: string;
  try {
    content = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const secret = content.trim();
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new ConfigError([
      `${file} holds a secret shorter than ${MIN_SECRET_LENGTH} characters: delete it (signs everyone out) or set AUTH_SECRET`,
    ]);
  }
  return secret;
}
