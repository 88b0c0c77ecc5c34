#!/usr/bin/env bash
# Makes podman usable on this machine for `npm run test:container`: installs podman, runc,
# mmdebstrap and podman-compose (test/container/podman-compose.test.ts) from Debian's packages when
# missing, and gives podman the one setting these machines
# need (`default_ulimits = []`: the sandbox refuses podman's default ulimits). Every podman command
# of the test passes `--runtime runc` itself. Idempotent; needs root (apt-get) only to install.
set -euo pipefail

missing=()
command -v podman >/dev/null || missing+=(podman)
command -v runc >/dev/null || missing+=(runc)
command -v mmdebstrap >/dev/null || missing+=(mmdebstrap)
command -v podman-compose >/dev/null || missing+=(podman-compose)
if ((${#missing[@]} > 0)); then
  echo "installing ${missing[*]} (Debian's packages)…" >&2
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi

conf=/etc/containers/containers.conf
if ! grep -qs '^[[:space:]]*default_ulimits[[:space:]]*=' "$conf"; then
  mkdir -p "$(dirname "$conf")"
  if grep -qs '^\[containers\]' "$conf"; then
    sed -i 's/^\[containers\]$/[containers]\ndefault_ulimits = []/' "$conf"
  else
    printf '\n[containers]\ndefault_ulimits = []\n' >>"$conf"
  fi
  echo "set default_ulimits = [] in $conf" >&2
fi
