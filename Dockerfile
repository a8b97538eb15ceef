# syntax=docker/dockerfile:1
# One image for every role of the app (docs/deploy.md): the web instance (the default command), the standalone
# backend and the job worker (override the command: `npm run backend:prod`, `npm run worker:prod`).
#   docker build --build-arg BUILD_ID=$(git rev-parse --short=20 HEAD) -t beauty-clinic-directory .
ARG NODE_IMAGE=node:20-bookworm-slim

# Every dependency, for the build.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# The same `npm run build` CI runs: `next build` (.next/), then the server entries compiled to dist/.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY --from=deps /app/node_modules ./node_modules
COPY . .
# Instances built apart from one commit must share Next's build id (lib/build/build-id.ts); the build context has
# no .git, so the id comes from here (without it, Next picks a random one per build).
ARG BUILD_ID=
ENV BUILD_ID=${BUILD_ID}
RUN npm run build && rm -rf .next/cache

# Production dependencies only: Next's server bundle and dist/ import them at run time.
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/dist ./dist
COPY --from=build /app/.next ./.next
COPY --from=build /app/public ./public
# Read at run time: Next loads next.config.ts (and the lib/ modules it imports), the i18n plugin names messages/,
# and the start applies backend/db/migrations to an empty or older database. The sources of backend/, contracts/
# and scripts/ are for the occasional commands run with tsx (a dependency) in a container of this image:
# `npm run operator:create`, `npm run files:sweep`, `npm run jobs -- list`, `npm run db:migrate`.
COPY --from=build /app/next.config.ts /app/tsconfig.json ./
COPY --from=build /app/lib ./lib
COPY --from=build /app/messages ./messages
COPY --from=build /app/backend ./backend
COPY --from=build /app/contracts ./contracts
COPY --from=build /app/scripts ./scripts
# Next's image cache (.next/cache) and the default local storage (.data: PGlite, uploads) are written at run time.
RUN mkdir -p .next/cache .data && chown node:node .next/cache .data
USER node
EXPOSE 3000
# /readyz: the database answers and is migrated, Redis and S3 answer when configured, not shutting down. node:*-slim
# has no curl, so node's own fetch asks.
HEALTHCHECK --interval=10s --timeout=3s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node itself as PID 1 (no npm, no shell): SIGTERM from `docker stop` or Kubernetes reaches the server, which drains
# for SHUTDOWN_GRACE_SECONDS and exits 0. It starts no child process, so nothing is left to reap.
CMD ["node", "--max-semi-space-size=64", "dist/start.js", "--production"]
