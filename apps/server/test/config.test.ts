import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, ConfigError, loadConfig } from '../src/config.ts';

// Configuration validated at start-up (issue 15, point 8): one schema for every variable the server reads;
// a bad value stops the start with a message naming the variable and what it accepts.

const serverDir = path.resolve(import.meta.dirname, '..');
const repoRoot = path.resolve(serverDir, '../..');

function refusal(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return (e as Error).message;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: null,
      databaseSchema: null,
      redisUrl: null,
      redisPrefix: 'mp:',
      captcha: true,
      demo: false,
      secretType: 'RSA',
      idleTimeoutMin: 15,
      trustProxy: false,
      logLevel: 'info',
      seed: true,
      sealScriptUrl: '',
      filingUrl: '',
      simRate: 6,
      paynetFailRate: 0.03,
      paynetDelayMs: [300, 3000],
      settlementJob: true,
      exportSyncLimit: 5000,
      exportJobs: true,
      exportPollMs: 1000,
      exportStaleMs: 60_000,
      exportKeepDays: 7,
      billJob: true,
      notifyAllowPrivate: false,
      checkAnswers: false,
    });
    expect(c.dataDir).toBe(path.join(repoRoot, 'data'));
    expect(c.webDist).toBe(path.join(repoRoot, 'apps/web/dist'));
  });

  it('reads good values', () => {
    const c = loadConfig({
      PORT: '9000',
      SESSION_IDLE_MINUTES: '30',
      TRUST_PROXY: '1',
      CAPTCHA: 'off',
      DEMO: '1',
      SECRET_TYPE: 'SM2',
      DATABASE_URL: 'postgres://u@127.0.0.1:5432/db',
      DATABASE_SCHEMA: 'tenant_1',
      REDIS_URL: 'redis://127.0.0.1:6379',
      PAYNET_DELAY_MS: '50',
      PAYNET_FAIL_RATE: '1',
      SIM_RATE: '0',
      EXPORT_JOBS: 'off',
      // An empty optional text means none, as the browser tests start the server.
      SEAL_SCRIPT_URL: '',
    });
    expect(c).toMatchObject({
      port: 9000,
      idleTimeoutMin: 30,
      trustProxy: { hops: 1 },
      captcha: false,
      demo: true,
      secretType: 'SM2',
      databaseUrl: 'postgres://u@127.0.0.1:5432/db',
      databaseSchema: 'tenant_1',
      redisUrl: 'redis://127.0.0.1:6379',
      paynetDelayMs: [50, 50],
      paynetFailRate: 1,
      simRate: 0,
      exportJobs: false,
      sealScriptUrl: '',
    });
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeNull();
  });

  it('refuses a bad value, naming the variable and what it accepts', () => {
    const cases: [NodeJS.ProcessEnv, RegExp][] = [
      [{ SESSION_IDLE_MINUTES: '15m' }, /SESSION_IDLE_MINUTES="15m": accepts a whole number of minutes/],
      [{ SESSION_IDLE_MINUTES: '' }, /SESSION_IDLE_MINUTES="": accepts a whole number of minutes/],
      [{ SESSION_IDLE_MINUTES: '0' }, /SESSION_IDLE_MINUTES="0"/],
      [{ PORT: 'abc' }, /PORT="abc": accepts a port number 0-65535/],
      [{ PORT: '70000' }, /PORT="70000"/],
      [{ TRUST_PROXY: 'true' }, /TRUST_PROXY="true": accepts .*number of proxy hops/],
      [{ TRUST_PROXY: '10.0.0.256' }, /TRUST_PROXY=/],
      [{ CAPTCHA: 'disabled' }, /CAPTCHA="disabled": accepts on or off/],
      [{ DEMO: '' }, /DEMO="": accepts on or off/],
      [{ SECRET_TYPE: 'sm2' }, /SECRET_TYPE="sm2": accepts RSA or SM2/],
      [{ LOG_LEVEL: 'verbose' }, /LOG_LEVEL="verbose": accepts fatal, error/],
      [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL="mysql:\/\/x": accepts a postgres:\/\//],
      [{ DATABASE_SCHEMA: 'Bad-Name' }, /DATABASE_SCHEMA="Bad-Name"/],
      [{ REDIS_URL: '127.0.0.1:6379' }, /REDIS_URL=".*": accepts a redis:\/\//],
      [{ REDIS_PREFIX: '' }, /REDIS_PREFIX=""/],
      [{ PAYNET_FAIL_RATE: '3%' }, /PAYNET_FAIL_RATE="3%": accepts a share from 0 to 1/],
      [{ PAYNET_FAIL_RATE: '1.5' }, /PAYNET_FAIL_RATE="1.5"/],
      [{ PAYNET_DELAY_MS: '3000-300' }, /PAYNET_DELAY_MS="3000-300": accepts milliseconds as min-max/],
      [{ SIM_RATE: '-1' }, /SIM_RATE="-1"/],
      [{ EXPORT_SYNC_LIMIT: '5k' }, /EXPORT_SYNC_LIMIT="5k"/],
      [{ EXPORT_KEEP_DAYS: '0' }, /EXPORT_KEEP_DAYS="0"/],
      [{ SEAL_SCRIPT_URL: 'javascript:alert(1)' }, /SEAL_SCRIPT_URL=/],
      [{ HOST: 'local host' }, /HOST="local host"/],
    ];
    for (const [env, message] of cases) expect(refusal(env), JSON.stringify(env)).toMatch(message);
  });

  it('reads the S3-compatible file store as one setting, refused when incomplete, never showing the secret', () => {
    expect(loadConfig({}).filesS3).toBeNull();
    const s3 = {
      FILES_S3_ENDPOINT: 'http://127.0.0.1:9000',
      FILES_S3_BUCKET: 'mp-files',
      FILES_S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
      FILES_S3_SECRET_ACCESS_KEY: 'se/cret+key',
    };
    expect(loadConfig(s3).filesS3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'mp-files',
      region: 'us-east-1',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'se/cret+key',
      pathStyle: true,
      sessionToken: null,
      partMb: 8,
    });
    expect(
      loadConfig({ ...s3, FILES_S3_PATH_STYLE: 'off', FILES_S3_REGION: 'ap-east-1' }).filesS3,
    ).toMatchObject({
      region: 'ap-east-1',
      pathStyle: false,
    });
    const missing = refusal({ FILES_S3_ENDPOINT: 'https://s3.example.com' });
    expect(missing).toMatch(
      /FILES_S3_BUCKET=\(unset\): accepts a bucket name.*required with FILES_S3_ENDPOINT/,
    );
    expect(missing).toMatch(/FILES_S3_ACCESS_KEY_ID=\(unset\)/);
    expect(missing).toMatch(/FILES_S3_SECRET_ACCESS_KEY=\(unset\)/);
    expect(refusal({ ...s3, FILES_S3_ENDPOINT: 'https://s3.example.com/bucket' })).toMatch(
      /FILES_S3_ENDPOINT=/,
    );
    expect(refusal({ ...s3, FILES_S3_BUCKET: 'My_Bucket' })).toMatch(/FILES_S3_BUCKET="My_Bucket"/);
    const secret = refusal({ ...s3, FILES_S3_SECRET_ACCESS_KEY: 'has a space' });
    expect(secret).toMatch(/FILES_S3_SECRET_ACCESS_KEY=\(hidden\): accepts the secret access key/);
    expect(secret).not.toContain('has a space');
  });

  // Issue 30, point 4: the production profile, the real mail and SMS adapters, secrets from files.
  it('NODE_ENV=production: no demo seed and no simulator unless asked for', () => {
    expect(loadConfig({})).toMatchObject({
      production: false,
      seed: true,
      simRate: 6,
      channelFilesJob: true,
    });
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({
      production: true,
      seed: false,
      simRate: 0,
      channelFilesJob: false,
    });
    expect(loadConfig({ NODE_ENV: 'production', SEED: 'on', SIM_RATE: '2' })).toMatchObject({
      seed: true,
      simRate: 2,
    });
  });

  it('chooses SMTP and the HTTP SMS gateway by variables, each refused without its address', () => {
    expect(loadConfig({})).toMatchObject({ mail: { transport: 'local' }, sms: { transport: 'local' } });
    const c = loadConfig({
      MAIL_TRANSPORT: 'smtp',
      SMTP_URL: 'smtps://u:p@mail.example.com:465',
      MAIL_FROM: 'Portal <noreply@example.com>',
      SMS_TRANSPORT: 'http',
      SMS_HTTP_URL: 'https://sms.example.com/v1/send',
      SMS_HTTP_TOKEN: 'tok',
    });
    expect(c.mail).toEqual({
      transport: 'smtp',
      url: 'smtps://u:p@mail.example.com:465',
      starttls: 'required',
      from: 'Portal <noreply@example.com>',
    });
    expect(c.sms).toEqual({
      transport: 'http',
      url: 'https://sms.example.com/v1/send',
      token: 'tok',
      timeoutMs: 10000,
    });
    const missing = refusal({ MAIL_TRANSPORT: 'smtp', SMS_TRANSPORT: 'http' });
    for (const name of ['SMTP_URL', 'MAIL_FROM', 'SMS_HTTP_URL'])
      expect(missing).toContain(`${name}=(unset)`);
    expect(refusal({ MAIL_TRANSPORT: 'smtp', SMTP_URL: 'smtp://u:secret-pw@h', MAIL_FROM: 'x' })).toMatch(
      /MAIL_FROM="x"/,
    );
    expect(refusal({ SMTP_URL: 'http://u:secret-pw@h' })).not.toContain('secret-pw');
  });

  it('reads a secret from the file <NAME>_FILE names, and refuses both or an unreadable file', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-secret-'));
    try {
      fs.writeFileSync(path.join(dir, 'key'), 'file-secret/+key\n');
      const s3 = {
        FILES_S3_ENDPOINT: 'http://127.0.0.1:9000',
        FILES_S3_BUCKET: 'mp-files',
        FILES_S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
      };
      expect(
        loadConfig({ ...s3, FILES_S3_SECRET_ACCESS_KEY_FILE: path.join(dir, 'key') }).filesS3
          ?.secretAccessKey,
      ).toBe('file-secret/+key');
      expect(
        refusal({
          ...s3,
          FILES_S3_SECRET_ACCESS_KEY: 'a',
          FILES_S3_SECRET_ACCESS_KEY_FILE: path.join(dir, 'key'),
        }),
      ).toMatch(/FILES_S3_SECRET_ACCESS_KEY_FILE=.*set one of them/);
      expect(refusal({ DATABASE_URL_FILE: path.join(dir, 'missing') })).toMatch(/DATABASE_URL_FILE=.*ENOENT/);

      // The mail server's CA: a PEM file whose certificates parse; anything else is refused by name.
      const smtp = { MAIL_TRANSPORT: 'smtp', SMTP_URL: 'smtp://mail.example:587', MAIL_FROM: 'a@b.c' };
      const caFile = path.join(serverDir, 'test/smtp-tls/ca.pem');
      const ca = fs.readFileSync(caFile, 'utf8').replace(/\r?\n$/, '');
      expect(loadConfig({ ...smtp, SMTP_CA_FILE: caFile }).mail).toMatchObject({ transport: 'smtp', ca });
      expect(loadConfig(smtp).mail).not.toHaveProperty('ca');
      fs.writeFileSync(path.join(dir, 'bad.pem'), ca.replace(/[A-Z]{4}/, 'AAAA'));
      expect(refusal({ ...smtp, SMTP_CA_FILE: path.join(dir, 'bad.pem') })).toMatch(/^\s*SMTP_CA=/m);
      expect(refusal({ ...smtp, SMTP_CA: 'not a certificate' })).toMatch(/^\s*SMTP_CA=/m);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names every bad variable at once', () => {
    const message = refusal({ PORT: 'abc', SESSION_IDLE_MINUTES: '15m', TRUST_PROXY: 'true' });
    expect(message.split('\n')).toHaveLength(4);
    for (const name of ['PORT', 'SESSION_IDLE_MINUTES', 'TRUST_PROXY']) expect(message).toContain(`${name}=`);
  });

  it('is the only reader of the environment, and the README lists every variable it reads', () => {
    const readers: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) {
          if (fs.readFileSync(file, 'utf8').includes('process.env'))
            readers.push(path.relative(serverDir, file));
        }
      }
    };
    walk(path.join(serverDir, 'src'));
    expect(readers).toEqual(['src/config.ts']);

    const readme = fs.readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('## Configuration'));
    const documented = [...section.matchAll(/^\| (`[A-Z0-9_]+`(?:, `[A-Z0-9_]+`)*) \|/gm)].flatMap((m) =>
      [...m[1].matchAll(/`([A-Z0-9_]+)`/g)].map((n) => n[1]),
    );
    expect([...documented].sort()).toEqual([...CONFIG_VARIABLES].sort());
  });
});

describe('npm start with a bad value', () => {
  it('stops before opening anything, with a message naming each bad variable', async () => {
    const dataDir = path.join(os.tmpdir(), `mp-config-${process.pid}-${Date.now()}`);
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(serverDir, 'src/main.ts')], {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DATA_DIR: dataDir,
        SEED: 'off',
        PORT: 'abc',
        SESSION_IDLE_MINUTES: '15m',
        TRUST_PROXY: 'true',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (b) => {
      stderr += String(b);
    });
    child.stdout.resume();
    // The old start went on with NaN and listened: give it a bounded time, then stop it.
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    clearTimeout(timer);
    const opened = fs.existsSync(dataDir);
    fs.rmSync(dataDir, { recursive: true, force: true });
    expect(opened).toBe(false);
    expect(code).toBe(1);
    expect(stderr).toContain('Configuration refused');
    expect(stderr).toMatch(/PORT="abc": accepts a port number 0-65535/);
    expect(stderr).toMatch(/SESSION_IDLE_MINUTES="15m": accepts a whole number of minutes, 1-1440/);
    expect(stderr).toMatch(/TRUST_PROXY="true": accepts/);
    expect(stderr).not.toContain('    at ');
  });
});
