#!/bin/sh
# answer.sh DIR N ANSWER...: answer decision N of play_game.py with ANSWER (the move's index, or
# its text: the exact line or a substring of one line only), then wait for the next decision and
# print it. A refused answer (no such move, or several fit) is printed and exits 1; N stays open.
dir=$1; n=$(printf %03d "$2"); shift 2
rm -f "$dir/refused"
# the driver clears DIR when it starts: answer only once it shows a decision
until [ -f "$dir/status" ]; do sleep 0.3; done
echo "$n $*" > "$dir/choice"
while :; do
  if [ -f "$dir/refused" ]; then cat "$dir/refused"; exit 1; fi
  s=$(cat "$dir/status" 2>/dev/null)
  case "$s" in "waiting $n"|thinking|"") sleep 0.3;; *) break;; esac
done
echo "$s"; next=$(echo "$s" | awk '{print $2}')
[ -n "$next" ] && cat "$dir/dec$next.txt"
