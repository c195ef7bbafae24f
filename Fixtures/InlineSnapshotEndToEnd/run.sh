#!/usr/bin/env bash
# End-to-end check of InlineSnapshot recording, as a user runs it:
#   1. copy this fixture package to a temporary folder, depending on this repository;
#   1b. `swift test` with CI=true and no SNAPSHOT_TESTING_RECORD: must fail, print the actual
#      values and write nothing;
#   1c. a test file edited after the build with its modification time set back: recording must
#      not write into it, and must say why;
#   2. `swift test` with SNAPSHOT_TESTING_RECORD=failed: must fail (under XCTest and Swift
#      Testing) and rewrite the test files into exactly Expected/*.swift;
#   3. `swift test` again: must pass and leave the files untouched;
#   4. from the original files, `swift test --parallel` with SNAPSHOT_TESTING_RECORD=pending
#      (XCTest processes and Swift Testing's each save a batch): must fail and write nothing,
#      and Swift Testing's failures attach the actual values, differences and pending patches;
#   5. on the same build, `swift test --parallel` with SNAPSHOT_TESTING_RECORD=failed:
#      XCTest runs each test in its own process, several at once, and together they must
#      record exactly Expected/*.swift in this one run;
#   6. the review tool (`swift run verbatim-snapshots`) on the pending store of step 4, from the
#      original files each time: accept writes exactly Expected/*.swift; the exported patch
#      applies with `git apply` and gives the same files; reject changes nothing and empties
#      the store; lines inserted above the calls are followed, an edited snapshot and a deleted
#      call are refused; each attached pending patch applies with `git apply` and is the one
#      `export --patch` makes for its call; review needs a terminal (exit 2) and, in a
#      pseudo-terminal, accepts, skips, rejects and quits; the store exported as two CI jobs'
#      bundles merges, their patch applies with `git apply`, and once they disagree no patch
#      is written, accept refuses and --prefer picks.
#   7. with Expected/*.swift and Later/*.swift (added only now, so that the steps above keep
#      their counts): recording writes a thrown error's snapshot, exactly Later/Expected/*.swift,
#      and 200 awaiting assertions on the main actor pass in the same full run; a second full
#      run passes unchanged; once the code stops throwing, the run fails saying the snapshot
#      expects a thrown error, and writes nothing.
# BUILD_SYSTEM=swiftbuild runs every step with Swift Build (see ../scratch-package.sh).
# KEEP_WORK=1 keeps the temporary folder and its logs (ci.log, first.log, second.log).
# UPDATE_EXPECTED=1 copies the recorded files into Expected/ (review them before committing).
# Exits non-zero on any deviation. Works with CI=true (the first run asks to record explicitly).
set -euo pipefail
# The steps choose their record modes, and the pending store is the fixture's own.
unset SNAPSHOT_TESTING_RECORD VERBATIM_PENDING_DIR

here="$(cd "$(dirname "$0")" && pwd)"
source "$here/../scratch-package.sh"
scratch_package "$here" inline-snapshot-e2e
tests="Tests/EndToEndTests"

mkdir -p "$work/original"
cp "$tests/"*.swift "$work/original/"
cp "$tests/"*.swift "$work/"
echo "run.sh: CI run without a record mode (must fail and write nothing)"
if CI=true env -u SNAPSHOT_TESTING_RECORD swift test "${build_flags[@]}" --skip-build >"$work/ci.log" 2>&1; then
  cat "$work/ci.log"
  fail "the CI run passed, but it has missing and wrong snapshots"
fi
grep -q "Recording is off because CI is set" "$work/ci.log" \
  || { cat "$work/ci.log"; fail "the CI run did not say why nothing was recorded"; }
grep -q "Hello, Blob!" "$work/ci.log" \
  || { cat "$work/ci.log"; fail "the CI run did not print the actual value"; }
for file in "$tests/"*.swift; do
  cmp -s "$file" "$work/$(basename "$file")" || fail "the CI run rewrote $(basename "$file")"
done

