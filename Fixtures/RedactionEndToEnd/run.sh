#!/usr/bin/env bash
# End-to-end check of redactions, as a user runs them:
#   1. copy this fixture package to a temporary folder, depending on this repository;
#   2. `swift test` with SNAPSHOT_TESTING_RECORD=pending: must fail, write no source and no
#      snapshot file, and save the snapshots for review (the file snapshot too) with their
#      texts without redactions (the raw ids and times); the store is then removed;
#   3. `swift test` with SNAPSHOT_TESTING_RECORD=failed: must fail (the snapshots are missing)
#      and record `.customDump`, `.json` and `.dump` snapshots of values with random ids and
#      dates under `.snapshots(redacting: [.type(UUID.self), .type(Date.self)])`, and a `.lines`
#      log scrubbed of UUIDs, ISO 8601 times and a temporary path: placeholders only, and the
#      owner's id as `UUID(<1>)` in each of the three value snapshots;
#      and a `.json` file snapshot recorded as __Snapshots__/RedactionTests/jsonFile.1.json,
#      redacted the same way;
#   4. `swift test` again, with new random values: must pass and leave the file untouched.
# BUILD_SYSTEM=swiftbuild runs every step with Swift Build (see ../scratch-package.sh).
# KEEP_WORK=1 keeps the temporary folder and its logs (first.log, second.log).
set -euo pipefail
unset SNAPSHOT_TESTING_RECORD VERBATIM_PENDING_DIR

here="$(cd "$(dirname "$0")" && pwd)"
source "$here/../scratch-package.sh"
scratch_package "$here" redaction-e2e
file="Tests/RedactionTests/RedactionTests.swift"

echo "run.sh: pending run (expected to fail)"
cp "$file" "$work/original.swift"
if SNAPSHOT_TESTING_RECORD=pending swift test "${build_flags[@]}" --skip-build >"$work/pending.log" 2>&1; then
  cat "$work/pending.log"
  fail "the pending run passed, but its snapshots are missing"
fi
cmp -s "$file" "$work/original.swift" || fail "the pending run wrote into the test file"
[ ! -e Tests/RedactionTests/__Snapshots__ ] || fail "the pending run wrote a snapshot file"
store=".build/verbatim/pending"
# Each of the five redacted snapshots (four inline, the file snapshot) keeps its raw text,
# which holds a UUID.
saved="$(cat "$store"/*.json 2>/dev/null || true)"
[ "$(grep -cE '"unredacted" : ".*[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-' <<<"$saved")" -eq 5 ] \
  || { echo "$saved"; fail "the pending batch lacks the snapshots' texts without redactions"; }
rm -rf "$store"

echo "run.sh: first run, recording (expected to fail)"
if SNAPSHOT_TESTING_RECORD=failed swift test "${build_flags[@]}" --skip-build >"$work/first.log" 2>&1; then
  cat "$work/first.log"
  fail "the first run passed, but its snapshots are missing"
fi
cp "$file" "$work/recorded.swift"
# A raw UUID or time left in the file would change on the next run.
if grep -Eq '[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-|[0-9]{4}-[0-9]{2}-[0-9]{2}T' "$file"; then
  cat "$file"
  fail "the recorded snapshots hold a raw UUID or time"
fi
for expected in \
  '      ownerID: UUID(<1>),' \
  '      "ownerID" : "UUID(<1>)",' \
  '        - ownerID: UUID(<1>)' \
  '      Date(<1>) INFO saved item UUID(<1>)' \
  '      Date(<1>) INFO wrote TemporaryPath(<1>)' \
  '      Date(<1>) INFO item UUID(<1>) done'
do
  [ "$(grep -cF -- "$expected" "$file")" -ge 1 ] \
    || { cat "$file"; fail "the recorded file lacks: $expected"; }
done
# The owner's id reads UUID(<1>) on both items, in each of .customDump, .json and .dump.
[ "$(grep -cE 'ownerID"? ?: "?UUID\(<1>\)' "$file")" -eq 6 ] \
  || { cat "$file"; fail "the owner's id is not UUID(<1>) in every snapshot"; }

snapshot="Tests/RedactionTests/__Snapshots__/RedactionTests/jsonFile.1.json"
[ -f "$snapshot" ] || { ls -R Tests; fail "the file snapshot was not recorded at $snapshot"; }
[ "$(grep -cF '"ownerID" : "UUID(<1>)",' "$snapshot")" -eq 2 ] \
  || { cat "$snapshot"; fail "the file snapshot's owner ids are not UUID(<1>)"; }
cp "$snapshot" "$work/recorded.json"

echo "run.sh: second run, new random values (must pass, file unchanged)"
# The file changed since the build: rebuild, as a user's next `swift test` does.
swift build "${build_flags[@]}" --build-tests >"$work/rebuild.log" 2>&1 \
  || { cat "$work/rebuild.log"; fail "the rebuild failed"; }
if ! swift test "${build_flags[@]}" --skip-build >"$work/second.log" 2>&1; then
  cat "$work/second.log"
  fail "the second run failed with new random ids and dates"
fi
cmp -s "$file" "$work/recorded.swift" || { diff -u "$work/recorded.swift" "$file"; fail "the second run changed the file"; }
cmp -s "$snapshot" "$work/recorded.json" || { diff -u "$work/recorded.json" "$snapshot"; fail "the second run changed the file snapshot"; }
echo "run.sh: redacted snapshots recorded once and passed again with new values"
