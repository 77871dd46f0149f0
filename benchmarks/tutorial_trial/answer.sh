#!/bin/sh
# answer.sh DIR N I: answer decision N of play_game.py with move I, then wait for the next one.
dir=$1; n=$(printf %03d "$2")
echo "$n $3" > "$dir/choice"
while :; do
  s=$(cat "$dir/status" 2>/dev/null)
  case "$s" in "waiting $n"|thinking|"") sleep 0.3;; *) break;; esac
done
echo "$s"; next=$(echo "$s" | awk '{print $2}')
[ -n "$next" ] && cat "$dir/dec$next.txt"
