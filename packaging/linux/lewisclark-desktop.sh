#!/bin/sh
# /usr/bin/lewisclark-desktop: start the bundled application installed under /opt.
exec /opt/lewisclark-desktop/lewisclark-desktop "$@"
