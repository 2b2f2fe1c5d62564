#!/usr/bin/env bash
# Migrate another engineer's branch (derived from the old layout) to the one namespace mtg_rulings (issue 27), so
# that merging it into the namespace's branch brings in that branch's own changes only:
#
#     tools/migrate_branch.sh BRANCH        # run in a checkout of the namespace's branch (or of main once merged)
#     git merge BRANCH-migrated
#
# It migrates BRANCH's tree in a temporary worktree (tools/migrate_imports.py --move-files, then ruff sorts the
# imports), and commits that tree with two parents: BRANCH (its history) and S0, today's main migrated the same
# way, which the namespace's branch already has as an ancestor. The merge's base is then S0: the lines the script
# rewrote are the same on both sides and don't conflict. If BRANCH isn't derived from today's main (S0's parent),
# S0 can't be its base; the script says so and stops.
set -euo pipefail
branch=$1
S0=${S0:-6d397a681603802e124e763cec9d434deb1382af}  # the namespace branch's merge of "S0: main migrated" (its second parent)
here=$(pwd)
ruff=${RUFF:-$( [ -x "$here/.venv/bin/ruff" ] && echo "$here/.venv/bin/ruff" || command -v ruff || true)}
[ -n "$ruff" ] || { echo "migrate_branch: no ruff (set RUFF=/path/to/ruff): the imports must be sorted as S0's" >&2; exit 1; }
base=$(git rev-parse "$S0^")
if ! git merge-base --is-ancestor "$base" "$branch"; then
    echo "migrate_branch: $branch does not contain $base (S0's parent): merge it the usual way after" \
         "python tools/migrate_imports.py --move-files" >&2
    exit 1
fi
work=$(mktemp -d)
git worktree add -q --detach "$work/t" "$branch"
(
    cd "$work/t"
    python3 "$here/tools/migrate_imports.py" --move-files > /dev/null
    "$ruff" check -q --select I --fix --config 'lint.isort.known-first-party=["mtg_rulings"]' . > /dev/null || true  # exit 1: unfixable
    git add -A
    git write-tree > "$work/tree"
)
git worktree remove --force "$work/t"
commit=$(git commit-tree "$(cat "$work/tree")" -p "$S0" -p "$branch" -m "$branch migrated to the mtg_rulings namespace (tools/migrate_branch.sh)")
git branch -f "$branch-migrated" "$commit"
rm -rf "$work"
echo "$branch-migrated = $commit; now: git merge $branch-migrated"
