#!/usr/bin/env bash
# Runs swift-macro-testing on top of this repository's InlineSnapshot, as a package built on
# InlineSnapshotTesting would move to it: only its manifest and imports changed. Then it runs
# swift-dependencies' tests on top of that copy (its macro tests, DependenciesMacrosPluginTests,
# use swift-macro-testing; the rest check the library they expand to), and records through it:
# the closures after the source closure of some `assertMacro` calls are deleted, recorded again
# and compared with the released text. Prints pass/fail counts for each.
#
# Both packages are taken from the machine's copies into scratch packages outside the
# repository (never into it). The scratch folder is kept between runs, so only the first build
# compiles swift-syntax.
#
#   Scripts/peer-suites/macro-testing.sh
#
# Environment:
#   MACRO_TESTING_GIT      (/opt/swift-packages/pointfreeco/swift-macro-testing.git)
#   MACRO_TESTING_VERSION  (0.7.0)
#   DEPENDENCIES_GIT       (/opt/swift-packages/pointfreeco/swift-dependencies.git)
#   DEPENDENCIES_VERSION   (1.17.1)
#   SCRATCH                the scratch folder ($TMPDIR/verbatim-peer-suites/macro-testing)
#
# Exit status: 0 when every test passes and every recording matches the released text, 1 when
# not, 2 when a package does not build.
set -euo pipefail

