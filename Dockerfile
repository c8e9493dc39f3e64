# The merchant portal: the compiled server and the built portal, on Node 24 LTS, as a non-root user.
# docs/deployment.md explains it; deploy/compose.yaml runs it with PostgreSQL, Redis and a proxy.
#
#   docker build -t merchant-portal .
#   docker run -p 8080:8080 -v portal-data:/data merchant-portal            # embedded database, no demo data
#
# The base image: Node 24 LTS (the version of .nvmrc), pinned by its digest so a rebuild gets the same
# bytes. Pin it where the build runs (docs/deployment.md, "The base image"):
#   docker buildx imagetools inspect node:24.22.3-bookworm-slim --format '{{json .Manifest.Digest}}'
# and build with --build-arg NODE_IMAGE=node:24.22.3-bookworm-slim@sha256:<that digest>, or write the digest
# here. Until it is written here the tag alone is used (the digest could not be looked up from the machine
# this file was written on).
ARG NODE_IMAGE=node:24.22.3-bookworm-slim

# 1. Build: every dependency, then the portal (Vite) and the server (esbuild -> apps/server/dist).
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/core/package.json packages/core/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build -w @mp/web && npm run build -w @mp/server

# 2. Production dependencies of the server only (no tsx, no build tools, no portal libraries).
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/core/package.json packages/core/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --omit=dev --workspace @mp/server --no-audit --no-fund

# 3. Run: node and the compiled server; no compiler, no TypeScript loader, no npm scripts.
FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    PORT=8080 \
    HOST=0.0.0.0 \
    DATA_DIR=/data \
    WEB_DIST=/app/apps/web/dist
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=deps /app/package.json ./
COPY --from=build /app/apps/server/package.json apps/server/
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
# The migrated embedded-database template (src/db/pglite-template.ts): a first start copies it instead of
# running PGlite's initdb and the migrations, which cost 6-13 s.
RUN node apps/server/dist/cli.js pglite-template && mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/livez').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM closes the server and the database (src/main.ts); node runs as PID 1 and handles it itself.
CMD ["node", "--expose-gc", "apps/server/dist/main.js"]
