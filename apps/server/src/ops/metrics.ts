import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../db/types.ts';
import type { JobMeter } from '../schedule/index.ts';

/**
 * The Prometheus metrics of one server (GET /metrics, text format 0.0.4). A registry per built app, not
 * prom-client's global one, so that several servers in one process (the tests) do not share counters.
 *
 * - `mp_http_requests_total{method,endpoint,status}`: request rate (use rate() over it);
 * - `mp_http_request_duration_seconds{method,endpoint}`: latency histogram per endpoint;
 * - `mp_errors_total{code}`: answers whose catalogue code (msg_cd, or the gateway's code) is not a success;
 * - `mp_export_jobs{status}`: export and bill jobs by state, read from the database at scrape time;
 * - `mp_db_pool_connections{state}`: the database pool (total, idle, waiting, max);
 * - `mp_db_pool_errors_total`: errors of idle pool connections (each also logged as a warning);
 * - `mp_ready`: 1 once migrations and the seed are done (what /readyz says, without its checks);
 * - `mp_job_heartbeat_seconds{job}`, `mp_job_next_run_seconds{job}`: when each scheduled job last started
 *   a run and when it runs next (unix seconds; alert when a heartbeat is older than the job's period);
 *   `mp_job_runs_total{job,result}` and `mp_job_run_duration_seconds{job}`: its runs (schedule/index.ts);
 * - Node's defaults with the prefix `mp_`, among them `mp_nodejs_eventloop_lag_seconds` and the
 *   event-loop delay percentiles `mp_nodejs_eventloop_lag_p99_seconds`.
 *
 * `endpoint` is the registered route (`/syf-mms/sys-mms/admin/login`), never the raw URL: an unknown path
 * is `unmatched`, so a scanner cannot grow the label set without bound.
 */
export interface Metrics {
  registry: Registry;
  /** Counts one request (the onResponse hook calls it). */
  observe(req: FastifyRequest, status: number, seconds: number): void;
  render(): Promise<string>;
  contentType: string;
  /** What the scheduler reports of its jobs. */
  jobs: JobMeter;
}

const SUCCESS = new Set(['0', '90001']);

function isError(code: string | undefined): code is string {
  if (!code) return false;
  if (SUCCESS.has(code)) return false;
  return !code.endsWith('00000');
}

/** The catalogue code an answer carried (the classic pipeline records it; the gateway does too). */
function codeOf(req: FastifyRequest): string | undefined {
  return req.mp?.msgCd;
}

export function createMetrics(opts: { db: Db; ready: () => boolean }): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'mp_', eventLoopMonitoringPrecision: 20 });
  const requests = new Counter({
    name: 'mp_http_requests_total',
    help: 'HTTP requests by method, registered endpoint and status',
    labelNames: ['method', 'endpoint', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'mp_http_request_duration_seconds',
    help: 'Time from request to answer, by method and registered endpoint',
    labelNames: ['method', 'endpoint'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const errors = new Counter({
    name: 'mp_errors_total',
    help: 'Answers that carried an error code of the catalogue (or of the gateway), by code',
    labelNames: ['code'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'mp_export_jobs',
    help: 'Export and bill jobs by status (QUEUED, RUNNING, DONE, FAILED, EXPIRED)',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const s of ['QUEUED', 'RUNNING', 'DONE', 'FAILED', 'EXPIRED']) this.set({ status: s }, 0);
      if (!opts.ready()) return;
      try {
        const rows = (
          await opts.db.query<{ status: string; n: string }>(
            'select status, count(*) n from export_jobs group by status',
          )
        ).rows;
        for (const r of rows) this.set({ status: r.status }, Number(r.n));
      } catch {
        // The database is down: /readyz says so; the scrape still answers.
      }
    },
  });
  new Gauge({
    name: 'mp_db_pool_connections',
    help: 'Database connections: total, idle, waiting (requests queued for one) and max (the embedded database has one)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const s = opts.db.pool?.() ?? { total: 1, idle: 0, waiting: 0, max: 1 };
      this.set({ state: 'total' }, s.total);
      this.set({ state: 'idle' }, s.idle);
      this.set({ state: 'waiting' }, s.waiting);
      this.set({ state: 'max' }, s.max);
    },
  });
  new Counter({
    name: 'mp_db_pool_errors_total',
    help: 'Errors of idle database connections (the database went away or cut a connection)',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(opts.db.pool?.().errors ?? 0);
    },
  });
  new Gauge({
    name: 'mp_ready',
    help: '1 when migrations and the seed are done',
    registers: [registry],
    collect() {
      this.set(opts.ready() ? 1 : 0);
    },
  });

  return {
    registry,
    contentType: registry.contentType,
    jobs: jobMeter(registry),
    observe(req, status, seconds) {
      const endpoint = req.routeOptions?.url ?? 'unmatched';
      requests.inc({ method: req.method, endpoint, status: String(status) });
      duration.observe({ method: req.method, endpoint }, seconds);
      const code = codeOf(req);
      if (isError(code)) errors.inc({ code });
    },
    render: () => registry.metrics(),
  };
}

/** The `mp_job_*` series of the scheduled jobs. */
function jobMeter(registry: Registry): JobMeter {
  const perJob = (name: string, help: string) =>
    new Gauge({ name, help, labelNames: ['job'] as const, registers: [registry] });
  const heartbeat = perJob(
    'mp_job_heartbeat_seconds',
    'When a scheduled job last started a run (unix seconds)',
  );
  const next = perJob('mp_job_next_run_seconds', 'When a scheduled job runs next (unix seconds)');
  const runs = new Counter({
    name: 'mp_job_runs_total',
    help: 'Runs of a scheduled job by result (ok, failed)',
    labelNames: ['job', 'result'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'mp_job_run_duration_seconds',
    help: 'How long a run of a scheduled job took',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.1, 0.5, 1, 5, 15, 60, 300],
    registers: [registry],
  });
  const seconds = (at: Date) => at.getTime() / 1000;
  return {
    beat: (job, at) => heartbeat.set({ job }, seconds(at)),
    ran(job, ok, took) {
      runs.inc({ job, result: ok ? 'ok' : 'failed' });
      duration.observe({ job }, took);
    },
    next: (job, at) => next.set({ job }, seconds(at)),
  };
}

/** Counts every request, after its answer was sent. */
export function registerMetricsHook(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', async (req, reply) => {
    metrics.observe(req, reply.statusCode, reply.elapsedTime / 1000);
  });
}
