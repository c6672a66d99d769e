#!/usr/bin/env bash
# `npm run test:contract`: Pact's verifier, the docs' verifier commands and Specmatic against the
# mock-server, on a free port of 127.0.0.1 (contracts/README.md, "What the pact's own tools do").
set -euo pipefail
cd "$(dirname "$0")/../.."
export PACT_DO_NOT_TRACK=true
logs=$(mktemp -d "${TMPDIR:-/tmp}/crm-contract-tests.XXXXXX")
echo "full logs: $logs"
mock_pid=
stop_mock() {
  local pid=$mock_pid
  mock_pid=
  [ -z "$pid" ] || kill "$pid" 2>/dev/null || true
  [ -z "$pid" ] || wait "$pid" || { echo "the mock-server exited $? when stopped: $logs/mock.log"; return 1; }
}
trap stop_mock EXIT

# Runs a command with its output into $logs/$1.log; on failure prints the log's last $2 lines and stops.
logged() {
  local log=$logs/$1.log lines=$2
  shift 2
  "$@" >"$log" 2>&1 || {
    local status=$?
    tail -n "$lines" "$log"
    echo "failed (exit $status): $* -- full log: $log"
    exit "$status"
  }
}

# The mock's built entry (packages/mock-server/dist/cli.js), run by node itself, as `npm run mock` does.
logged build 40 npx --no-install turbo run build --filter=@crm/mock-server --output-logs=errors-only

# Starts the mock (extra flags: $@) and sets $mock to its origin, read back from the line it prints.
start_mock() {
  : >"$logs/mock.log"
  node packages/mock-server/dist/cli.js --port 0 --quiet "$@" >>"$logs/mock.log" 2>&1 &
  mock_pid=$!
  until mock=$(sed -nE '/ on http/{s|.* on (http://[0-9.:]+)/api .*|\1|p;q}' "$logs/mock.log") && [ -n "$mock" ]; do
    kill -0 "$mock_pid" 2>/dev/null || { cat "$logs/mock.log"; exit 1; }
    sleep 0.2
  done
}

# Pact's verifier against the mock started with the flags $@.
pact_verifier() {
  echo "== pact-verifier, mock-server ${1:-(normal mode)}"
  start_mock "$@"
  local pact=contracts/pacts/admin-console-admin-api.json
  logged "pact-verifier$*" 60 npx --no-install pact-verifier --loglevel warn --file "$pact" \
    --hostname 127.0.0.1 --port "${mock##*:}" --base-path /api \
    --state-change-url "$mock/__mock/provider-states" --state-change-teardown
  echo "every one of the pact's $(node -p "require('./$pact').interactions.length") interactions holds"
}

# Specmatic's jar, run from contracts/ (its specmatic.yaml; contracts/README.md), its JUnit report in
# $logs/$1/, judged by scripts/specmatic-verdict.ts given Specmatic's exit status and flags ($2...).
specmatic() {
  local run=$1 status=0
  shift
  curl -fsS -X POST "$mock/__mock/provider-states" -H 'Content-Type: application/json' \
    -d "{\"state\":\"the data of openapi/admin-api.yaml's examples exists\"}" >/dev/null
  (cd contracts && java -jar ../node_modules/specmatic/specmatic.jar test --testBaseURL "$mock/api" \
    --junitReportDir "$logs/$run" "$@") >"$logs/$run.log" 2>&1 || status=$?
  (cd contracts && node --import tsx scripts/specmatic-verdict.ts "$logs/$run" "$status" "$@") ||
    { echo "full log: $logs/$run.log"; exit 1; }
}

pact_verifier
echo "== pact-verifier through provider variants (contracts/scripts/provider-variants.ts)"
(cd contracts && node --import tsx scripts/provider-variants.ts "$mock" "$logs")
echo "== the docs' verifier and Specmatic commands, as written (contracts/scripts/doc-verifier.ts)"
(cd contracts && node --import tsx scripts/doc-verifier.ts "$mock")
echo "== Specmatic: the yaml's examples, --strict (no failure allowed)"
specmatic specmatic-strict --strict
echo "== Specmatic: generative tests (each failure documented in contracts/scripts/specmatic-verdict.ts)"
SPECMATIC_GENERATIVE_TESTS=true specmatic specmatic-generative
stop_mock
pact_verifier --production
stop_mock
