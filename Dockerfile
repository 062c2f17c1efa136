# syntax=docker/dockerfile:1
# Groundwork's production image. Both stages are thin shells around scripts CI runs for real
# (docs/decisions/026-production-build-and-image.md): scripts/build-production.sh builds the
# release, tests/smoke/production.ts starts it on PostgreSQL exactly as CMD below does.
#   docker build -t groundwork .
#   docker compose --profile app up --build      (with PostgreSQL and Mailpit)

FROM node:24-slim AS build
WORKDIR /src
COPY . .
# Compiled server (dist/server), built web app (dist/web), production dependencies only.
RUN --mount=type=cache,target=/root/.npm bash scripts/build-production.sh /release

FROM node:24-slim
ENV NODE_ENV=production \
    PORT=3000 \
    PGLITE_DIR=/data/pglite
WORKDIR /app
# Owned by root and read-only to the server: it runs as `node` and can change nothing it runs.
COPY --from=build /release /app
# Only for the demo (DEMO_MODE=true, no DATABASE_URL): PGlite's folder. Production needs
# DATABASE_URL (docs/decisions/048).
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# Readiness: a database round trip and migrations applied (node:24-slim has no curl).
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "scripts/healthcheck.mjs"]
# node itself as PID 1 (no npm, no shell) so SIGTERM reaches the server's graceful shutdown.
# Pending migrations are applied at start, before the port opens. The same image runs a
# worker-only process with `node dist/server/worker.js` as its command (docker-compose.yml,
# docs/deploy.md); give web instances WORKER=off then.
CMD ["node", "dist/server/index.js"]
