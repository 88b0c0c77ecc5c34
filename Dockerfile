# The bot's container image: `docker build -t imagine-bot .` (docs/setup.md, docs/container.md);
# with podman, `podman build --format docker -t localhost/imagine-bot .` (its default OCI format
# drops the HEALTHCHECK below). The base's name is fully qualified: podman resolves no short name
# where no registry to search is configured (Debian's podman).
# Any image with Node.js 24 (or 22.13+) and npm at /usr/local/bin, and a user `node`, can be the
# base: `npm run test:container` builds one from Debian's packages and the npm registry.
# Behind a TLS-intercepting proxy, hand npm its CA as a build secret (docs/container.md): it is
# mounted for the two `npm ci` only and stays in no layer.
#   docker build --secret id=npm_ca,src="$(npm config get cafile)" -t imagine-bot .
ARG BASE_IMAGE=docker.io/library/node:24-slim

# Compiles the bot. No package's install script runs (`--ignore-scripts`): nothing is built natively.
FROM ${BASE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN --mount=type=secret,id=npm_ca \
    if [ -s /run/secrets/npm_ca ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/npm_ca; fi && \
    npm ci --ignore-scripts --no-audit --no-fund --loglevel=error
COPY tsconfig.json tsconfig.build.json deploy-commands.ts migrate-store.ts backup.ts restore.ts ./
COPY src ./src
COPY commands ./commands
# The painter's page (src/painter/page/) is bundled with esbuild into dist/painter-page/.
COPY ops/build-painter-page.mjs ./ops/
# No source maps in the image: node runs without --enable-source-maps.
RUN npm run build && find dist -name '*.map' -delete

# What the bot needs at run time, and nothing else.
FROM ${BASE_IMAGE} AS production-dependencies
WORKDIR /app
COPY package.json package-lock.json ./
# Then without what nothing reads at run time: type declarations, source maps, the fonts' .woff
# files (src/balance/chart-fonts.ts loads the .woff2 ones), nsfwjs' two larger models and its
# browser build (src/safety/bundled-model.ts imports its ES modules and reads MobileNetV2's weights
# alone; src/safety/model-file.ts finds the package's folder with require.resolve, which needs
# its CommonJS entry, dist/cjs: kept, 80 kB), TensorFlow.js (npm installs it as nsfwjs' peer; the check runs the
# model on ONNX Runtime), protobufjs' command line and browser bundles (onnx-proto needs its
# minimal runtime), and onnxruntime-node's native libraries for other systems than this one (it
# ships them all; its install script, which would download CUDA libraries, does not run).
RUN --mount=type=secret,id=npm_ca \
    if [ -s /run/secrets/npm_ca ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/npm_ca; fi && \
    npm ci --omit=dev --ignore-scripts --no-audit --no-fund --loglevel=error && \
    rm -rf node_modules/@types && \
    find node_modules \( -name '*.d.ts' -o -name '*.d.mts' -o -name '*.d.cts' -o -name '*.map' \) -delete && \
    find node_modules/@fontsource node_modules/@fontsource-variable -name '*.woff' -delete && \
    rm -rf node_modules/nsfwjs/dist/models/inception_v3 node_modules/nsfwjs/dist/models/mobilenet_v2_mid \
        node_modules/nsfwjs/dist/browser \
        node_modules/@tensorflow node_modules/core-js node_modules/protobufjs/cli node_modules/protobufjs/dist && \
    find node_modules/onnxruntime-node/bin/napi-v6 -mindepth 2 -maxdepth 2 \
        ! -path "*/linux/$(node -p process.arch)" -exec rm -rf {} + && \
    find node_modules/onnxruntime-node/bin -type d -empty -delete

FROM ${BASE_IMAGE}
# OCI labels (docs/container.md); the build sets the dynamic ones:
#   --build-arg VERSION=… --build-arg REVISION="$(git rev-parse HEAD)" --build-arg CREATED="$(date -u +%FT%TZ)"
#   --build-arg SOURCE="$(git remote get-url origin)"
ARG VERSION=unknown REVISION=unknown CREATED=unknown SOURCE=unknown
LABEL org.opencontainers.image.title="imagine-bot" \
      org.opencontainers.image.description="Discord bot that generates and edits images in chat on AI Horde, ComfyUI, a Stable Diffusion WebUI, OpenAI-compatible Images APIs or a hosted image service" \
      org.opencontainers.image.source="${SOURCE}" \
      org.opencontainers.image.licenses="MIT" \
      org.opencontainers.image.version="${VERSION}" \
      org.opencontainers.image.revision="${REVISION}" \
      org.opencontainers.image.created="${CREATED}"
WORKDIR /app
COPY --from=production-dependencies /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
# COMFYUI_WORKFLOWS_DIR's default: the shipped ComfyUI workflows (docs/backends.md). compose.yaml
# mounts the clone's folder over it, so a ckpt_name set there is read (docs/container.md).
COPY comfyui-workflows ./comfyui-workflows
# data/ holds the embedded store (DATABASE_URL's default, sqlite://data/bot.sqlite): the bot's user
# owns it, and a volume keeps it across containers.
RUN mkdir data && chown node:node data
USER node
VOLUME ["/app/data"]
# package.json's start script sets these and the node flags of CMD: test/container-files.test.ts
# checks that both say the same. /healthz and /metrics listen on METRICS_PORT (9464, as
# Prometheus's registry of exporter ports has it) on every address of the container, unless an
# env file says otherwise: .env.example's METRICS_HOST=127.0.0.1 (for npm start) would, so
# compose.yaml sets 0.0.0.0 over it, and `docker run --env-file .env` needs -e METRICS_HOST=0.0.0.0.
ENV UV_THREADPOOL_SIZE=16 \
    MALLOC_ARENA_MAX=2 \
    MALLOC_TRIM_THRESHOLD_=131072 \
    MIMALLOC_ARENA_EAGER_COMMIT=0 \
    METRICS_PORT=9464 \
    METRICS_HOST=0.0.0.0
EXPOSE 9464
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
    CMD ["node", "dist/src/healthcheck.js"]
# The bot is PID 1 and handles SIGTERM itself: it saves every running generation and exits 0.
STOPSIGNAL SIGTERM
CMD ["node", "--heap-growing-percent=20", "--max-semi-space-size=8", "--no-concurrent-recompilation", "dist/src/index.js"]
