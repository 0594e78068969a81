#!/bin/bash
# Start-up of two builds of the game, launched in turn: each run starts the
# app with --quit-after-first-frame and prints the binary and its wall time in
# ms (process start to exit after the first frame). Run under Xvfb, e.g.
#   xvfb-run -a -s "-screen 0 1600x1000x24" scripts/startup_launches.sh OLD/tilerummy NEW/tilerummy 15
# (docs/benchmarks.md, issue 48). Set HOME/XDG_CONFIG_HOME to a scratch folder
# so that no autosave or setting of yours is read.
A=$1
B=$2
N=${3:-15}
for i in $(seq "$N"); do
    for bin in "$A" "$B"; do
        s=$(date +%s%N)
        QT_QUICK_BACKEND=software "$bin" --players human,expert --seed 20240611 --quit-after-first-frame >/dev/null 2>&1
        e=$(date +%s%N)
        echo "$bin $(((e - s) / 1000000))"
    done
done