repository=$(cd "$(dirname "$0")/../.." && pwd -P)
macro_git=${MACRO_TESTING_GIT:-/opt/swift-packages/pointfreeco/swift-macro-testing.git}
macro_version=${MACRO_TESTING_VERSION:-0.7.0}
dependencies_git=${DEPENDENCIES_GIT:-/opt/swift-packages/pointfreeco/swift-dependencies.git}
dependencies_version=${DEPENDENCIES_VERSION:-1.17.1}
scratch=${SCRATCH:-${TMPDIR:-/tmp}/verbatim-peer-suites/macro-testing}
mkdir -p "$scratch"
scratch=$(cd "$scratch" && pwd -P)
case "$scratch/" in
  "$repository"/*) echo "SCRATCH must be outside the repository: $scratch" >&2; exit 2 ;;
esac
macro="$scratch/swift-macro-testing"
dependencies="$scratch/swift-dependencies"
verbatim=$(basename "$repository")

# The documented migration: each import of InlineSnapshotTesting or SnapshotTesting, with its
# attributes (`@_spi(Internals)`, `@preconcurrency`), becomes one of InlineSnapshot.
migrate_imports() {
  sed -E 's/^([[:space:]]*(@[A-Za-z_]+(\([A-Za-z_]+\))?[[:space:]]+)*import) (InlineSnapshotTesting|SnapshotTesting|SnapshotTestingCustomDump)$/\1 InlineSnapshot/'
}

# Copies a package's files at a tag into a folder, imports migrated, rewriting only the files
# that differ so that an unchanged package is not recompiled.
checkout() {
  local git=$1 version=$2 target=$3 file
  mkdir -p "$target"
  git -C "$git" ls-tree -r --name-only "$version" | while IFS= read -r file; do
    case "$file" in Sources/*|Tests/*|Package*.swift) ;; *) continue ;; esac
    mkdir -p "$target/$(dirname "$file")"
    case "$file" in
      *.swift) git -C "$git" show "$version:$file" | migrate_imports > "$target/$file.new" ;;
      *) git -C "$git" show "$version:$file" > "$target/$file.new" ;;
    esac
    if cmp -s "$target/$file.new" "$target/$file"; then
      rm "$target/$file.new"
    else
      mv "$target/$file.new" "$target/$file"
    fi
  done
}

# swift-macro-testing's manifest: Verbatim's InlineSnapshot in place of swift-snapshot-testing's
# InlineSnapshotTesting, and the test target links IssueReportingTestSupport: swift-macro-testing
# reports its own failures through IssueReporting, which needs it on Linux (Verbatim's do not).
checkout "$macro_git" "$macro_version" "$macro"
rm -f "$macro"/Package@swift-*.swift
python3 - "$macro/Package.swift" "$repository" "$verbatim" <<'MANIFEST'
import re, sys
path, repository, verbatim = sys.argv[1:4]
text = open(path).read()
new = text.replace(
  '.package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.4")',
  '.package(path: "%s"),\n    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1")'
  % repository)
new = new.replace(
  '.product(name: "InlineSnapshotTesting", package: "swift-snapshot-testing")',
  '.product(name: "InlineSnapshot", package: "%s")' % verbatim)
new = new.replace(
  '''      dependencies: [
        "MacroTesting"
      ]''',
  '''      dependencies: [
        "MacroTesting",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]''')
if new.count('package: "%s"' % verbatim) != 1 or "IssueReportingTestSupport" not in new:
  sys.exit("swift-macro-testing's manifest is not the expected one: " + path)
if new != open(path).read():
  open(path, "w").write(new)
MANIFEST

# swift-dependencies' manifest: the migrated swift-macro-testing in place of the released one.
checkout "$dependencies_git" "$dependencies_version" "$dependencies"
for manifest in "$dependencies"/Package*.swift; do
  sed -i -E "s#\\.package\\(url: \"https://github.com/pointfreeco/swift-macro-testing\", from: \"[0-9.]+\"\\)#.package(path: \"$macro\")#" "$manifest"
done
if ! grep -q "path: \"$macro\"" "$dependencies/Package@swift-6.3.swift"; then
  echo "swift-dependencies' manifest is not the expected one" >&2
  exit 2
fi

export VERBATIM_LIBRARIES_ONLY=1
# As upstream runs its suites: on a developer's machine, with the record modes its tests set.
unset CI SNAPSHOT_TESTING_RECORD

status=0
# Counts from each framework's own summary: XCTest's last "Executed N tests, with F failures",
# Swift Testing's "Test run with N tests" and its failed tests (names can repeat across suites).
summarize() {
  local name=$1 log=$2 xctest=0 xctest_failed=0 testing=0 testing_failed=0 failed
  if grep -qE "Executed [0-9]+ tests?, with" "$log"; then
    read -r xctest xctest_failed < <(grep -E "Executed [0-9]+ tests?, with" "$log" | tail -1 \
      | sed -E 's/.*Executed ([0-9]+) tests?, with ([0-9]+) failures?.*/\1 \2/')
  fi
  if grep -qE "Test run with [0-9]+ tests?" "$log"; then
    testing=$(grep -E "Test run with [0-9]+ tests?" "$log" | tail -1 | sed -E 's/.*Test run with ([0-9]+) tests?.*/\1/')
    testing_failed=$(grep -cE "^.* Test [^ ]+\(.*\) (with [0-9]+ test cases? )?failed after" "$log" || true)
  fi
  local total=$(( xctest + testing )) failures=$(( xctest_failed + testing_failed ))
  if [ "$total" -eq 0 ]; then
    status=1
    echo "$name: no results (did the test process crash?) See $log"
    return
  fi
  echo "$name: $(( total - failures ))/$total passed ($xctest XCTest, $testing Swift Testing)"
  if [ "$failures" -gt 0 ]; then
    status=1
    failed=$( (sed -nE "s/^Test Case '([^']+)' failed.*/\1/p" "$log";
      sed -nE 's/^.* Test ([^ ]+\(.*\)) (with [0-9]+ test cases? )?failed after .*/\1/p' "$log") | sort -u)
    printf '%s\n' "$failed" | sed 's/^/  FAILED /'
  fi
}

build() {
  local package=$1 name=$2
  echo "Building $name in $package …"
  if ! swift build --package-path "$package" --build-tests > "$package/build.log" 2>&1; then
    grep -E 'error:' "$package/build.log" | sort -u | head -40 || true
    echo "$name does not build; see $package/build.log"
    exit 2
  fi
}

