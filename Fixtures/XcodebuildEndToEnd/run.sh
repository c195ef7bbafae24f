#!/usr/bin/env bash
# End-to-end check of an Xcode project tested with `xcodebuild test` (macOS with Xcode only): a
# real Project.xcodeproj, made by XcodeGen from project.yml, in a git repository with no
# Package.swift, whose test bundles depend on this checkout as a local package, built into a
# DerivedData folder of its own. The tests are given CI (TEST_RUNNER_CI=1), as the docs say.
#   1. no record mode: the run fails, writes nothing, and its advice names
#      TEST_RUNNER_SNAPSHOT_TESTING_RECORD (Xcode's runner recognised);
#   2. the pending mode: the run fails and writes no source; verbatim-snapshots, run from the
#      project folder, lists the three snapshots (Swift Testing and XCTest) from the store at
#      the repository's top, and accept writes exactly Expected/;
#   3. the original files touched after their compile, and the test bundle after that: a
#      recording run writes nothing. Only the compile record in DerivedData (the output file
#      map under Intermediates.noindex) says the files are newer than their compile: the
#      bundle's own time would let them be recorded;
#   4. recording in place (TEST_RUNNER_SNAPSHOT_TESTING_RECORD=failed): exactly Expected/;
#   5. a clean re-run passes and changes nothing;
#   6. FailureTests, which link Dump alone: a failing expectNoDifference fails its Swift
#      Testing test and its XCTest test at their lines, in Xcode's runner; the passing ones pass.
# Needs XcodeGen (installed with Homebrew when missing). WORK=<folder> works there and keeps it;
# KEEP_WORK=1 keeps the temporary folder. SCRATCH=<folder> is where `swift run
# verbatim-snapshots` builds the tool (.ci/run passes its shared native folder).
set -euo pipefail
unset SNAPSHOT_TESTING_RECORD VERBATIM_PENDING_DIR

here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
fail() {
  echo "run.sh: $*" >&2
  exit 1
}

[ "$(uname)" = Darwin ] || fail "xcodebuild runs on macOS only"
command -v xcodebuild >/dev/null 2>&1 || fail "no xcodebuild on PATH: install Xcode"
if ! command -v xcodegen >/dev/null 2>&1; then
  command -v brew >/dev/null 2>&1 || fail "no xcodegen, and no Homebrew to install it with"
  brew install xcodegen || fail "brew install xcodegen failed"
fi
xcodebuild -version

if [ -n "${WORK:-}" ]; then
  work="$WORK"
  KEEP_WORK=1
else
  work="$(mktemp -d "${TMPDIR:-/tmp}/xcodebuild-e2e.XXXXXX")"
fi
trap '[ -n "${KEEP_WORK:-}" ] || rm -rf "$work"' EXIT
project="$work/Project"
derived="$work/DerivedData"
rm -rf "$project" "$derived"
mkdir -p "$project" "$work/original"
# The package is referenced as "Verbatim" whatever the checkout's folder is called.
ln -sfn "$root" "$work/Verbatim"
cp "$here/project.yml" "$project/"
cp -R "$here/AppTests" "$here/FailureTests" "$project/"
cp "$here/AppTests/"*.swift "$work/original/"
git -C "$project" init --quiet
(cd "$project" && xcodegen generate) >"$work/xcodegen.log" 2>&1 \
  || { cat "$work/xcodegen.log"; fail "xcodegen generate failed"; }
[ -d "$project/Project.xcodeproj" ] || fail "xcodegen made no Project.xcodeproj"

