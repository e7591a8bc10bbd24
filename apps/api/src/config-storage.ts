import { z } from 'zod';

/**
 * Where uploaded files live (issue 21.1, ADR 0033): the local disk under DATA_DIR by default, or an
 * S3-compatible object store when S3_ENDPOINT is set — what many instances behind one load balancer
 * need, since none of them can read another's disk. The group is all-or-nothing: an endpoint without
 * its bucket or keys stops the server with a message naming each missing variable.
 */

export interface S3Settings {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** `<endpoint>/<bucket>/<key>` rather than `<bucket>.<endpoint>/<key>`: what MinIO and most fakes serve. */
  forcePathStyle: boolean;
}

export type StorageSettings = { kind: 'local' } | ({ kind: 's3' } & S3Settings);

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

/** S3 bucket naming rules (lower case, digits, dots and hyphens, 3–63, starting and ending alphanumeric). */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

const envSchema = z.object({
  S3_ENDPOINT: optionalText.pipe(
    z
      .string()
      .regex(/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/, 'must be an http(s) URL without query or fragment')
      .optional(),
  ),
  S3_BUCKET: optionalText.pipe(
    z
      .string()
      .regex(BUCKET, 'must be a bucket name: 3–63 lower-case letters, digits, dots or hyphens')
      .optional(),
  ),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_REGION: optionalText.pipe(
    z
      .string()
      .regex(/^[a-z0-9-]{1,40}$/, 'must be a region name such as us-east-1')
      .default('us-east-1'),
  ),
  S3_FORCE_PATH_STYLE: optionalText.pipe(
    z.enum(['true', 'false'], { message: 'must be true or false' }).default('true'),
  ),
});

const GROUP = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** The storage settings from the environment, or the problems that keep the server from starting. */
export function storageSettingsFrom(source: NodeJS.ProcessEnv): {
  settings: StorageSettings;
  problems: string[];
} {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    return {
      settings: { kind: 'local' },
      problems: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
    };
  }
  const env = parsed.data;
  if (!env.S3_ENDPOINT) {
    const stray = GROUP.filter((name) => env[name] !== undefined);
    return {
      settings: { kind: 'local' },
      problems: stray.map(
        (name) => `${name}: set without S3_ENDPOINT (files would silently stay on local disk)`,
      ),
    };
  }
  const problems = GROUP.filter((name) => env[name] === undefined).map(
    (name) => `${name}: is required when S3_ENDPOINT is set`,
  );
  if (problems.length > 0) return { settings: { kind: 'local' }, problems };
  return {
    settings: {
      kind: 's3',
      endpoint: env.S3_ENDPOINT.replace(/\/+$/, ''),
      bucket: env.S3_BUCKET!,
      accessKeyId: env.S3_ACCESS_KEY_ID!,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
      region: env.S3_REGION,
      forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
    },
    problems: [],
  };
}
