#!/usr/bin/env bash
# End-to-end check of InlineSnapshot recording, as a user runs it:
#   1. copy this fixture package to a temporary folder, depending on this repository;
#   2. `swift test` with SNAPSHOT_TESTING_RECORD=failed: must fail and rewrite the test files
#      into exactly Expected/*.swift;
#   3. `swift test` again: must pass and leave the files untouched.
# UPDATE_EXPECTED=1 copies the recorded files into Expected/ (review them before committing).
# Exits non-zero on any deviation. Works with CI=true (the first run asks to record explicitly).
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/inline-snapshot-e2e.XXXXXX")"
trap 'rm -rf "$work"' EXIT

fail() {
  echo "run.sh: $*" >&2
  exit 1
}

mkdir -p "$work/fixture"
cp -R "$here/Package.swift" "$here/Tests" "$work/fixture/"
# The package is referenced as "Verbatim" whatever the checkout's folder is called.
ln -s "$root" "$work/Verbatim"
cd "$work/fixture"
tests="Tests/EndToEndTests"

echo "run.sh: building the fixture package in $work"
swift build --build-tests >"$work/build.log" 2>&1 || { cat "$work/build.log"; fail "build failed"; }

echo "run.sh: first run, recording (expected to fail)"
if SNAPSHOT_TESTING_RECORD=failed swift test --skip-build >"$work/first.log" 2>&1; then
  cat "$work/first.log"
  fail "the first run passed, but it has missing and wrong snapshots"
fi
grep -q "Automatically recorded a new snapshot" "$work/first.log" \
  || { cat "$work/first.log"; fail "no 'Automatically recorded' failure in the first run"; }
grep -q "A new snapshot was automatically recorded" "$work/first.log" \
  || { cat "$work/first.log"; fail "no re-recorded mismatch in the first run"; }

if [ "${UPDATE_EXPECTED:-}" = 1 ]; then
  cp "$tests/"*.swift "$here/Expected/"
  echo "run.sh: Expected/ updated; review it with git diff"
fi
for expected in "$here"/Expected/*.swift; do
  name="$(basename "$expected")"
  if ! cmp -s "$expected" "$tests/$name"; then
    diff -u "$expected" "$tests/$name" || true
    fail "$name after recording differs from Expected/$name"
  fi
done
cp "$tests/"*.swift "$work/"

echo "run.sh: second run (must pass and change nothing)"
# The test sources changed, so this run rebuilds them.
if ! env -u SNAPSHOT_TESTING_RECORD swift test >"$work/second.log" 2>&1; then
  cat "$work/second.log"
  fail "the second run failed"
fi
for file in "$tests/"*.swift; do
  cmp -s "$file" "$work/$(basename "$file")" || fail "$(basename "$file") changed on the second run"
done
echo "run.sh: OK"
