#!/usr/bin/env bash
# End-to-end check of snapshots per argument of parameterized tests, as a user runs them:
#   1. copy this fixture package to a temporary folder, depending on this repository;
#   2. `swift test` with SNAPSHOT_TESTING_RECORD=failed: must fail and write one entry per
#      argument, exactly Expected/ArgumentsTests.swift, and one per `key:` of an XCTest loop,
#      exactly Expected/LoopXCTests.swift;
#   3. `swift test` again: must pass and leave the files untouched;
#   4. the arguments of `tens` changed from [1, 2, 3] to [2, 3, 4]: a run filtered to another
#      test, and a run in which only one argument reaches the assertion, remove nothing (and
#      record only the new argument's entry); a run of every argument then removes "n: 1",
#      exactly Expected/ArgumentsTestsNewArgument.swift;
#   5. from the original files, recording under --parallel: XCTest's workers and Swift Testing's
#      process record different keys into one helper's closure, exactly Expected/SharedHelper.swift;
#   6. from the original file, the pending mode under --parallel writes nothing, attaches each
#      argument's value and patch, and `verbatim-snapshots list` names each entry's key;
#      `verbatim-snapshots accept` writes exactly Expected/ArgumentsTests.swift.
# WORK, KEEP_WORK and BUILD_SYSTEM as in ../scratch-package.sh. Works with CI=true: each run
# that may write names its record mode (`missing` is the default on a developer's machine).
set -euo pipefail
unset SNAPSHOT_TESTING_RECORD VERBATIM_PENDING_DIR ONLY_N

