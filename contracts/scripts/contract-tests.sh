#!/usr/bin/env bash
# `npm run test:contract`: the backend team's own tools against the mock-server, started on a
# free port of 127.0.0.1 and stopped on exit. Pact's verifier (normal and production modes, then
# through the provider variants that prove the pact exactly as strict as the console) and
# Specmatic (the yaml's examples under --strict, then generative tests, each judged by
# scripts/specmatic-verdict.ts); the docs' own verifier commands, as written (scripts/doc-verifier.ts).
# Each tool's full output goes to a log in a temporary folder, named on the first line; a failure
# prints the part of its log that says why. contracts/README.md.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PACT_DO_NOT_TRACK=true
logs=$(mktemp -d "${TMPDIR:-/tmp}/crm-contract-tests.XXXXXX")
echo "full logs: $logs"
mock_pid=
stop_mock() {
  [ -n "$mock_pid" ] || return 0
  if kill -0 "$mock_pid" 2>/dev/null; then kill "$mock_pid"; fi
  local status=0
  wait "$mock_pid" || status=$?
  mock_pid=
  [ "$status" -eq 0 ] || { echo "the mock-server exited $status when stopped: $logs/mock.log"; return 1; }
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
  node packages/mock-server/dist/cli.js --port 0 "$@" >>"$logs/mock.log" 2>&1 &
  mock_pid=$!
  until mock=$(sed -nE '/ on http/{s|.* on (http://[0-9.:]+)/api .*|\1|p;q}' "$logs/mock.log") && [ -n "$mock" ]; do
    kill -0 "$mock_pid" 2>/dev/null || { cat "$logs/mock.log"; exit 1; }
    sleep 0.2
  done
}

pact=contracts/pacts/admin-console-admin-api.json
pact_verifier() {
  logged "pact-verifier$1" 60 npx --no-install pact-verifier --loglevel warn --file "$pact" \
    --hostname 127.0.0.1 --port "${mock##*:}" --base-path /api \
    --state-change-url "$mock/__mock/provider-states" --state-change-teardown
  echo "every one of the pact's $(node -p "require('./$pact').interactions.length") interactions holds"
}

# Specmatic's jar, in contracts/ where it finds its configuration (contracts/specmatic.yaml) and
# writes its HTML report (contracts/build/, ignored by git); its JUnit report goes to $logs/$1/,
# which scripts/specmatic-verdict.ts judges, given Specmatic's exit status. Arguments: the run's
# name, SPECMATIC_GENERATIVE_TESTS, Specmatic's flags, the verdict's flags.
specmatic() {
  local run=$1 generative=$2 flags=$3 verdict=$4
  curl -fsS -X POST "$mock/__mock/provider-states" -H 'Content-Type: application/json' \
    -d "{\"state\":\"the data of openapi/admin-api.yaml's examples exists\"}" >/dev/null
  local status=0
  (cd contracts && SPECMATIC_GENERATIVE_TESTS=$generative java -jar ../node_modules/specmatic/specmatic.jar test --testBaseURL "$mock/api" \
    --junitReportDir "$logs/$run" $flags) >"$logs/$run.log" 2>&1 || status=$?
  (cd contracts && node --import tsx scripts/specmatic-verdict.ts "$logs/$run" "$status" $verdict) ||
    { echo "full log: $logs/$run.log"; exit 1; }
}

for mode in "" --production; do
  echo "== pact-verifier, mock-server ${mode:-(normal mode)}"
  start_mock --quiet $mode
  pact_verifier "$mode"
  if [ -z "$mode" ]; then
    echo "== pact-verifier through provider variants (contracts/scripts/provider-variants.ts)"
    (cd contracts && node --import tsx scripts/verify-variants.ts "$mock")
    echo "== the docs' verifier and Specmatic commands, as written (contracts/scripts/doc-verifier.ts)"
    (cd contracts && node --import tsx scripts/doc-verifier.ts "$mock")
  fi
  stop_mock
done

start_mock --quiet
echo "== Specmatic: the yaml's examples, --strict (no failure allowed)"
specmatic specmatic-strict false --strict --no-exceptions
echo "== Specmatic: generative tests (each failure documented in contracts/scripts/specmatic-exceptions.ts)"
specmatic specmatic-generative true "" ""
stop_mock
