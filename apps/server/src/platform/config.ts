import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['1', 'true', 'yes', 'on'].includes(value));

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    HOST: z.string().min(1).optional(),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    DEMO_DATA: booleanFlag.optional(),
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    COOKIE_SECURE: booleanFlag.default(false),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SMS_GATEWAY_URL: z.url().optional(),
    SMS_GATEWAY_TOKEN: z.string().optional(),
    SMS_SENDER_NAME: z.string().max(11).default('TractorGlass'),
    // A JSON mail API for e-mail notices (a new lead); unset, mail is written to DATA_DIR/mailbox.
    MAIL_API_URL: z.url().optional(),
    MAIL_API_TOKEN: z.string().optional(),
    MAIL_FROM: z.string().min(3).default('TractorGlass <no-reply@localhost>'),
    // The address people open the app at, for links in notices (https://shop.example); unset, none.
    PUBLIC_URL: z.url().optional(),
    GEOCODER_URL: z.url().optional(),
    // An OSRM-compatible routing service for road distances; unset, routes are planned on straight lines.
    ROUTING_URL: z.url().optional(),
    // A tile server's URL template ({z}/{x}/{y}); unset, maps draw no tiles and make no request.
    MAP_TILE_URL: z
      .string()
      .regex(/^https?:\/\/[^\s]+\{z\}[^\s]*$/, 'a tile URL template with {z}, {x} and {y}')
      .optional(),
    MAP_TILE_ATTRIBUTION: z.string().max(300).default(''),
    FILE_STORAGE: z.enum(['local', 's3']).default('local'),
    S3_ENDPOINT: z.url().optional(),
    S3_BUCKET: z.string().optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    CHROMIUM_PATH: z.string().optional(),
    GATE_USERNAME: z.string().optional(),
    GATE_PASSWORD: z.string().optional(),
    WEB_DIST_DIR: z.string().optional(),
    TRUST_PROXY: booleanFlag.default(false),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.GATE_USERNAME) !== Boolean(env.GATE_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: ['GATE_PASSWORD'],
        message: 'set both GATE_USERNAME and GATE_PASSWORD, or neither',
      });
    }
    if (env.FILE_STORAGE === 's3' && !env.S3_BUCKET) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when FILE_STORAGE=s3' });
    }
  });

export interface Config {
  env: 'development' | 'production' | 'test';
  /** 127.0.0.1 with demo data on (its sign-in codes are known), 0.0.0.0 otherwise, unless HOST is set. */
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Seed the demo accounts and data on first start. Defaults to on for the embedded database. */
  demoData: boolean;
  authSecret: string | undefined;
  cookieSecure: boolean;
  logLevel: string;
  sms: { gatewayUrl: string | undefined; gatewayToken: string | undefined; senderName: string };
  /** E-mail notices (issue 17): a JSON mail API, or the development mailbox under DATA_DIR. */
  mail: { apiUrl: string | undefined; apiToken: string | undefined; from: string };
  /** The app's public address without a trailing slash, for links sent out; null when not set. */
  publicUrl: string | null;
  /** A Nominatim-compatible geocoder for street precision; unset, cities resolve offline only. */
  geocoder: { url: string | undefined };
  /** Road distances for route planning (OSRM-compatible); unset, great-circle distances. */
  routing: { url: string | undefined };
  /** The route map's tiles (ADR 0028); null: a plain background, no request leaves the machine. */
  map: { tileUrl: string | null; attribution: string };
  files: {
    driver: 'local' | 's3';
    s3: {
      endpoint?: string;
      bucket?: string;
      region: string;
      accessKeyId?: string;
      secretAccessKey?: string;
    };
  };
  chromiumPath: string | undefined;
  gate: { username: string; password: string } | null;
  webDistDir: string | undefined;
  trustProxy: boolean;
}

export class ConfigError extends Error {}

/** Reads and checks the environment once at start; a bad variable stops the server with its name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const demoData = e.DEMO_DATA ?? !e.DATABASE_URL;
  return {
    env: e.NODE_ENV,
    host: e.HOST ?? (demoData ? '127.0.0.1' : '0.0.0.0'),
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    demoData,
    authSecret: e.AUTH_SECRET,
    cookieSecure: e.COOKIE_SECURE,
    logLevel: e.LOG_LEVEL,
    sms: { gatewayUrl: e.SMS_GATEWAY_URL, gatewayToken: e.SMS_GATEWAY_TOKEN, senderName: e.SMS_SENDER_NAME },
    mail: { apiUrl: e.MAIL_API_URL, apiToken: e.MAIL_API_TOKEN, from: e.MAIL_FROM },
    publicUrl: e.PUBLIC_URL ? e.PUBLIC_URL.replace(/\/+$/, '') : null,
    geocoder: { url: e.GEOCODER_URL },
    routing: { url: e.ROUTING_URL },
    map: { tileUrl: e.MAP_TILE_URL ?? null, attribution: e.MAP_TILE_ATTRIBUTION },
    files: {
      driver: e.FILE_STORAGE,
      s3: {
        endpoint: e.S3_ENDPOINT,
        bucket: e.S3_BUCKET,
        region: e.S3_REGION,
        accessKeyId: e.S3_ACCESS_KEY_ID,
        secretAccessKey: e.S3_SECRET_ACCESS_KEY,
      },
    },
    chromiumPath: e.CHROMIUM_PATH,
    gate:
      e.GATE_USERNAME && e.GATE_PASSWORD ? { username: e.GATE_USERNAME, password: e.GATE_PASSWORD } : null,
    webDistDir: e.WEB_DIST_DIR,
    trustProxy: e.TRUST_PROXY,
  };
}
