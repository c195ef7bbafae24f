#!/usr/bin/env bash
# End-to-end check that a failing assertion never lets a run pass, even when the user's test
# target leaves out IssueReportingTestSupport (without which IssueReporting can only print a
# failure under Swift Testing on Linux): a failing expectNoDifference and a failing
# assertInlineSnapshot must make `swift test` exit non-zero under Swift Testing and under
# XCTest, and the message naming the product and the line to add must be printed once.
# One build serves both runs. KEEP_WORK=1 keeps the temporary folder and its logs; WORK=<that
# folder> reuses it, and its build.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
source "$here/../scratch-package.sh"
scratch_package "$here" missing-test-support-e2e

line='.product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),'
for framework in swift-testing xctest; do
  log="$work/$framework.log"
  if [ "$framework" = swift-testing ]; then only=--disable-xctest; else only=--disable-swift-testing; fi
  echo "run.sh: $framework, two failing assertions (the run must fail)"
  if env -u SNAPSHOT_TESTING_RECORD swift test --skip-build "$only" >"$log" 2>&1; then
    cat "$log"
    fail "under $framework, the run passed although two assertions failed"
  fi
  grep -q "Hello, Blob" "$log" || { cat "$log"; fail "under $framework, the failure was not printed"; }
done
# Swift Testing cannot hear of the failures on Linux: the process says why it fails, once. (On
# Apple platforms, IssueReporting reaches Swift Testing in a debug build, as IssueDelivery says.)
if [ "$(uname)" = Linux ]; then
  count=$(grep -cF "$line" "$work/swift-testing.log" || true)
  [ "$count" -eq 1 ] || { cat "$work/swift-testing.log"; fail "the line to add was printed $count times"; }
  grep -q "2 failing assertions" "$work/swift-testing.log" \
    || { cat "$work/swift-testing.log"; fail "the message did not count both failures"; }
fi
# XCTest hears of them through XCTFail in a debug build: its failures are the usual ones.
grep -q "FailingXCTests.testValuesDiffer : failed" "$work/xctest.log" \
  || { cat "$work/xctest.log"; fail "XCTest did not fail testValuesDiffer"; }
grep -q "FailingXCTests.testSnapshotDiffers : failed" "$work/xctest.log" \
  || { cat "$work/xctest.log"; fail "XCTest did not fail testSnapshotDiffers"; }
echo "run.sh: OK"