echo "swift-macro-testing $macro_version and swift-dependencies $dependencies_version on $repository"
echo "in $scratch"
build "$macro" "swift-macro-testing $macro_version"
swift test --package-path "$macro" --skip-build > "$macro/test.log" 2>&1 || true
build "$dependencies" "swift-dependencies $dependencies_version"
# Its whole suite: DependenciesMacrosPluginTests, and the tests of the library it checks.
swift test --package-path "$dependencies" --skip-build > "$dependencies/test.log" 2>&1 || true
grep -E "^Test Case '(DependencyClientMacroTests|DependencyEndpointMacroTests|DependencyEntryMacroTests)\." \
  "$dependencies/test.log" > "$dependencies/macro-tests.log" || true

# Recording through swift-macro-testing: every closure after the source closure of each
# assertMacro call in these files is deleted, then recorded by the tests' own record mode
# (`.missing`), and the files must come back as released.
record_files="Tests/MacroTestingTests/DiagnosticsAndFixitsEmitterMacroTests.swift
Tests/MacroTestingTests/OptionSetMacroTests.swift
Tests/MacroTestingTests/WrapStoredPropertiesMacroTests.swift"
record_filter="DiagnosticsAndFixitsEmitterMacroTests|OptionSetMacroTests|WrapStoredPropertiesMacroTests"
deleted=0
for file in $record_files; do
  count=$(python3 - "$macro/$file" <<'DELETE'
import re, sys
path = sys.argv[1]
lines = open(path).read().split("\n")
out, deleted, i = [], 0, 0
while i < len(lines):
  line = lines[i]
  out.append(line)
  call = re.match(r"^( *)assertMacro(\(.*\))? \{$", line)
  i += 1
  if not call:
    continue
  indent = call.group(1)
  # The source closure ends where a labelled closure starts, at the call's indentation.
  while i < len(lines) and not re.match(r"^%s\} [a-z]+: \{$" % indent, lines[i]) \
      and lines[i] != indent + "}":
    out.append(lines[i]); i += 1
  if i < len(lines) and lines[i] != indent + "}":
    while i < len(lines) and lines[i] != indent + "}":
      if re.match(r"^%s\} [a-z]+: \{$" % indent, lines[i]):
        deleted += 1
      i += 1
    out.append(indent + "}"); i += 1
  elif i < len(lines):
    out.append(lines[i]); i += 1
open(path, "w").write("\n".join(out))
print(deleted)
DELETE
)
  deleted=$((deleted + count))
done
swift build --package-path "$macro" --build-tests >> "$macro/build.log" 2>&1 || {
  echo "The test sources without their closures do not build; see $macro/build.log"; exit 2; }
swift test --package-path "$macro" --skip-build --filter "$record_filter" \
  > "$macro/record.log" 2>&1 || true
matching=0
for file in $record_files; do
  if git -C "$macro_git" show "$macro_version:$file" | migrate_imports | cmp -s - "$macro/$file"; then
    matching=$((matching + 1))
  else
    status=1
    echo "  recorded differently: $file (diff against the release:)"
    git -C "$macro_git" show "$macro_version:$file" | migrate_imports | diff - "$macro/$file" \
      | head -20 | sed 's/^/    /' || true
  fi
done
# Put the released text back, so the next run tests it.
checkout "$macro_git" "$macro_version" "$macro"

echo
summarize "swift-macro-testing $macro_version" "$macro/test.log"
summarize "swift-dependencies $dependencies_version, all its tests" "$dependencies/test.log"
macro_passed=$(grep -c "' passed" "$dependencies/macro-tests.log" || true)
macro_failed=$(grep -c "' failed" "$dependencies/macro-tests.log" || true)
echo "  of which DependenciesMacrosPluginTests: $macro_passed/$(( macro_passed + macro_failed )) passed"
echo "Recording: deleted $deleted closures in $(echo "$record_files" | wc -l) files, recorded them;" \
  "$matching of $(echo "$record_files" | wc -l) files are as released"
echo "Logs: $macro/test.log, $dependencies/test.log, $macro/record.log"
exit $status
