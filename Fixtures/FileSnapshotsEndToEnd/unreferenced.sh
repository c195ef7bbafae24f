#!/usr/bin/env bash
# End-to-end check of unreferenced snapshot files, as a user finds them. Standalone: it writes
# its own throwaway package (two Swift Testing file snapshots, one XCTest) and needs nothing
# else from this folder.
#   1. record the three files (SNAPSHOT_TESTING_RECORD=missing), then a plain run passes;
#   2. delete the test `farewell`: `verbatim-snapshots test --unreferenced=reject` fails and
#      lists farewell.1.txt only;
#   3. the same filtered to `greeting` refuses to judge, says so, and lists nothing;
#   4. `--unreferenced=delete` deletes farewell.1.txt; then `reject` passes.
# WORK, KEEP_WORK and BUILD_SYSTEM as in ../scratch-package.sh. Works with CI=true: the one
# run that writes names its record mode; the tool's runs only read.
set -euo pipefail
unset SNAPSHOT_TESTING_RECORD VERBATIM_PENDING_DIR VERBATIM_REFERENCES_DIR

here="$(cd "$(dirname "$0")" && pwd)"
export VERBATIM_CHECKOUT="${VERBATIM_CHECKOUT:-$(cd "$here/../.." && pwd)}"
source "$here/../scratch-package.sh"

source="$(mktemp -d "${TMPDIR:-/tmp}/unreferenced-source.XXXXXX")"
mkdir -p "$source/Tests/ReportTests"
cat >"$source/Package.swift" <<'SWIFT'
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "UnreferencedEndToEnd",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(path: "../Verbatim"),
  ],
  targets: [
    .testTarget(
      name: "ReportTests",
      dependencies: [
        .product(name: "InlineSnapshot", package: "Verbatim"),
      ]
    )
  ],
  swiftLanguageModes: [.v6]
)
SWIFT
cat >"$source/Tests/ReportTests/ReportTests.swift" <<'SWIFT'
import InlineSnapshot
import Testing

@Suite struct ReportTests {
  @Test func greeting() { assertSnapshot(of: "Hello", as: .lines) }
  @Test func farewell() { assertSnapshot(of: "Goodbye", as: .lines) }
}
SWIFT
cat >"$source/Tests/ReportTests/LegacyTests.swift" <<'SWIFT'
import InlineSnapshot
import XCTest

final class LegacyTests: XCTestCase {
  func testSummary() { assertSnapshot(of: "Summary", as: .lines) }
}
SWIFT
scratch_package "$source" unreferenced-e2e
rm -rf "$source"

snapshots="Tests/ReportTests/__Snapshots__"
farewell="$snapshots/ReportTests/farewell.1.txt"
tool() { swift run "${build_flags[@]}" verbatim-snapshots test "$@" "${build_flags[@]}"; }

echo "unreferenced.sh: recording the three snapshot files (expected to fail)"
if SNAPSHOT_TESTING_RECORD=missing swift test "${build_flags[@]}" --skip-build \
  >"$work/record.log" 2>&1; then
  cat "$work/record.log"; fail "the recording run passed, but its snapshots were missing"
fi
for file in "$snapshots/ReportTests/greeting.1.txt" "$farewell" \
  "$snapshots/LegacyTests/testSummary.1.txt"; do
  [ -f "$file" ] || { ls -R Tests; fail "$file was not recorded"; }
done
swift test "${build_flags[@]}" --skip-build >"$work/pass.log" 2>&1 \
  || { cat "$work/pass.log"; fail "the run after recording failed"; }

echo "unreferenced.sh: the test farewell deleted, reject fails listing its file"
sed -i.bak '/func farewell/d' Tests/ReportTests/ReportTests.swift && rm Tests/ReportTests/*.bak
if tool --unreferenced=reject >"$work/reject.log" 2>&1; then
  cat "$work/reject.log"; fail "reject passed with farewell.1.txt unreferenced"
fi
grep -qxF "1 snapshot file unreferenced: not read in this run, and no test of that name is left:" \
  "$work/reject.log" \
  && grep -qxF "  $farewell" "$work/reject.log" \
  || { cat "$work/reject.log"; fail "reject did not list $farewell alone"; }

echo "unreferenced.sh: a filtered run refuses to judge"
tool --unreferenced=reject --filter greeting >"$work/filtered.log" 2>&1 \
  || { cat "$work/filtered.log"; fail "the filtered run failed"; }
grep -qF "unreferenced snapshot files not judged: the run was filtered (--filter)" \
  "$work/filtered.log" || { cat "$work/filtered.log"; fail "the filtered run did not refuse"; }
# (SwiftPM's own warning names the snapshot files too, with their full paths.)
if grep -qxF "  $farewell" "$work/filtered.log"; then
  cat "$work/filtered.log"; fail "the filtered run listed farewell.1.txt"
fi

echo "unreferenced.sh: delete, then reject passes"
tool --unreferenced=delete >"$work/delete.log" 2>&1 \
  || { cat "$work/delete.log"; fail "the delete run failed"; }
grep -qxF "Deleted $farewell" "$work/delete.log" \
  || { cat "$work/delete.log"; fail "delete did not say it deleted $farewell"; }
[ ! -e "$farewell" ] || fail "$farewell is still there"
[ -f "$snapshots/LegacyTests/testSummary.1.txt" ] || fail "the XCTest's file was deleted"
tool --unreferenced=reject >"$work/clean.log" 2>&1 \
  || { cat "$work/clean.log"; fail "reject failed after delete"; }
grep -qxF "No unreferenced snapshot file." "$work/clean.log" \
  || { cat "$work/clean.log"; fail "reject after delete did not say all files were read"; }
echo "unreferenced.sh: passed"
