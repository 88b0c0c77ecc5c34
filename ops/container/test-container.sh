#!/usr/bin/env bash
# npm run test:container: proves the Dockerfile and compose.yaml on this machine with no registry
# but npm's and Debian's. Installs podman, runc and mmdebstrap when missing, builds the base
# images from Debian's packages and the npm registry (ops/container/base-images.sh, cached in
# podman's storage), builds the bot's image from the Dockerfile on that base, then runs
# test/container/ (compose.yaml's services against both emulators). Prints each step's time.
# At its end it drops the unnamed images older than a week (earlier runs' build stages and bot
# images), so podman's storage does not grow with every run (CI's included). Not younger ones: a
# stage this run's build took whole from the cache (the `npm ci --omit=dev` one while
# package-lock.json stays the same) is such an image, made by an earlier run.
set -euo pipefail
cd "$(dirname "$0")/../.."
podman=(podman --runtime runc)
started=$SECONDS
timings=()

# Runs a step (a function or command), recording its time whether it passes or not.
step() {
  local name="$1" began=$SECONDS status=0
  shift
  echo "── $name" >&2
  "$@" || status=$?
  timings+=("$(printf '%-34s %4ss' "$name" $((SECONDS - began)))")
  ((status == 0)) || timings[-1]+=" (failed)"
  return "$status"
}

images() {
  local names
  names="$(ops/container/base-images.sh)" || return
  mapfile -t base <<<"$names"
}
# The host's npm CA (a TLS-intercepting proxy's), when it has one, as the build secret npm_ca.
build_bot() {
  local ca secret=()
  ca="$(ops/with-node.sh 24 ops/container/npm-ca.sh)"
  [[ -n "$ca" ]] && secret=(--secret "id=npm_ca,src=$ca") && echo "npm CA for the build: $ca" >&2
  "${podman[@]}" build --quiet --format docker --jobs 2 "${secret[@]}" \
    --build-arg "BASE_IMAGE=${base[0]}" \
    --build-arg "VERSION=$(node -p 'require("./package.json").version' 2>/dev/null || echo unknown)" \
    --build-arg "REVISION=$(git rev-parse HEAD 2>/dev/null || echo unknown)" \
    --build-arg "CREATED=$(date -u +%Y-%m-%dT%H:%M:%SZ)" \
    --build-arg "SOURCE=$(git remote get-url origin 2>/dev/null || echo unknown)" \
    --tag localhost/imagine-bot:test . >/dev/null
  echo "image size: $("${podman[@]}" image inspect --format '{{.Size}}' localhost/imagine-bot:test) bytes" >&2
}
run_tests() {
  BOT_IMAGE=localhost/imagine-bot:test REDIS_IMAGE="${base[1]}" \
    ops/with-node.sh 24 npx vitest run --config test/container/vitest.config.ts
}
summary() {
  echo "test:container step timings:"
  printf '  %s\n' "${timings[@]}" "$(printf '%-34s %4ss' total $((SECONDS - started)))"
}
prune() {
  "${podman[@]}" image prune --force --filter until=168h >/dev/null || true
}
trap 'prune; summary' EXIT

step "tools (podman, runc, mmdebstrap…)" ops/container/podman-setup.sh
step "base images (Debian + npm)" images
step "bot image (Dockerfile)" build_bot
step "compose services + emulators" run_tests
