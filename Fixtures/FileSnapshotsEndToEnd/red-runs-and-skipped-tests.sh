#!/usr/bin/env bash
# End-to-end check that `verbatim-snapshots test` never passes a red run and never lists or
# deletes the files of tests that exist but did not run. Standalone: it writes its own
# throwaway package. Every run has CI=true, as on CI.
#   1. record greeting.1.txt; write by hand the files of tests that never run here (disabled,
#      enabled(if: false), gated to macOS, an assertion behind an `if` not taken, a test run
#      only on request) and of a deleted test (farewell);
#   2. `test --unreferenced=delete` passes, deletes farewell.1.txt only and names the kept files;
#   3. a differing file snapshot: `test` exits non-zero, with and without
#      --unreferenced=reject, and again with the older entry pending;
#   4. with that entry still pending, a lone failing #expect exits non-zero, and so does a
#      filtered run the tool refuses to judge; a passing run with entries pending exits 0.
# WORK, KEEP_WORK and BUILD_SYSTEM as in ../scratch-package.sh.
set -euo pipefail
unset SNAPSHOT_TESTING_RECORD VERBATIM_PENDING_DIR VERBATIM_REFERENCES_DIR DIFFER FAIL_EXPECT

here="$(cd "$(dirname "$0")" && pwd)"
export VERBATIM_CHECKOUT="${VERBATIM_CHECKOUT:-$(cd "$here/../.." && pwd)}"
source "$here/../scratch-package.sh"

