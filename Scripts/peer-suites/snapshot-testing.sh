#!/usr/bin/env bash
# Runs swift-snapshot-testing's own file-snapshot tests for text strategies that run on Linux
# (SnapshotTestingTests, AssertSnapshotSwiftTests and their helpers, XCTest and Swift Testing)
# against this repository's InlineSnapshot, with only the imports changed, against the peer's
# committed __Snapshots__ files, and prints a pass/fail summary that lists every failing test.
#
# The peer's tests and snapshot files are taken from the machine's copy of the peer into a
# scratch package outside the repository (never into it), which depends on this repository by
# path. The peer's tests record with `.failed`, so a mismatch rewrites the scratch copy of a
# snapshot file: each run starts again from the committed files.
#
#   Scripts/peer-suites/snapshot-testing.sh
#
# Environment: PEER_REPOSITORY, PEER_VERSION, SCRATCH (lib/swift-snapshot-testing-suite.sh).
#
# Exit status: 0 when every test passes, 1 when some fail, 2 when the suite cannot be built.
set -euo pipefail

source "$(dirname "$0")/lib/swift-snapshot-testing-suite.sh"
peer_suite_setup snapshot-testing

# The documented migration: InlineSnapshot replaces SnapshotTesting.
migrate() {
  sed -E \
    -e 's/^([[:space:]]*)@testable import SnapshotTesting$/\1@testable import InlineSnapshot/' \
    -e 's/^([[:space:]]*)import SnapshotTesting$/\1import InlineSnapshot/'
}

# Test files whose strategies are text (or Data) and whose tests run on Linux; the others
# (records, waits, traits, deprecations) test configuration that the inline suite covers.
sources="Tests/SnapshotTestingTests/SnapshotTestingTests.swift
Tests/SnapshotTestingTests/AssertSnapshotSwiftTests.swift
Tests/SnapshotTestingTests/Internal/BaseSuite.swift
Tests/SnapshotTestingTests/Internal/BaseTestCase.swift
Tests/SnapshotTestingTests/Internal/TestHelpers.swift"
# Tests of strategies Verbatim does not have (.func for CaseIterable, .data, .plist, and
# URLRequest's .raw and .curl) are left out, whole methods, by name: Verbatim's file snapshots
# take any strategy, but it has none of these.
unsupported="testCaseIterable testData testEncodable testURLRequest"
drop_tests() {
  python3 -c '
import re, sys
names = sys.argv[1].split()
lines = sys.stdin.read().split("\n")
out, skipping = [], False
for line in lines:
  if not skipping and re.match(r"^  func (%s)\(" % "|".join(names), line):
    skipping = True
    continue
  if skipping:
    if line == "  }":
      skipping = False
    continue
  out.append(line)
sys.stdout.write("\n".join(out))
' "$unsupported"
}

for file in $sources; do
  git -C "$peer" show "$version:$file" | migrate | drop_tests | replace_if_changed "$scratch/$file"
done
# The committed snapshot files and fixtures, afresh each run.
rm -rf "$scratch/Tests/SnapshotTestingTests/__Snapshots__" \
  "$scratch/Tests/SnapshotTestingTests/__Fixtures__"
git -C "$peer" archive "$version" Tests/SnapshotTestingTests/__Snapshots__ \
  Tests/SnapshotTestingTests/__Fixtures__ | tar -x -C "$scratch"

write_peer_manifest SnapshotTestingPeerSuite SnapshotTestingTests \
  $',\n      exclude: ["__Snapshots__", "__Fixtures__"]'
build_and_run_peer_suite "text-strategy tests"
summarize_peer_suite
echo "Changed snapshot files (what the failing tests recorded):"
git -C "$peer" archive "$version" Tests/SnapshotTestingTests/__Snapshots__ | tar -x -C "$scratch" \
  --to-command='cmp -s - "$TAR_FILENAME" || echo "  $TAR_FILENAME"' 2>/dev/null || true
echo "Logs: $scratch/xctest.log, $scratch/swift-testing.log"
exit $status
