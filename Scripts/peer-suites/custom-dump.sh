#!/usr/bin/env bash
# Runs swift-custom-dump's own test suite against Dump, as a user switching libraries would:
# the peer's Tests/CustomDumpTests with `import CustomDump` replaced by `import Dump`, in a
# scratch package outside this repository that depends on it by path. Prints one line per test
# (pass; diff: fails, checking a deliberate difference that DifferencesFromCustomDump.md names;
# FAIL) and a summary; exits non-zero when a test fails that the article does not name, or
# when the suite does not build. A named test is judged by its name only: when the counts
# change, read its failure in the full output.
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
        // The peer's tests import it; Dump does not need it.
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
# Swift Testing writes its results, suite names included, to results-swift-testing.xml.
rm -f "$scratch"/results*.xml
# Failing tests make `swift test` fail; the summary below judges them.
swift test --package-path "$scratch" \
  --xunit-output "$scratch/results.xml" "$@" >"$log" 2>&1 || true

differences="$repo/Sources/Dump/Dump.docc/DifferencesFromCustomDump.md"
python3 - "$log" "$scratch/results-swift-testing.xml" "$differences" <<'SUMMARY'
import os, re, sys
import xml.etree.ElementTree as ElementTree

log, xunit, differences = sys.argv[1:4]
text = open(log, encoding="utf-8", errors="replace").read()
results = {}  # name -> (framework, outcome)
# XCTest: Test Case 'DiffTests.testAny' passed (0.001 seconds)
for name, outcome in re.findall(r"^Test Case '([^']+)' (passed|failed|skipped)", text, re.M):
  results[name] = ("XCTest", outcome)
if os.path.exists(xunit):
  for case in ElementTree.parse(xunit).getroot().iter("testcase"):
    name = case.get("classname", "").split(".")[-1] + "." + case.get("name", "")
    if case.find("failure") is not None or case.find("error") is not None:
      outcome = "failed"
    elif case.find("skipped") is not None:
      outcome = "skipped"
    else:
      outcome = "passed"
    results[name] = ("Swift Testing", outcome)

if not results:
  sys.stdout.write(text[-4000:])
  print("\nFAIL: the suite did not build or run")
  sys.exit(1)

# Tests that check a deliberate difference are named, in backticks, in the article.
documented = set(re.findall(r"`([A-Za-z]+Tests\.[A-Za-z_]+(?:\(\))?)`", open(differences).read()))
for name in sorted(results):
  outcome = results[name][1]
  mark = {"passed": "pass", "skipped": "skip"}.get(outcome)
  if mark is None:
    mark = "diff" if name in documented else "FAIL"
  print("%-4s  %s" % (mark, name))

print()
for framework in ("XCTest", "Swift Testing"):
  ran = [o for f, o in results.values() if f == framework and o != "skipped"]
  print("%s: %d/%d pass" % (framework, ran.count("passed"), len(ran)))
ran = [o for _, o in results.values() if o != "skipped"]
print("total: %d/%d pass" % (ran.count("passed"), len(ran)))
failed = sorted(n for n, (_, o) in results.items() if o == "failed")
deliberate = [n for n in failed if n in documented]
unexpected = [n for n in failed if n not in documented]
fixed = sorted(n for n in documented if results.get(n, ("", ""))[1] == "passed")
if deliberate:
  print("fail, each a documented deliberate difference (%s):" % os.path.basename(differences))
  for name in deliberate:
    print("  " + name)
if fixed:
  print("pass, though documented as differing (update the article):")
  for name in fixed:
    print("  " + name)
if unexpected:
  print("FAIL, not documented:")
  for name in unexpected:
    print("  " + name)
print("result: %s" % ("FAIL" if unexpected else "ok"))
sys.exit(1 if unexpected else 0)
SUMMARY
