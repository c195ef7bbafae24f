#!/usr/bin/env bash
# End-to-end check that, without a compile record (a copy of the test binary alone), recording
# never writes a snapshot into a same-named test of another suite: a file of three suites with
# an `@Test func empty()` each is built, a suite is inserted above them, the binary is copied
# (so its time is after the save) and run with recording on. Nothing may be written, and the run
# must say why. As a control, the same copied binary of the unedited file records all three.
# KEEP_WORK=1 keeps the temporary folder and its logs.
set -euo pipefail
unset SNAPSHOT_TESTING_RECORD VERBATIM_PENDING_DIR

here="$(cd "$(dirname "$0")" && pwd)"
source "$here/../scratch-package.sh"
file="Tests/RaceTests/SameNamedTests.swift"
write_suites() {
  {
    echo "import InlineSnapshot"
    echo "import Testing"
    for suite in First Second Third; do
      printf '\n@Suite struct %s {\n  @Test func empty() {\n' "$suite"
      printf '    assertInlineSnapshot(of: "%s", as: .lines)\n  }\n}\n' "$suite"
    done
  } >"$1"
}
add_same_named_tests() { write_suites "$file"; }
scratch_package "$here" same-named-tests-e2e add_same_named_tests
write_suites "$work/built.swift"
# A suite of six lines, as long as each of the others: each call's line now holds the call of
# the suite before it.
sed 's/^@Suite struct First {$/@Suite struct Added {\
  @Test func added() {\
    #expect(Bool(true))\
  }\
}\
\
&/' "$work/built.swift" >"$work/inserted.swift"

bin="$(swift build "${build_flags[@]}" --show-bin-path)"
binary="$bin/SaveDuringBuildEndToEndPackageTests.xctest"
[ -x "$binary" ] || fail "no test binary at $binary"

# Runs a copy of the test binary, made now, with recording on, into LOG.
record_from_copy() {
  rm -rf "$work/copied" && mkdir "$work/copied"
  # The binary loads the test support library from its own folder.
  cp "$binary" "$(dirname "$binary")"/*.so "$work/copied/" 2>/dev/null || cp "$binary" "$work/copied/"
  (cd "$work" && SNAPSHOT_TESTING_RECORD=failed "$work/copied/$(basename "$binary")" \
    --testing-library swift-testing --filter SameNamedTests) >"$1" 2>&1 || true
}

echo "run.sh: a suite inserted above three same-named tests (must not be written)"
cp "$work/inserted.swift" "$file"
record_from_copy "$work/inserted.log"
if ! cmp -s "$file" "$work/inserted.swift"; then
  diff -u "$work/inserted.swift" "$file" || true
  fail "snapshots went into calls of other suites"
fi
grep -q "but the test that ran it is \`empty()\` in \`Second\`" "$work/inserted.log" \
  || { cat "$work/inserted.log"; fail "the run did not say why Second's call was refused"; }
echo "run.sh: inserted: nothing written"

echo "run.sh: the file as built, from a copied binary (must record all three)"
cp "$work/built.swift" "$file"
# The binary was built from this text; the copy's time is after the file's.
record_from_copy "$work/built.log"
for suite in First Second Third; do
  grep -q "^      $suite\$" "$file" || { cat "$work/built.log"; fail "$suite was not recorded"; }
done
echo "run.sh: OK"
