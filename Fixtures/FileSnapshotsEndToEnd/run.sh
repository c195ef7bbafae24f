#!/usr/bin/env bash
# End-to-end check of file snapshots (`assertSnapshot`) and their review, as a user runs them:
#   1. copy this fixture package to a temporary folder, depending on this repository;
#   2. `swift test` with SNAPSHOT_TESTING_RECORD=missing: must fail and record the missing
#      files: a .json and a .lines snapshot (Swift Testing) and a .dump one (XCTest);
#   3. `swift test` again: must pass and change no file;
#   4. the value changed (REPORT_CHANGED=1, no rebuild), SNAPSHOT_TESTING_RECORD=pending: must
#      fail, write no file (checksums), save four file snapshots for review (one of them a new
#      file), attach the patch accepting each; `verbatim-snapshots list` names each file;
#   5. `verbatim-snapshots export --patch`: the patch applies with `git apply` to a copy of the
#      files under git, the new file and a missing final newline included;
#   6. `verbatim-snapshots reject ReportXCTests.swift` leaves the files alone; `accept` then
#      writes the others, exactly the patched copy's, and the changed tests pass.
# WORK, KEEP_WORK and BUILD_SYSTEM as in ../scratch-package.sh. Works with CI=true: each run
# that may write names its record mode.
set -euo pipefail
unset SNAPSHOT_TESTING_RECORD VERBATIM_PENDING_DIR REPORT_CHANGED

here="$(cd "$(dirname "$0")" && pwd)"
source "$here/../scratch-package.sh"
scratch_package "$here" file-snapshots-e2e
snapshots="Tests/FileSnapshotsTests/__Snapshots__"
store=".build/verbatim/pending"
rm -rf "$store"
checksums() { find Tests -type f | sort | xargs sha256sum; }
tool() {
  swift run "${build_flags[@]}" verbatim-snapshots "$@"
}

echo "run.sh: first run, recording the missing files (expected to fail)"
if SNAPSHOT_TESTING_RECORD=missing swift test "${build_flags[@]}" --skip-build >"$work/files-first.log" 2>&1; then
  cat "$work/files-first.log"
  fail "the first run passed, but its snapshot files are missing"
fi
for file in ReportTests/report.1.json ReportTests/reportItems.1.txt \
  ReportXCTests/testReportDump.1.txt
do
  [ -f "$snapshots/$file" ] || { ls -R Tests; fail "$file was not recorded"; }
done
grep -qF '"total" : 2' "$snapshots/ReportTests/report.1.json" \
  || { cat "$snapshots/ReportTests/report.1.json"; fail "report.1.json is not the report"; }
checksums >"$work/files-recorded.sums"

echo "run.sh: second run (must pass, no file changed)"
if ! swift test "${build_flags[@]}" --skip-build >"$work/files-second.log" 2>&1; then
  cat "$work/files-second.log"
  fail "the second run failed against the recorded files"
fi
checksums | cmp -s - "$work/files-recorded.sums" || fail "the second run changed a file"

echo "run.sh: the value changed, pending run (expected to fail, writes nothing)"
rm -rf "$work/files-attachments" && mkdir -p "$work/files-attachments"
if REPORT_CHANGED=1 SNAPSHOT_TESTING_RECORD=pending swift test "${build_flags[@]}" --skip-build \
  --attachments-path "$work/files-attachments" >"$work/files-pending.log" 2>&1; then
  cat "$work/files-pending.log"
  fail "the pending run passed, but the value changed"
fi
checksums | cmp -s - "$work/files-recorded.sums" \
  || { checksums | diff - "$work/files-recorded.sums" || true; fail "the pending run wrote a file"; }
grep -q "Saved for review; no snapshot file was written" "$work/files-pending.log" \
  || { cat "$work/files-pending.log"; fail "the pending failures do not say they were saved"; }
grep -qF '+++ b/Tests/FileSnapshotsTests/__Snapshots__/ReportTests/report.1.json' \
  "$work/files-attachments/"pending*.patch \
  || { ls "$work/files-attachments"; fail "no attached patch writes report.1.json"; }
tool list >"$work/files-list.log" 2>"$work/files-list.err" \
  || { cat "$work/files-list.err"; fail "list failed"; }
for listed in \
  "$snapshots/ReportTests/report.1.json report() snapshot file did not match" \
  "$snapshots/ReportTests/reportItems.1.txt reportItems() snapshot file did not match" \
  "$snapshots/ReportTests/reportItems.count.txt reportItems() new snapshot file" \
  "$snapshots/ReportXCTests/testReportDump.1.txt testReportDump() snapshot file did not match"
do
  grep -qxF "$listed" "$work/files-list.log" \
    || { cat "$work/files-list.log"; fail "the list lacks: $listed"; }
done
[ "$(grep -c . "$work/files-list.log")" -eq 4 ] \
  || { cat "$work/files-list.log"; fail "the list does not hold four file snapshots"; }
checksums | cmp -s - "$work/files-recorded.sums" || fail "list wrote a file"

echo "run.sh: export --patch, applied with git apply to a copy under git"
tool export --patch "$work/files.patch" >"$work/files-export.log" 2>&1 \
  || { cat "$work/files-export.log"; fail "export --patch failed"; }
grep -qx 'new file mode 100644' "$work/files.patch" || { cat "$work/files.patch"; fail "no new file"; }
grep -qx '\\ No newline at end of file' "$work/files.patch" \
  || { cat "$work/files.patch"; fail "the missing final newline is not marked"; }
rm -rf "$work/files-copy" && mkdir -p "$work/files-copy"
cp -R Tests "$work/files-copy/"
git -C "$work/files-copy" init -q
git -C "$work/files-copy" apply "$work/files.patch" \
  || { cat "$work/files.patch"; fail "git apply refused the exported patch"; }
[ "$(cat "$work/files-copy/$snapshots/ReportTests/reportItems.count.txt")" = "3 items" ] \
  || fail "the patch did not create reportItems.count.txt"
checksums | cmp -s - "$work/files-recorded.sums" || fail "export wrote a file"

echo "run.sh: reject one, accept the rest"
tool reject ReportXCTests.swift >"$work/files-reject.log" 2>&1 \
  || { cat "$work/files-reject.log"; fail "reject failed"; }
checksums | cmp -s - "$work/files-recorded.sums" || fail "reject wrote a file"
tool accept >"$work/files-accept.log" 2>&1 \
  || { cat "$work/files-accept.log"; fail "accept failed"; }
for file in ReportTests/report.1.json ReportTests/reportItems.1.txt \
  ReportTests/reportItems.count.txt
do
  cmp -s "$work/files-copy/$snapshots/$file" "$snapshots/$file" \
    || { diff -u "$work/files-copy/$snapshots/$file" "$snapshots/$file" || true
      fail "accepting wrote a $file that differs from the patched one"; }
done
grep -q "total: 2" "$snapshots/ReportXCTests/testReportDump.1.txt" \
  || fail "the rejected file changed"
[ -z "$(ls -A "$store" 2>/dev/null)" ] || { ls "$store"; fail "the store is not empty"; }
if ! REPORT_CHANGED=1 swift test "${build_flags[@]}" --skip-build --filter ReportTests \
  >"$work/files-accepted.log" 2>&1; then
  cat "$work/files-accepted.log"
  fail "the changed tests failed against the accepted files"
fi
echo "run.sh: file snapshots recorded, reviewed, exported and accepted"
