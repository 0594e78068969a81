#!/usr/bin/env python3
"""Writes the game's sound effects (resources/sounds/*.wav): short, quiet,
synthesised from sine waves and noise, so that they are our own and small.

    python3 scripts/make_sounds.py

place.wav   a tile set down on the table (a soft wooden click)
turn.wav    your turn (two soft bell notes)
penalty.wav an illegal end of turn (a low falling buzz)
round.wav   the end of a round (a rising arpeggio)
"""
import math
import random
import struct
import wave
from pathlib import Path

RATE = 44100
OUT = Path(__file__).resolve().parent.parent / "resources" / "sounds"


def write(name, samples):
    OUT.mkdir(parents=True, exist_ok=True)
    peak = max(1e-9, max(abs(s) for s in samples))
    with wave.open(str(OUT / name), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(struct.pack("<h", int(32767 * 0.8 * s / peak)) for s in samples))


def tone(freq, seconds, decay, harmonics=((1, 1.0),), attack=0.004):
    n = int(RATE * seconds)
    out = []
    for i in range(n):
        t = i / RATE
        env = min(1.0, t / attack) * math.exp(-t * decay)
        out.append(env * sum(a * math.sin(2 * math.pi * freq * h * t) for h, a in harmonics))
    return out


def mix(*parts):
    n = max(len(p) for _, p in parts)
    out = [0.0] * n
    for offset, p in parts:
        start = int(RATE * offset)
        for i, s in enumerate(p):
            if start + i < n:
                out[start + i] += s
    return out


def pad(samples, seconds):
    return samples + [0.0] * int(RATE * seconds)


def click():
    rng = random.Random(7)
    n = int(RATE * 0.09)
    noise = []
    low = 0.0
    for i in range(n):
        t = i / RATE
        low = 0.6 * low + 0.4 * rng.uniform(-1, 1)  # a darker noise, like wood
        noise.append(low * math.exp(-t * 70))
    body = tone(420, 0.09, 55, ((1, 1.0), (2.7, 0.3)))
    return [a * 0.7 + b * 0.5 for a, b in zip(noise, body)]


def main():
    random.seed(1)
    write("place.wav", click())
    bell = ((1, 1.0), (2, 0.35), (3.01, 0.12))
    write("turn.wav", mix((0, tone(784, 0.7, 5, bell)), (0.14, tone(1046.5, 0.8, 5, bell))))
    n = int(RATE * 0.45)
    buzz = []
    for i in range(n):
        t = i / RATE
        f = 180 - 90 * t
        buzz.append(math.exp(-t * 4) * (math.sin(2 * math.pi * f * t) + 0.4 * math.sin(2 * math.pi * 2 * f * t)))
    write("penalty.wav", buzz)
    notes = [523.25, 659.25, 783.99, 1046.5]
    write("round.wav", pad(mix(*[(0.12 * k, tone(f, 0.9, 4, bell)) for k, f in enumerate(notes)]), 0.1))


if __name__ == "__main__":
    main()