source="$(mktemp -d "${TMPDIR:-/tmp}/red-runs-source.XXXXXX")"
mkdir -p "$source/Tests/ReportTests"
cat >"$source/Package.swift" <<'SWIFT'
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "RedRunsEndToEnd",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(path: "../Verbatim"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
  ],
  targets: [
    .testTarget(
      name: "ReportTests",
      dependencies: [
        .product(name: "InlineSnapshot", package: "Verbatim"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    )
  ],
  swiftLanguageModes: [.v6]
)
SWIFT
cat >"$source/Tests/ReportTests/ReportTests.swift" <<'SWIFT'
import Foundation
import InlineSnapshot
import Testing

let environment = ProcessInfo.processInfo.environment
let isMacOS: Bool = {
  #if os(macOS)
    true
  #else
    false
  #endif
}()

@Suite struct ReportTests {
  @Test func greeting() { assertSnapshot(of: "Hello", as: .lines) }
  @Test(.disabled("flaky on CI")) func flaky() { assertSnapshot(of: "Flaky", as: .lines) }
  @Test(.enabled(if: false)) func off() { assertSnapshot(of: "Off", as: .lines) }
  @Test(.enabled(if: isMacOS)) func onMac() { assertSnapshot(of: "Mac", as: .lines) }
  @Test func sometimes() {
    if environment["NEVER_SET"] != nil { assertSnapshot(of: "Sometimes", as: .lines) }
  }
  // Runs only when asked, with the text asked for: its file holds "same".
  @Test(.enabled(if: environment["DIFFER"] != nil)) func differs() {
    assertSnapshot(of: environment["DIFFER"] ?? "", as: .lines)
  }
  @Test func failsOnRequest() { #expect(environment["FAIL_EXPECT"] == nil) }
}
SWIFT
scratch_package "$source" red-runs-e2e
rm -rf "$source"

folder="Tests/ReportTests/__Snapshots__/ReportTests"
tool() { swift run "${build_flags[@]}" verbatim-snapshots test "$@" "${build_flags[@]}"; }
export CI=true

echo "red-runs-and-skipped-tests.sh: recording greeting.1.txt (expected to fail)"
if SNAPSHOT_TESTING_RECORD=missing swift test "${build_flags[@]}" --skip-build \
  >"$work/record.log" 2>&1; then
  cat "$work/record.log"; fail "the recording run passed, but its snapshot was missing"
fi
[ -f "$folder/greeting.1.txt" ] || { ls -R Tests; fail "greeting.1.txt was not recorded"; }
# The files of tests that do not run here, written as the strategy writes them.
for pair in flaky:Flaky off:Off onMac:Mac sometimes:Sometimes differs:same farewell:Goodbye; do
  sed "s/Hello/${pair#*:}/" "$folder/greeting.1.txt" >"$folder/${pair%%:*}.1.txt"
done
kept=(flaky off sometimes differs)
[ "$(uname)" = Darwin ] || kept+=(onMac)

echo "red-runs-and-skipped-tests.sh: delete keeps the files of tests that did not run"
tool --unreferenced=delete >"$work/delete.log" 2>&1 \
  || { cat "$work/delete.log"; fail "the delete run failed"; }
grep -qxF "Deleted $folder/farewell.1.txt" "$work/delete.log" \
  || { cat "$work/delete.log"; fail "delete did not delete farewell.1.txt"; }
[ ! -e "$folder/farewell.1.txt" ] || fail "farewell.1.txt is still there"
[ "$(grep -c '^Deleted ' "$work/delete.log")" = 1 ] \
  || { cat "$work/delete.log"; fail "delete deleted more than farewell.1.txt"; }
grep -qF "Kept ${#kept[@]} snapshot files no assertion read in this run" "$work/delete.log" \
  || { cat "$work/delete.log"; fail "delete did not name the ${#kept[@]} kept files"; }
for name in greeting "${kept[@]}"; do
  [ -f "$folder/$name.1.txt" ] || { cat "$work/delete.log"; fail "$name.1.txt was deleted"; }
  [ "$name" = greeting ] || grep -qxF "  $folder/$name.1.txt" "$work/delete.log" \
    || { cat "$work/delete.log"; fail "$name.1.txt is not named as kept"; }
done
tool --unreferenced=reject >"$work/reject.log" 2>&1 \
  || { cat "$work/reject.log"; fail "reject failed on files whose tests exist"; }

# expect_red LOG ARGS…: the tool's run must exit non-zero.
expect_red() {
  local log="$1"
  shift
  local status=0
  tool "$@" >"$work/$log" 2>&1 || status=$?
  [ "$status" != 0 ] || { cat "$work/$log"; fail "a red run exited 0: test $*"; }
  echo "red-runs-and-skipped-tests.sh:   test $* exited $status"
}

echo "red-runs-and-skipped-tests.sh: a differing file snapshot fails the run"
DIFFER=changed expect_red differ.log
grep -qF "$folder/differs.1.txt" "$work/differ.log" \
  || { cat "$work/differ.log"; fail "the differing snapshot was not listed as pending"; }
DIFFER=changed expect_red differ-reject.log --unreferenced=reject
DIFFER=changed expect_red differ-again.log
swift run "${build_flags[@]}" verbatim-snapshots list >"$work/list.log" 2>&1
grep -qF "differs.1.txt" "$work/list.log" \
  || { cat "$work/list.log"; fail "no entry is pending for the next checks"; }

echo "red-runs-and-skipped-tests.sh: older entries pending, a lone failing #expect fails"
FAIL_EXPECT=1 expect_red expect.log
FAIL_EXPECT=1 expect_red expect-reject.log --unreferenced=reject
FAIL_EXPECT=1 expect_red filtered.log --unreferenced=reject --filter failsOnRequest
grep -qF "unreferenced snapshot files not judged: the run was filtered (--filter)" \
  "$work/filtered.log" || { cat "$work/filtered.log"; fail "the filtered run was judged"; }

echo "red-runs-and-skipped-tests.sh: a passing run with entries pending exits 0"
tool >"$work/green.log" 2>&1 || { cat "$work/green.log"; fail "a green run failed"; }
grep -qF "differs.1.txt" "$work/green.log" \
  || { cat "$work/green.log"; fail "the green run did not list the pending entry"; }
echo "red-runs-and-skipped-tests.sh: passed"
