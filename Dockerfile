# syntax=docker/dockerfile:1
# The site as a container: built once, run as a non-root user with a health check. Settings come from
# the environment (see .env.example); several replicas need PostgreSQL and S3 (compose.yaml).

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
ENV ASTRO_TELEMETRY_DISABLED=1
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=4321 \
    DATA_DIR=/data \
    BUILD_DIR=/app/dist \
    ASTRO_TELEMETRY_DISABLED=1
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json /app/package-lock.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
# scripts/start.ts checks the build against the sources and reads the configuration from src/.
COPY --from=build --chown=node:node /app/scripts ./scripts
COPY --from=build --chown=node:node /app/src ./src
COPY --from=build --chown=node:node /app/public ./public
COPY --from=build --chown=node:node /app/astro.config.mjs /app/tsconfig.json ./
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 4321
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 4321) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# Not `npm start` (its flags repeated here): node receives SIGTERM itself and stops gracefully.
# The heap limits here, and the allocator settings scripts/workers.ts gives the server process, keep
# resident memory low (bench/README.md).
CMD ["node", "--expose-gc", "--max-semi-space-size=2", "--max-old-space-size=192", "scripts/start.ts"]