export TEST_RUNNER_CI=1
# xcb ACTION LOG [OPTION...]: xcodebuild on the project's scheme, for this Mac, into $derived.
xcb() {
  local action="$1" log="$2"
  shift 2
  echo "run.sh: xcodebuild $action $*"
  (cd "$project" && xcodebuild "$action" -project Project.xcodeproj -scheme Project \
    -destination "platform=macOS,arch=$(uname -m)" -derivedDataPath "$derived" \
    -skipPackagePluginValidation -skipMacroValidation "$@") >"$log" 2>&1
}
# The run must have failed its tests, not its build: each target has an XCTest class, whose
# cases xcodebuild names ("Test Case '-[AppTests.GreetingXCTests testWelcome]' ...").
expect_test_failure() {
  local log="$1" what="$2"
  grep -qE '\*\* TEST (EXECUTE )?FAILED \*\*' "$log" && grep -q "Test Case '-\[" "$log" \
    || { tail -n 200 "$log"; fail "$what: the tests did not run (no test case, or no TEST FAILED)"; }
}
show() { tail -n 200 "$1"; }
# same_as FOLDER WHAT: the project's test files are those of FOLDER, byte for byte.
same_as() {
  local file
  for file in "$1"/*.swift; do
    if ! cmp -s "$file" "$project/AppTests/$(basename "$file")"; then
      diff -u "$file" "$project/AppTests/$(basename "$file")" || true
      fail "$2: AppTests/$(basename "$file") is not as expected"
    fi
  done
}
put_back_originals() { cp "$work/original/"*.swift "$project/AppTests/"; }

echo "run.sh: 1. no record mode (must fail, write nothing, and name TEST_RUNNER_)"
if xcb test "$work/ci.log" -only-testing:AppTests; then
  show "$work/ci.log"; fail "the run passed, but it has missing and wrong snapshots"
fi
expect_test_failure "$work/ci.log" "the run without a record mode"
grep -q "TEST_RUNNER_SNAPSHOT_TESTING_RECORD=failed" "$work/ci.log" \
  || { show "$work/ci.log"; fail "the advice does not name TEST_RUNNER_SNAPSHOT_TESTING_RECORD (Xcode's runner not recognised, or the log cuts messages)"; }
same_as "$work/original" "the run without a record mode"

echo "run.sh: 2. the pending mode, then verbatim-snapshots from the project folder"
if TEST_RUNNER_SNAPSHOT_TESTING_RECORD=pending xcb test "$work/pending.log" -only-testing:AppTests
then
  show "$work/pending.log"; fail "the pending run passed"
fi
expect_test_failure "$work/pending.log" "the pending run"
same_as "$work/original" "the pending run"
store="$project/.build/verbatim/pending"
[ -n "$(ls -A "$store" 2>/dev/null)" ] \
  || { show "$work/pending.log"; fail "nothing was saved in the repository's store, $store"; }
scratch=()
if [ -n "${SCRATCH:-}" ]; then scratch=(--scratch-path "$SCRATCH"); fi
tool() {
  (cd "$project" && swift run --package-path "$root" ${scratch[@]+"${scratch[@]}"} \
    verbatim-snapshots "$@")
}
tool list >"$work/list.log" 2>"$work/tool-build.log" \
  || { cat "$work/tool-build.log" "$work/list.log"; fail "verbatim-snapshots list failed"; }
[ "$(grep -c "AppTests/GreetingTests.swift:" "$work/list.log")" -eq 2 ] \
  && [ "$(grep -c "AppTests/GreetingXCTests.swift:" "$work/list.log")" -eq 1 ] \
  || { cat "$work/list.log"; fail "the tool did not list the three snapshots by their paths"; }
tool accept >"$work/accept.log" 2>&1 || { cat "$work/accept.log"; fail "accept failed"; }
same_as "$here/Expected" "accept"

echo "run.sh: 3. files touched after their compile, the bundle after them (must write nothing)"
put_back_originals
xcb build-for-testing "$work/build.log" || { show "$work/build.log"; fail "build-for-testing failed"; }
bundle="$derived/Build/Products/Debug/AppTests.xctest"
[ -x "$bundle/Contents/MacOS/AppTests" ] \
  || fail "no test bundle at $bundle: DerivedData's layout is not the one this script knows"
find "$derived/Build/Intermediates.noindex" -name '*OutputFileMap.json' -path '*AppTests*' \
  | grep -q . || fail "no output file map of AppTests under DerivedData's Intermediates.noindex"
sleep 1
touch "$project/AppTests/"*.swift
sleep 1
touch "$bundle" "$bundle/Contents/MacOS/AppTests"
if TEST_RUNNER_SNAPSHOT_TESTING_RECORD=failed xcb test-without-building "$work/touched.log" \
  -only-testing:AppTests; then
  show "$work/touched.log"; fail "the run of files newer than their compile passed"
fi
expect_test_failure "$work/touched.log" "the run of files newer than their compile"
same_as "$work/original" "a recording run of files newer than their compile (DerivedData's compile record not read?)"

echo "run.sh: 4. recording in place (must fail and write exactly Expected/)"
if TEST_RUNNER_SNAPSHOT_TESTING_RECORD=failed xcb test "$work/record.log" -only-testing:AppTests
then
  show "$work/record.log"; fail "the recording run passed, but it had missing and wrong snapshots"
fi
expect_test_failure "$work/record.log" "the recording run"
same_as "$here/Expected" "recording"

echo "run.sh: 5. a clean re-run (must pass and change nothing)"
xcb test "$work/clean.log" -only-testing:AppTests \
  || { show "$work/clean.log"; fail "the re-run of the recorded snapshots failed"; }
same_as "$here/Expected" "the clean re-run"

echo "run.sh: 6. Dump's failures reach the running test in Xcode's runner (must fail)"
log="$work/failures.log"
if xcb test "$log" -only-testing:FailureTests; then show "$log"; fail "the failing tests passed"; fi
expect_test_failure "$log" "FailureTests"
for entry in FailingTests:valuesDiffer FailingXCTests:testValuesDiffer; do
  file="${entry%%:*}.swift"
  test="${entry#*:}"
  line="$(grep -n "// fails: $test\$" "$here/FailureTests/$file" | cut -d: -f1)"
  grep -qE "(^|[/ ])$file:$line([^0-9]|\$)" "$log" \
    || { show "$log"; fail "$test did not fail at $file:$line"; }
done
grep -q "testPasses.*passed" "$log" || { show "$log"; fail "testPasses did not pass"; }
if grep -q "could not fail" "$log"; then show "$log"; fail "a failure did not reach its test"; fi
echo "run.sh: OK"