echo "run.sh: a file edited after the build, its modification time set back (must not be written)"
# As `cp -p`, `rsync -a` or `touch -r` leave it: the text differs from the one compiled (a line
# above every call), but its modification time is older than the build.
target="$tests/GreetingTests.swift"
cp -p "$target" "$work/greeting.original"
{ echo "// A line added after the build, above every call."; cat "$work/greeting.original"; } >"$target"
cp "$target" "$work/greeting.edited"
touch -r "$work/greeting.original" "$target"
if SNAPSHOT_TESTING_RECORD=failed swift test "${build_flags[@]}" --skip-build >"$work/stale.log" 2>&1; then
  cat "$work/stale.log"
  fail "the run with a stale binary passed, but it has missing and wrong snapshots"
fi
if ! cmp -s "$target" "$work/greeting.edited"; then
  diff -u "$work/greeting.edited" "$target" || true
  fail "snapshots were written into GreetingTests.swift, which changed after the build"
fi
grep -q "changed since the test binary was built" "$work/stale.log" \
  || { cat "$work/stale.log"; fail "the run did not say why GreetingTests.swift was not written"; }
# Back to the original files, compiled again: `touch`, as their status changed after the build.
cp "$work/original/"*.swift "$tests/"
touch "$tests/"*.swift
swift build "${build_flags[@]}" --build-tests >"$work/build-restored.log" 2>&1 \
  || { cat "$work/build-restored.log"; fail "the rebuild from the original files failed"; }

echo "run.sh: first run, recording (expected to fail)"
if SNAPSHOT_TESTING_RECORD=failed swift test "${build_flags[@]}" --skip-build >"$work/first.log" 2>&1; then
  cat "$work/first.log"
  fail "the first run passed, but it has missing and wrong snapshots"
fi
grep -q "Automatically recorded a new snapshot" "$work/first.log" \
  || { cat "$work/first.log"; fail "no 'Automatically recorded' failure in the first run"; }
grep -q "A new snapshot was automatically recorded" "$work/first.log" \
  || { cat "$work/first.log"; fail "no re-recorded mismatch in the first run"; }
# XCTest failures must be real XCTest failures, not only printed.
grep -q "GreetingXCTests.testMissingSnapshot : failed - Automatically recorded" "$work/first.log" \
  || { cat "$work/first.log"; fail "no XCTest failure for the missing snapshot"; }
grep -q "Executed 3 tests, with 2 failures" "$work/first.log" \
  || { cat "$work/first.log"; fail "XCTest did not count the two recording failures"; }

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
if ! env -u SNAPSHOT_TESTING_RECORD swift test "${build_flags[@]}" >"$work/second.log" 2>&1; then
  cat "$work/second.log"
  fail "the second run failed"
fi
for file in "$tests/"*.swift; do
  cmp -s "$file" "$work/$(basename "$file")" || fail "$(basename "$file") changed on the second run"
done
grep -q "Executed 3 tests, with 0 failures" "$work/second.log" \
  || { cat "$work/second.log"; fail "the XCTest tests did not run and pass on the second run"; }

cp "$work/original/"*.swift "$tests/"
swift build "${build_flags[@]}" --build-tests >"$work/build-parallel.log" 2>&1 \
  || { cat "$work/build-parallel.log"; fail "the rebuild from the original files failed"; }

echo "run.sh: pending mode under --parallel (must fail, write no source, save for review)"
store=".build/verbatim/pending"
rm -rf "$store"
rm -rf "$work/attachments" && mkdir -p "$work/attachments"
if SNAPSHOT_TESTING_RECORD=pending swift test "${build_flags[@]}" --skip-build --parallel \
  --attachments-path "$work/attachments" >"$work/pending.log" 2>&1; then
  cat "$work/pending.log"
  fail "the pending run passed, but it has missing and wrong snapshots"
fi
for file in "$work/original/"*.swift; do
  cmp -s "$file" "$tests/$(basename "$file")" || fail "the pending run rewrote $(basename "$file")"
done
grep -q "swift run verbatim-snapshots review" "$work/pending.log" \
  || { cat "$work/pending.log"; fail "the pending run's failures did not say how to review"; }
