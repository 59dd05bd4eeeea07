#!/bin/sh
# CONTRIBUTING.md promises that .githooks/commit-msg refuses a subject line over 72 characters:
# a 72-character subject passes, a 73-character one (also with a body and git's comment lines) fails.
# Usage: commit_msg_hook.sh HOOK
set -u
hook=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
s72=$(printf '%072d' 0 | tr 0 a)
s73="${s72}b"
printf '# a comment git puts first\n%s\n\nWhy.\n' "$s72" > "$dir/ok"
printf '%s\n\nWhy.\n' "$s73" > "$dir/long"
printf 'Subject with a word of Unicode: Überprüfung\n' > "$dir/unicode"
sh "$hook" "$dir/ok" || { echo "FAIL: a 72-character subject was refused"; exit 1; }
sh "$hook" "$dir/unicode" || { echo "FAIL: a short subject with Unicode was refused"; exit 1; }
if sh "$hook" "$dir/long" 2>/dev/null; then
    echo "FAIL: a 73-character subject was accepted"
    exit 1
fi
echo "commit-msg hook: 72 characters pass, 73 are refused"
