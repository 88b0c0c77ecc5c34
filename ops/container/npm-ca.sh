#!/usr/bin/env bash
# Prints the path of the CA bundle this machine's npm trusts beyond Node's own roots, or nothing:
# npm's `cafile` setting (`npm config get cafile`, from any npmrc), else NODE_EXTRA_CA_CERTS (which
# npm's Node reads). Behind a TLS-intercepting proxy, that is the proxy's CA; test-container.sh
# hands it to the image's build as the `npm_ca` build secret (docs/container.md).
set -euo pipefail
cafile="$(npm config get cafile 2>/dev/null || true)"
if [[ -n "$cafile" && "$cafile" != null && -s "$cafile" ]]; then
  echo "$cafile"
elif [[ -n "${NODE_EXTRA_CA_CERTS:-}" && -s "$NODE_EXTRA_CA_CERTS" ]]; then
  echo "$NODE_EXTRA_CA_CERTS"
fi
