#!/usr/bin/env sh
# `npm run contracts:publish` / `contracts:can-i-deploy`: the pact-broker CLI of @pact-foundation/pact-cli,
# which reads the broker and its credentials from the PACT_BROKER_* variables (contracts/README.md).
set -eu
cd "$(dirname "$0")/.."
: "${PACT_BROKER_BASE_URL:?is not set: it names the Pact Broker (contracts/README.md). Nothing was sent.}"
export PACT_DO_NOT_TRACK=true
command=$1
shift
case $command in
  publish)
    # The version is this commit: a pact with changes git has not committed is not its pact.
    git diff --quiet HEAD -- pacts || {
      echo "contracts:publish: contracts/pacts has uncommitted changes; commit the pact first. Nothing was sent." >&2
      exit 1
    }
    exec npx --no-install pact-broker publish pacts/admin-console-admin-api.json --auto-detect-version-properties "$@"
    ;;
  can-i-deploy)
    exec npx --no-install pact-broker can-i-deploy --pacticipant admin-console --version "$(git rev-parse HEAD)" \
      --to-environment "${PACT_ENVIRONMENT:-production}" "$@"
    ;;
esac
echo "usage: broker.sh publish|can-i-deploy [pact-broker options]" >&2
exit 2