grep -q "GreetingXCTests.testMissingSnapshot : failed - No expected value" "$work/pending.log" \
  || { cat "$work/pending.log"; fail "no XCTest failure for the missing snapshot in pending mode"; }
[ "$(find "$store" -name '*.json' | wc -l)" -ge 2 ] \
  || { ls -la "$store" || true; fail "the XCTest and Swift Testing processes did not each save a batch"; }
# A reused WORK holds the last run's copy: cp -R would copy into it.
rm -rf "$work/pending-store"
cp -R "$store" "$work/pending-store"
grep -q "Hello, Blob!" "$work/attachments/"actual*.txt \
  || { ls "$work/attachments"; fail "Swift Testing failures did not attach the actual value"; }
grep -q '"age" : 42' "$work/attachments/"difference*.txt \
  || { ls "$work/attachments"; fail "Swift Testing failures did not attach the difference"; }

echo "run.sh: recording under --parallel, from the original files (expected to fail)"
if SNAPSHOT_TESTING_RECORD=failed swift test "${build_flags[@]}" --skip-build --parallel >"$work/parallel.log" 2>&1; then
  cat "$work/parallel.log"
  fail "the --parallel run passed, but it has missing and wrong snapshots"
fi
for expected in "$here"/Expected/*.swift; do
  name="$(basename "$expected")"
  if ! cmp -s "$expected" "$tests/$name"; then
    diff -u "$expected" "$tests/$name" || true
    cat "$work/parallel.log"
    fail "$name after recording under --parallel differs from Expected/$name"
  fi
done
bash "$here/review.sh" "$work"

echo "run.sh: a thrown error recorded, 200 awaiting assertions in the same full run"
cp "$here/Expected/"*.swift "$here/Later/"*.swift "$tests/"
swift build "${build_flags[@]}" --build-tests >"$work/build-later.log" 2>&1 \
  || { cat "$work/build-later.log"; fail "the build with Later/*.swift failed"; }
if SNAPSHOT_TESTING_RECORD=missing swift test "${build_flags[@]}" --skip-build >"$work/later.log" 2>&1; then
  cat "$work/later.log"
  fail "the run recording the thrown error passed"
fi
grep -q "Automatically recorded a new snapshot" "$work/later.log" \
  || { cat "$work/later.log"; fail "the thrown error was not recorded"; }
grep -q "Test listsLoad(_:) with 200 test cases passed" "$work/later.log" \
  || { cat "$work/later.log"; fail "the 200 awaiting assertions did not pass"; }
for expected in "$here"/Later/Expected/*.swift; do
  name="$(basename "$expected")"
  cmp -s "$expected" "$tests/$name" \
    || { diff -u "$expected" "$tests/$name" || true; fail "$name after recording differs from Later/Expected/$name"; }
done
cp "$tests/"*.swift "$work/"
if ! env -u SNAPSHOT_TESTING_RECORD swift test "${build_flags[@]}" >"$work/later-second.log" 2>&1; then
  cat "$work/later-second.log"
  fail "the second run with a recorded error failed"
fi
for file in "$tests/"*.swift; do
  cmp -s "$file" "$work/$(basename "$file")" || fail "$(basename "$file") changed on the second run"
done

echo "run.sh: the code stops throwing (must fail, saying so, and write nothing)"
sed -i.bak 's/^let rejectsEmptyTitles = true$/let rejectsEmptyTitles = false/' \
  "$tests/ThrowingTests.swift" && rm -f "$tests/ThrowingTests.swift.bak"
cp "$tests/ThrowingTests.swift" "$work/"
if SNAPSHOT_TESTING_RECORD=missing swift test "${build_flags[@]}" --filter ThrowingTests \
  >"$work/later-returns.log" 2>&1; then
  cat "$work/later-returns.log"
  fail "the run passed, but the code no longer throws the recorded error"
fi
grep -q "The expression returned a value, and the snapshot expects a thrown error." \
  "$work/later-returns.log" \
  || { cat "$work/later-returns.log"; fail "the failure did not say a value came instead of the error"; }
cmp -s "$tests/ThrowingTests.swift" "$work/ThrowingTests.swift" \
  || fail "ThrowingTests.swift was written into"
echo "run.sh: OK"
