#!/usr/bin/env bash
# Runs swift-snapshot-testing's own InlineSnapshotTestingTests (XCTest and Swift Testing)
# against this repository's InlineSnapshot, with only the imports changed, and prints a
# pass/fail summary that lists every failing test.
#
# The peer's tests are taken from the machine's copy of the peer into a scratch package outside
# the repository (never into it), which depends on this repository by path. The scratch package
# is kept between runs, so only the first build compiles swift-syntax.
#
#   Scripts/peer-suites/inline-snapshot-testing.sh
#
# Environment: PEER_REPOSITORY, PEER_VERSION, SCRATCH (lib/swift-snapshot-testing-suite.sh).
#
# Exit status: 0 when every test passes, 1 when some fail, 2 when the suite cannot be built.
set -euo pipefail

source "$(dirname "$0")/lib/swift-snapshot-testing-suite.sh"
peer_suite_setup inline-snapshot-testing

# The documented migration: InlineSnapshot replaces InlineSnapshotTesting, SnapshotTesting
# (whose configuration it re-exports) and SnapshotTestingCustomDump (whose .customDump it has).
# The peer's `@_spi(Internals)` import is only used by tests that run on Darwin.
migrate() {
  sed -E \
    -e 's/^([[:space:]]*)@_spi\(Internals\) import InlineSnapshotTesting$/\1import InlineSnapshot/' \
    -e 's/^([[:space:]]*)import InlineSnapshotTesting$/\1import InlineSnapshot/' \
    -e 's/^([[:space:]]*)import SnapshotTesting$/\1import InlineSnapshot/' \
    -e 's/^([[:space:]]*)import SnapshotTestingCustomDump$/\1import InlineSnapshot/'
}

files=$(git -C "$peer" ls-tree -r --name-only "$version" Tests/InlineSnapshotTestingTests \
  | grep '\.swift$')
for file in $files; do
  git -C "$peer" show "$version:$file" | migrate | replace_if_changed "$scratch/$file"
done

write_peer_manifest InlineSnapshotTestingPeerSuite InlineSnapshotTestingTests ""
build_and_run_peer_suite InlineSnapshotTestingTests
summarize_peer_suite
echo "Logs: $scratch/xctest.log, $scratch/swift-testing.log"
exit $status
