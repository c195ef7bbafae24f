#!/usr/bin/env bash
# Runs swift-custom-dump's own test suite against Dump, as a user switching libraries would:
# the peer's Tests/CustomDumpTests with `import CustomDump` replaced by `import Dump`, in a
# scratch package outside this repository that depends on it by path. Prints one line per test
# and a summary; exits non-zero when a test fails or the suite does not build.
#
#   Scripts/peer-suites/custom-dump.sh [swift test options, e.g. --filter DiffTests]
#
# Environment:
#   CUSTOM_DUMP_GIT      the peer's git repository (default: the machine's copy)
#   CUSTOM_DUMP_VERSION  the tag whose tests run (default: 1.7.3)
#   PEER_SUITES_DIR      where scratch packages live (default: $TMPDIR or /tmp, then
#                        verbatim-peer-suites); kept between runs so that rebuilds are incremental
#
# The peer's code is read from its git copy into the scratch package only; nothing of it is
# written inside this repository.
set -euo pipefail

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
peer_git=${CUSTOM_DUMP_GIT:-/opt/swift-packages/pointfreeco/swift-custom-dump.git}
version=${CUSTOM_DUMP_VERSION:-1.7.3}
scratch=${PEER_SUITES_DIR:-${TMPDIR:-/tmp}/verbatim-peer-suites}/custom-dump

case "$scratch/" in
  "$repo"/*) echo "error: the scratch package must be outside $repo" >&2; exit 2 ;;
esac
if ! git -C "$peer_git" rev-parse --verify --quiet "$version^{commit}" >/dev/null; then
  echo "error: no swift-custom-dump $version in $peer_git (set CUSTOM_DUMP_GIT)" >&2
  exit 2
fi

# Fresh test sources every run; the build folder stays.
mkdir -p "$scratch"
rm -rf "$scratch/Tests"
mkdir -p "$scratch/Tests"
git -C "$peer_git" archive "$version" Tests/CustomDumpTests | tar -x -C "$scratch"
# The documented drop-in: only the module name changes.
find "$scratch/Tests" -name '*.swift' -exec sed -i -E \
  's/^([[:space:]]*)import CustomDump$/\1import Dump/' {} +

# The peer's test target, with Verbatim's Dump in place of CustomDump. The upcoming features
# are the ones the peer's own manifest enables for its tests.
cat > "$scratch/Package.swift" <<MANIFEST
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "CustomDumpPeerSuite",
  dependencies: [
    .package(path: "$repo"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
  ],
  targets: [
    .testTarget(
      name: "CustomDumpTests",
      dependencies: [
        .product(name: "Dump", package: "$(basename "$repo")"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      swiftSettings: [
        .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("ImmutableWeakCaptures"),
        .enableUpcomingFeature("InferIsolatedConformances"),
        .enableUpcomingFeature("InternalImportsByDefault"),
        .enableUpcomingFeature("MemberImportVisibility"),
        .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
      ]
    )
  ]
)
MANIFEST

log="$scratch/test-output.txt"
echo "swift-custom-dump $version CustomDumpTests against $repo"
echo "scratch package: $scratch (full output: $log)"
# A path dependency declares only the libraries when asked (README, "Supported versions").
# Swift Testing writes its results, suite names included, to results-swift-testing.xml.
rm -f "$scratch"/results*.xml
set +e
VERBATIM_LIBRARIES_ONLY=1 swift test --package-path "$scratch" \
  --xunit-output "$scratch/results.xml" "$@" >"$log" 2>&1
status=$?
set -e

python3 - "$log" "$status" "$scratch/results-swift-testing.xml" <<'SUMMARY'
import os, re, sys
import xml.etree.ElementTree as ElementTree

log, status, xunit = sys.argv[1], int(sys.argv[2]), sys.argv[3]
text = open(log, encoding="utf-8", errors="replace").read()
results = {}
# XCTest: Test Case 'DiffTests.testAny' passed (0.001 seconds)
for name, outcome in re.findall(r"^Test Case '([^']+)' (passed|failed|skipped)", text, re.M):
  results[name] = outcome
if os.path.exists(xunit):
  for case in ElementTree.parse(xunit).getroot().iter("testcase"):
    name = case.get("classname", "").split(".")[-1] + "." + case.get("name", "")
    if case.find("failure") is not None or case.find("error") is not None:
      results[name] = "failed"
    elif case.find("skipped") is not None:
      results[name] = "skipped"
    else:
      results[name] = "passed"

if not results:
  sys.stdout.write(text[-4000:])
  print("\nFAIL: the suite did not build or run (exit status %d)" % status)
  sys.exit(1)
for name in sorted(results):
  print("%-5s %s" % ({"passed": "pass", "failed": "FAIL", "skipped": "skip"}[results[name]], name))
failed = sorted(n for n, o in results.items() if o == "failed")
passed = sum(1 for o in results.values() if o == "passed")
run = sum(1 for o in results.values() if o != "skipped")
print()
print("%d/%d pass" % (passed, run))
if failed:
  print("failed:")
  for name in failed:
    print("  " + name)
sys.exit(1 if failed or status != 0 else 0)
SUMMARY
