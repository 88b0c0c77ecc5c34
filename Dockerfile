# The bot's container image: `docker build -t imagine-bot .` (README: "Setting up", in a container).
# Any image with Node.js 24 (or 22.13+) and npm at /usr/local/bin, and a user `node`, can be the
# base: `npm run test:container` builds one from Debian's packages and the npm registry.
ARG BASE_IMAGE=node:24-slim

# Compiles the bot. No package's install script runs (`--ignore-scripts`): nothing is built natively.
FROM ${BASE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json deploy-commands.ts migrate-store.ts ./
COPY src ./src
COPY commands ./commands
RUN npm run build

# What the bot needs at run time, and nothing else.
FROM ${BASE_IMAGE} AS production-dependencies
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund

FROM ${BASE_IMAGE}
WORKDIR /app
COPY --from=production-dependencies /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
# data/ holds the embedded store (DATABASE_URL's default, sqlite://data/bot.sqlite): the bot's user
# owns it, and a volume keeps it across containers.
RUN mkdir data && chown node:node data
USER node
VOLUME ["/app/data"]
# package.json's start script sets these and the node flags of CMD: test/container-files.test.ts
# checks that both say the same. /healthz and /metrics listen on METRICS_PORT (9464, as
# Prometheus's registry of exporter ports has it) on every address of the container.
ENV UV_THREADPOOL_SIZE=16 \
    MALLOC_ARENA_MAX=2 \
    MALLOC_TRIM_THRESHOLD_=131072 \
    METRICS_PORT=9464 \
    METRICS_HOST=0.0.0.0
EXPOSE 9464
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
    CMD ["node", "dist/src/healthcheck.js"]
# The bot is PID 1 and handles SIGTERM itself: it saves every running generation and exits 0.
STOPSIGNAL SIGTERM
CMD ["node", "--heap-growing-percent=30", "--max-semi-space-size=4", "--no-concurrent-recompilation", "dist/src/index.js"]
