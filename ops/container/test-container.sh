#!/usr/bin/env bash
# npm run test:container: proves the Dockerfile and compose.yaml on this machine with no registry
# but npm's and Debian's. Installs podman, runc and mmdebstrap when missing, builds the base
# images from Debian's packages and the npm registry (ops/container/base-images.sh, cached in
# podman's storage), builds the bot's image from the Dockerfile on that base, then runs
# test/container/ (compose.yaml's services against both emulators). Prints each step's time.
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
build_bot() {
  "${podman[@]}" build --quiet --format docker --jobs 2 \
    --build-arg "BASE_IMAGE=${base[0]}" --tag localhost/imagine-bot:test . >/dev/null
}
run_tests() {
  BOT_IMAGE=localhost/imagine-bot:test REDIS_IMAGE="${base[1]}" \
    ops/with-node.sh 24 npx vitest run --config test/container/vitest.config.ts
}
summary() {
  echo "test:container step timings:"
  printf '  %s\n' "${timings[@]}" "$(printf '%-34s %4ss' total $((SECONDS - started)))"
}
trap summary EXIT

step "tools (podman, runc, mmdebstrap)" ops/container/podman-setup.sh
step "base images (Debian + npm)" images
step "bot image (Dockerfile)" build_bot
step "compose services + emulators" run_tests
