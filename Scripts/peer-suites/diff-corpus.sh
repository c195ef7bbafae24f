#!/usr/bin/env bash
# Diffs a corpus of value pairs with both Dump and swift-custom-dump and compares the texts,
# as EveryScalarTests does for dumps. The pairs are written once, in diff-corpus/Corpus.swift,
# which is copied into two executables of a scratch package outside this repository: one
# importing Dump, one importing the peer's CustomDump (read from its git copy). Prints one line
# per pair (same; diff: differs, as DifferencesFromCustomDump.md's corpus table names it;
# DIFF) and a summary; exits non-zero when a pair differs that the article does not name, or
# when the corpus does not build.
#
#   Scripts/peer-suites/diff-corpus.sh [-v]   (-v prints both texts of every differing pair)
#
# Environment:
#   CUSTOM_DUMP_GIT      the peer's git repository (default: the machine's copy)
#   CUSTOM_DUMP_VERSION  the tag to compare with (default: 1.7.3)
#   PEER_SUITES_DIR      where scratch packages live (default: $TMPDIR or /tmp, then
#                        verbatim-peer-suites); kept between runs so that rebuilds are incremental
#
# The peer's code is read from its git copy into the scratch package only; nothing of it is
# written inside this repository.
set -euo pipefail

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
corpus="$repo/Scripts/peer-suites/diff-corpus/Corpus.swift"
peer_git=${CUSTOM_DUMP_GIT:-/opt/swift-packages/pointfreeco/swift-custom-dump.git}
version=${CUSTOM_DUMP_VERSION:-1.7.3}
scratch=${PEER_SUITES_DIR:-${TMPDIR:-/tmp}/verbatim-peer-suites}/diff-corpus
verbose=${1:-}

case "$scratch/" in
  "$repo"/*) echo "error: the scratch package must be outside $repo" >&2; exit 2 ;;
esac
if ! git -C "$peer_git" rev-parse --verify --quiet "$version^{commit}" >/dev/null; then
  echo "error: no swift-custom-dump $version in $peer_git (set CUSTOM_DUMP_GIT)" >&2
  exit 2
fi

# Fresh sources every run; the build folder stays.
mkdir -p "$scratch"
rm -rf "$scratch/Sources"
mkdir -p "$scratch/Sources/DumpCorpus" "$scratch/Sources/PeerCorpus"
git -C "$peer_git" archive "$version" Sources/CustomDump | tar -x -C "$scratch"
rm -rf "$scratch/Sources/CustomDump/Documentation.docc"
# The same file on both sides; only the module it imports changes.
cp "$corpus" "$scratch/Sources/DumpCorpus/main.swift"
sed -E 's/^import Dump$/import CustomDump/' "$corpus" >"$scratch/Sources/PeerCorpus/main.swift"

cat > "$scratch/Package.swift" <<MANIFEST
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "DiffCorpus",
  dependencies: [
    .package(path: "$repo"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
  ],
  targets: [
    // The peer, built from its sources with the features its own manifest enables.
    .target(
      name: "CustomDump",
      dependencies: [.product(name: "IssueReporting", package: "xctest-dynamic-overlay")],
      swiftSettings: [
        .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("InternalImportsByDefault"),
        .enableUpcomingFeature("MemberImportVisibility"),
      ]
    ),
    .executableTarget(name: "PeerCorpus", dependencies: ["CustomDump"]),
    .executableTarget(
      name: "DumpCorpus",
      dependencies: [.product(name: "Dump", package: "$(basename "$repo")")]
    ),
  ]
)
MANIFEST

echo "diff corpus: Dump ($repo) against swift-custom-dump $version"
echo "scratch package: $scratch"
log="$scratch/build-output.txt"
if ! swift build --package-path "$scratch" >"$log" 2>&1; then
  tail -40 "$log"
  echo "FAIL: the corpus did not build (full output: $log)"
  exit 1
fi
bin=$(swift build --package-path "$scratch" --show-bin-path)
"$bin/DumpCorpus" >"$scratch/dump.txt"
"$bin/PeerCorpus" >"$scratch/peer.txt"

differences="$repo/Sources/Dump/Dump.docc/DifferencesFromCustomDump.md"
python3 - "$scratch/dump.txt" "$scratch/peer.txt" "$differences" "$verbose" <<'SUMMARY'
import re, sys

dump_path, peer_path, differences, verbose = sys.argv[1:5]

def pairs(path):
  # Each pair is written as U+0001, its name, a newline, then its diff (or <nil>).
  text = open(path, encoding="utf-8", errors="surrogateescape", newline="").read()
  result = {}
  for record in text.split("\x01")[1:]:
    name, _, diff = record.partition("\n")
    result[name] = diff
  return result

ours, peers = pairs(dump_path), pairs(peer_path)
# Pairs that differ on purpose are named, in backticks, in the article's corpus table.
documented = set(re.findall(r"`corpus\.([A-Za-z0-9_.]+)`", open(differences).read()))
same = differing = undocumented = 0
for name in ours:
  if ours[name] == peers.get(name):
    same += 1
    mark = "same"
  elif name in documented:
    differing += 1
    mark = "diff"
  else:
    undocumented += 1
    mark = "DIFF"
  print("%-4s  %s" % (mark, name))
  if mark != "same" and (verbose or mark == "DIFF"):
    for label, text in (("Dump", ours[name]), ("swift-custom-dump", peers.get(name))):
      print("      %s:" % label)
      for line in (text if text is not None else "<missing>").split("\n"):
        print("      | " + line.replace("\r", "\\r"))
stale = sorted(n for n in documented if n in ours and ours[n] == peers.get(n))
unknown = sorted(n for n in documented if n not in ours)
print()
print("%d pairs: %d same, %d documented differences, %d undocumented"
      % (len(ours), same, differing, undocumented))
if stale:
  print("same, though documented as differing (update the article): " + ", ".join(stale))
if unknown:
  print("documented, but not in the corpus: " + ", ".join(unknown))
print("result: %s" % ("FAIL" if undocumented or stale or unknown else "ok"))
sys.exit(1 if undocumented or stale or unknown else 0)
SUMMARY
