#!/usr/bin/env bash
# End-to-end check that failures reach the running test with nothing to add: in a user's
# package whose manifest names only Verbatim, a failing expectNoDifference, assertInlineSnapshot
# and assertSnapshot fail their test, at the call's line, in Swift Testing and in XCTest, the
# run exits non-zero, and passing ones (and failures inside Swift Testing's withKnownIssue)
# pass; no environment variable is set. A failing expectNoDifference in an XCTest class tearDown
# (no test case runs, XCTest drops it) fails the run, alone and under --parallel, with Dump
# only (release) and with InlineSnapshot linked. An app target using Dump links neither test
# framework.
# Run it under each build system and configuration (BUILD_SYSTEM, CONFIGURATION: see
# scratch-package.sh). One build serves both runs. In release only Dump's assertions are built
# and checked: they reach the frameworks through symbols looked up at run time, which
# optimization could break, where InlineSnapshot calls them directly; and swift-syntax in
# release would take longer than every other end-to-end check. KEEP_WORK=1 keeps the temporary folder and
# its logs; WORK=<that folder> reuses it, and its build.
set -euo pipefail
unset SNAPSHOT_TESTING_RECORD VERBATIM_PENDING_DIR

here="$(cd "$(dirname "$0")" && pwd)"
failing=(valuesDiffer inlineSnapshotDiffers fileSnapshotDiffers)
if [ "${CONFIGURATION:-}" = release ]; then
  export FAILURES_E2E_DUMP_ONLY=1
  failing=(valuesDiffer)
fi
source "$here/../scratch-package.sh"
scratch_package "$here" failures-reach-the-test-e2e
tests=Tests/FailuresReachTheTestTests

# The line of a test's failing call, by its mark.
line_of() { grep -n "// fails: $2\$" "$tests/$1" | cut -d: -f1; }

log="$work/swift-testing.log"
echo "run.sh: Swift Testing, ${#failing[@]} failing tests (the run must fail)"
if swift test "${build_flags[@]}" --skip-build --disable-xctest >"$log" 2>&1; then
  cat "$log"; fail "under Swift Testing, the run passed although ${#failing[@]} assertions failed"
fi
for test in "${failing[@]}"; do
  line=$(line_of FailingTests.swift "$test")
  grep -q "Test $test() recorded an issue at FailingTests.swift:$line:" "$log" \
    || { cat "$log"; fail "Swift Testing did not record $test()'s issue at line $line"; }
  grep -q "Test $test() failed" "$log" || { cat "$log"; fail "$test() did not fail"; }
done
for test in failuresExpected passes; do
  grep -q "Test $test() passed" "$log" || { cat "$log"; fail "$test() did not pass"; }
done
known="${#failing[@]} known issue"; [ "${#failing[@]}" -eq 1 ] || known+=s
grep -q "Test failuresExpected() passed after .* with $known" "$log" \
  || { cat "$log"; fail "failuresExpected() did not record its $known"; }

log="$work/xctest.log"
echo "run.sh: XCTest, ${#failing[@]} failing tests (the run must fail)"
if swift test "${build_flags[@]}" --skip-build --disable-swift-testing >"$log" 2>&1; then
  cat "$log"; fail "under XCTest, the run passed although ${#failing[@]} assertions failed"
fi
for name in "${failing[@]}"; do
  test="test${name^}"
  line=$(line_of FailingXCTests.swift "$test")
  grep -q "FailingXCTests.swift:$line: error: FailingXCTests.$test : failed" "$log" \
    || { cat "$log"; fail "XCTest did not fail $test at line $line"; }
done
grep -q "Test Case 'FailingXCTests.testPasses' passed" "$log" \
  || { cat "$log"; fail "testPasses did not pass"; }
grep -q "Test Case 'ClassTearDownXCTests.testPasses' passed" "$log" \
  || { cat "$log"; fail "ClassTearDownXCTests passed nothing"; }

# A failing expectNoDifference in a class tearDown, where no test case runs and XCTest drops
# the failure: the run exits 1 with the fallback's message, alone and under --parallel. Dump
# only in release; with InlineSnapshot linked otherwise, whose calls Dump then takes.
line=$(line_of FailingXCTests.swift classTearDown)
for parallel in "" --parallel; do
  log="$work/class-teardown${parallel}.log"
  echo "run.sh: XCTest, a failure in a class tearDown ${parallel:-alone} (the run must fail)"
  if FAILURES_E2E_FAIL_IN_CLASS_TEARDOWN=1 swift test "${build_flags[@]}" --skip-build \
    --disable-swift-testing $parallel --filter ClassTearDownXCTests >"$log" 2>&1; then
    cat "$log"; fail "a failure in a class tearDown ${parallel:+under $parallel }let the run pass"
  fi
  grep -q "FailingXCTests.swift:$line: error: Difference" "$log" \
    && grep -q "1 failing assertion (at FailuresReachTheTestTests/FailingXCTests.swift:$line) could not fail its test" "$log" \
    || { cat "$log"; fail "the class tearDown's failure ${parallel:+under $parallel }was not told"; }
done

for log in "$work/swift-testing.log" "$work/xctest.log"; do
  # The fallback is for failures nothing could take; here every one was taken.
  if grep -q "could not fail" "$log"; then cat "$log"; fail "a failure did not reach its test"; fi
  if grep -qi "host application\|IssueReporting" "$log"; then
    cat "$log"; fail "IssueReporting's text is printed"
  fi
done

echo "run.sh: an app using Dump"
app="$(swift build "${build_flags[@]}" --show-bin-path)/App"
if [ "$(uname)" = Linux ]; then
  needed=$(readelf -d "$app" | grep NEEDED || true)
  if grep -qE "XCTest|Testing" <<<"$needed"; then
    echo "$needed"; fail "the app links a test framework"
  fi
fi
"$app" >"$work/app.log" 2>&1 || { cat "$work/app.log"; fail "the app failed"; }
grep -q "main.swift:7: warning: Difference" "$work/app.log" \
  && grep -q "app: still running" "$work/app.log" \
  || { cat "$work/app.log"; fail "the app did not print the failure as a warning and go on"; }
echo "run.sh: OK"
