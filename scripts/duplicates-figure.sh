#!/usr/bin/env bash
# Issue 32's `duplicates` figure, on product source only (docs/house-figures.md).
#
#   scripts/duplicates-figure.sh [REV] [OUTDIR]     # REV defaults to HEAD
#   scripts/duplicates-figure.sh --worktree [OUTDIR] # the checkout's files as they are, uncommitted changes included
#
# Copies the product source of REV (apps/ and packages/, .ts .tsx .mjs .js) into OUTDIR (a fresh temporary
# folder unless given; emptied first) and runs the `duplicates` tool there, printing its pairs. Left out,
# being tests or data rather than code: test files (*.test.*, *.e2e.*, test/, __tests__/, fixtures/), testing
# helpers (testing/, testing.ts, testing-*.ts), type declarations (*.d.ts), the knowledge tables (knowledge/), corpora (corpus/), the reference
# personas and questions, the red-flag phrase lists, the web's locales and the domain's message catalogues.
# Run from anywhere inside the repository.
set -euo pipefail

worktree=false
rev=HEAD
if [[ "${1:-}" == "--worktree" ]]; then
  worktree=true
  shift
elif [[ $# -gt 0 ]]; then
  rev="$1"
  shift
fi
out="${1:-$(mktemp -d "${TMPDIR:-/tmp}/duplicates-figure.XXXXXX")}"

command -v duplicates >/dev/null || {
  echo "duplicates-figure: the \`duplicates\` tool is not on PATH" >&2
  exit 1
}
root="$(git rev-parse --show-toplevel)"
cd "$root"
if ! $worktree; then
  git rev-parse --verify --quiet "$rev^{commit}" >/dev/null || {
    echo "duplicates-figure: no such revision: $rev" >&2
    exit 1
  }
fi

product_source() {
  grep -E '^(apps|packages)/.*\.(ts|tsx|mjs|js)$' |
    grep -vE '(\.test\.|\.e2e\.|/testing|/test/|__tests__|/fixtures/|\.d\.ts$|/knowledge/|/corpus/|reference-personas|reference-questions|red-flag-phrases|/locales/|/messages/(zh-CN|en-US)\.ts$)'
}

rm -rf "$out"
mkdir -p "$out"
if $worktree; then
  git ls-files --cached --others --exclude-standard | product_source | while IFS= read -r f; do
    [[ -f "$f" ]] || continue
    mkdir -p "$out/$(dirname "$f")"
    cp "$f" "$out/$f"
  done
else
  git ls-tree -r --name-only "$rev" | product_source | while IFS= read -r f; do
    mkdir -p "$out/$(dirname "$f")"
    git show "$rev:$f" >"$out/$f"
  done
fi

echo "product source of $($worktree && echo 'the working tree' || git rev-parse --short "$rev") in $out" >&2
cd "$out"
duplicates --seconds 300 --most 200 --repo "$out"