here="$(cd "$(dirname "$0")" && pwd)"
source "$here/../scratch-package.sh"
scratch_package "$here" arguments-e2e
file="Tests/ArgumentsTests/ArgumentsTests.swift"
cp "$file" "$work/arguments.original"
mkdir -p "$work/arguments-original"
cp Tests/ArgumentsTests/*.swift "$work/arguments-original/"

same_as() {
  if ! cmp -s "$1" "$file"; then
    diff -u "$1" "$file" || true
    fail "$2"
  fi
}

echo "run.sh: recording one snapshot per argument (expected to fail)"
if SNAPSHOT_TESTING_RECORD=failed swift test "${build_flags[@]}" --skip-build >"$work/arguments-first.log" 2>&1; then
  cat "$work/arguments-first.log"
  fail "the first run passed, but every argument's snapshot is missing"
fi
grep -q 'Automatically recorded a new snapshot under "n: 2"' "$work/arguments-first.log" \
  || { cat "$work/arguments-first.log"; fail "no failure named the argument it recorded"; }
same_as "$here/Expected/ArgumentsTests.swift" "the recorded file differs from Expected/ArgumentsTests.swift"
for name in LoopXCTests SharedHelper; do
  cmp -s "$here/Expected/$name.swift" "Tests/ArgumentsTests/$name.swift" \
    || { diff -u "$here/Expected/$name.swift" "Tests/ArgumentsTests/$name.swift" || true
      fail "the recorded $name.swift differs from Expected/$name.swift"; }
done

echo "run.sh: second run (must pass and change nothing)"
if ! swift test "${build_flags[@]}" >"$work/arguments-second.log" 2>&1; then
  cat "$work/arguments-second.log"
  fail "the second run failed"
fi
same_as "$here/Expected/ArgumentsTests.swift" "the second run changed the file"
cmp -s "$here/Expected/LoopXCTests.swift" Tests/ArgumentsTests/LoopXCTests.swift \
  || fail "the second run changed LoopXCTests.swift"
grep -q "Executed 2 tests, with 0 failures" "$work/arguments-second.log" \
  || { cat "$work/arguments-second.log"; fail "the XCTest loop did not run and pass"; }

echo "run.sh: a new argument, one gone: partial runs remove nothing"
sed -i.bak 's/@Test(arguments: \[1, 2, 3\])/@Test(arguments: [2, 3, 4])/' "$file" && rm -f "$file.bak"
cp "$file" "$work/arguments.edited"
swift build "${build_flags[@]}" --build-tests >"$work/arguments-build.log" 2>&1 \
  || { cat "$work/arguments-build.log"; fail "the build with new arguments failed"; }
SNAPSHOT_TESTING_RECORD=missing swift test "${build_flags[@]}" --skip-build --filter totals >"$work/arguments-filtered.log" 2>&1 \
  || { cat "$work/arguments-filtered.log"; fail "the run filtered to another test failed"; }
same_as "$work/arguments.edited" "a run filtered to another test changed the file"
if ONLY_N=4 SNAPSHOT_TESTING_RECORD=missing swift test "${build_flags[@]}" --skip-build --filter tens >"$work/arguments-partial.log" 2>&1; then
  cat "$work/arguments-partial.log"
  fail "the run of the new argument passed, but its snapshot is missing"
fi
grep -q "removed the entry" "$work/arguments-partial.log" \
  && { cat "$work/arguments-partial.log"; fail "a run of one argument removed an entry"; }
grep -q '"n: 1": """' "$file" || fail "a run of one argument removed the entry of n: 1"
grep -q '"n: 4": """' "$file" || fail "the run of the new argument did not record its entry"

echo "run.sh: a run of every argument removes the entry whose argument is gone"
swift build "${build_flags[@]}" --build-tests >"$work/arguments-build.log" 2>&1 \
  || { cat "$work/arguments-build.log"; fail "the rebuild failed"; }
SNAPSHOT_TESTING_RECORD=missing swift test "${build_flags[@]}" --skip-build >"$work/arguments-full.log" 2>&1 || true
grep -q 'removed the entry "n: 1"' "$work/arguments-full.log" \
  || { cat "$work/arguments-full.log"; fail "the full run did not say it removed n: 1"; }
same_as "$here/Expected/ArgumentsTestsNewArgument.swift" \
  "after the full run the file differs from Expected/ArgumentsTestsNewArgument.swift"

echo "run.sh: recording under --parallel: two processes, one helper's closure"
cp "$work/arguments-original/"*.swift Tests/ArgumentsTests/
swift build "${build_flags[@]}" --build-tests >"$work/arguments-build.log" 2>&1 \
  || { cat "$work/arguments-build.log"; fail "the rebuild from the original files failed"; }
SNAPSHOT_TESTING_RECORD=failed swift test "${build_flags[@]}" --skip-build --parallel \
  >"$work/arguments-parallel.log" 2>&1 || true
for name in ArgumentsTests LoopXCTests SharedHelper; do
  cmp -s "$here/Expected/$name.swift" "Tests/ArgumentsTests/$name.swift" \
    || { diff -u "$here/Expected/$name.swift" "Tests/ArgumentsTests/$name.swift" || true
      cat "$work/arguments-parallel.log"
      fail "$name.swift recorded under --parallel differs from Expected/$name.swift"; }
done

echo "run.sh: pending mode under --parallel, then verbatim-snapshots accept"
# The original files again, compiled again: `touch`, as they changed after the last build.
cp "$work/arguments-original/"*.swift Tests/ArgumentsTests/
touch Tests/ArgumentsTests/*.swift
swift build "${build_flags[@]}" --build-tests >"$work/arguments-build.log" 2>&1 \
  || { cat "$work/arguments-build.log"; fail "the rebuild from the original files failed"; }
rm -rf .build/verbatim/pending
rm -rf "$work/arguments-attachments" && mkdir -p "$work/arguments-attachments"
if SNAPSHOT_TESTING_RECORD=pending swift test "${build_flags[@]}" --skip-build --parallel \
  --attachments-path "$work/arguments-attachments" >"$work/arguments-pending.log" 2>&1; then
  cat "$work/arguments-pending.log"
  fail "the pending run passed, but every argument's snapshot is missing"
fi
for original in "$work/arguments-original/"*.swift; do
  cmp -s "$original" "Tests/ArgumentsTests/$(basename "$original")" \
    || fail "the pending run wrote $(basename "$original")"
done
# Each argument's failure attaches its own value and the patch accepting its entry.
grep -q '^30$' "$work/arguments-attachments/"actual*.txt \
  || { ls "$work/arguments-attachments"; fail "no attachment holds the value of n: 3"; }
grep -q '"n: 3": """' "$work/arguments-attachments/"pending*.patch \
  || { ls "$work/arguments-attachments"; fail "no attached patch writes the entry of n: 3"; }
swift run "${build_flags[@]}" verbatim-snapshots list >"$work/arguments-list.log" 2>&1 \
  || { cat "$work/arguments-list.log"; fail "verbatim-snapshots list failed"; }
grep -q 'ArgumentsTests.swift:[0-9]* \[n: 2\] tens(n:) new snapshot' "$work/arguments-list.log" \
  || { cat "$work/arguments-list.log"; fail "the list did not name each argument's entry"; }
swift run "${build_flags[@]}" verbatim-snapshots accept >"$work/arguments-accept.log" 2>&1 \
  || { cat "$work/arguments-accept.log"; fail "verbatim-snapshots accept failed"; }
for name in ArgumentsTests LoopXCTests SharedHelper; do
  cmp -s "$here/Expected/$name.swift" "Tests/ArgumentsTests/$name.swift" \
    || { diff -u "$here/Expected/$name.swift" "Tests/ArgumentsTests/$name.swift" || true
      fail "accepting gave a $name.swift that differs from Expected/$name.swift"; }
done
echo "run.sh: arguments OK"
